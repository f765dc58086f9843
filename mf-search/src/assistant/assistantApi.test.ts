import { conversationForRequest, MAX_MESSAGE_CHARS, MAX_MESSAGES } from './assistantApi';

it('keeps the latest 20 messages, each cut to 2000 characters', () => {
  const messages = Array.from({ length: 25 }, (_, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content: `${i}`.padEnd(2500, 'x') }));
  const sent = conversationForRequest(messages);
  expect(MAX_MESSAGES).toBe(20);
  expect(sent).toHaveLength(20);
  expect(sent[0]?.content.startsWith('5x')).toBe(true);
  expect(sent.every((m) => m.content.length === MAX_MESSAGE_CHARS)).toBe(true);
  expect(sent.at(-1)).toMatchObject({ role: 'user', content: expect.stringMatching(/^24x/) });
});

it('leaves out empty messages, which the API refuses', () => {
  expect(conversationForRequest([{ role: 'assistant', content: '' }, { role: 'user', content: 'Jobs in Berlin?' }])).toEqual([{ role: 'user', content: 'Jobs in Berlin?' }]);
});
