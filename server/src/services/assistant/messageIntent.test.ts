import { intentOf, readSearch } from './messageIntent';

const user = (content: string) => ({ role: 'user' as const, content });

describe('readSearch', () => {
  test.each([
    ['data engineer in Berlin', 'data engineer', 'Berlin'],
    ['Any data engineer jobs in Berlin?', 'data engineer', 'Berlin'],
    ['frontend roles in New York please', 'frontend', 'New York'],
    ['remote python jobs', 'python', 'remote'],
    ['IT jobs in Germany', 'IT', 'Germany'],
    ['designer UK', 'designer', 'UK'],
    ['is it in Berlin', '', 'Berlin'],
    ['Node.js developer', 'Node.js developer', ''],
  ])('%j → query %j, location %j', (message, query, location) => {
    expect(readSearch(message)).toMatchObject({ query, location });
  });
});

describe('intentOf', () => {
  test.each([
    ['What is the status of my applications?', 'applications'],
    ['Have I applied anywhere?', 'applications'],
    ['where did I apply', 'applications'],
    ['I applied last week, any news?', 'applications'],
    ['Applied AI roles', 'search'],
    ['show my saved jobs', 'saved'],
    ['compare the jobs in my cart', 'cart'],
    ['tell me about job #42', 'position'],
    ['hello', 'help'],
    ['what can you do?', 'help'],
  ])('%j → %s', (message, kind) => {
    expect(intentOf([user(message)]).kind).toBe(kind);
  });

  test('a follow-up with only a place keeps the earlier words', () => {
    expect(intentOf([user('python developer'), { role: 'assistant', content: 'Found 3.' }, user('what about in Paris?')])).toEqual({
      kind: 'search',
      query: 'python developer',
      location: 'Paris',
      locationLabel: 'Paris',
    });
  });
});
