import { LINEAR_GROWTH, workGrowth } from '@careers/shared/testing/workGrowth';
import { intentOf } from './messageIntent';
import { modelEndpoint } from './modelClient';

// The route refuses messages over 2,000 characters (routes/assistant.test.ts); these inputs are far
// longer so that work which grows faster than the message shows. Each is the worst case of one pattern
// the intent reader runs: a long run that an earlier version matched in quadratically many ways.
const ask = (content: string) => intentOf([{ role: 'user', content }]);
const spaces = (n: number) => ' '.repeat(n);

test.each([
  ['"i … applied" over a run of spaces', (n: number) => `i${spaces(n)}x`],
  ['"i have … applied" over a run of spaces', (n: number) => `i have${spaces(n)}x`],
  ['"applications ?" with spaces that never end the message', (n: number) => `applications${spaces(n)}x`],
  ['"job # 42" over a run of spaces', (n: number) => `job${spaces(n)}x`],
  ['"job # 42" with a # and spaces', (n: number) => `job #${spaces(n)}x`],
  ['"saved jobs" over a run of spaces', (n: number) => `saved${spaces(n)}x`],
  ['a greeting after a run of spaces', (n: number) => `${spaces(n)}x`],
  ['a word full of dots (trailing punctuation is trimmed)', (n: number) => `a${'.'.repeat(n)}b`],
  ['a word full of apostrophes and dashes', (n: number) => `a${"'’-".repeat(n / 3)}b`],
  ['many short words', (n: number) => 'in Berlin '.repeat(n / 10)],
])('reading a message grows linearly with its length: %s', (_label, messageOf) => {
  expect(workGrowth(ask, messageOf)).toBeLessThan(LINEAR_GROWTH);
});

test('the model endpoint a company configured is read in linear time, whatever its trailing slashes', () => {
  expect(modelEndpoint('https://model.example/v1///')).toBe('https://model.example/v1');
  expect(workGrowth(modelEndpoint, (n) => `https://model.example/${'/'.repeat(n)}a`)).toBeLessThan(LINEAR_GROWTH);
});
