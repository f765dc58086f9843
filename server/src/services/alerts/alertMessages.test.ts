import { newJobsMessage, newJobsText } from './alertMessages';

test('the new-jobs mail reads in the singular for one job (issue 24 item 12)', () => {
  expect(newJobsText('intro', { count: 1, name: 'C# in Berlin' })).toBe('1 new job matches "C# in Berlin":');
  expect(newJobsText('intro', { count: 2, name: "O'Neil {x}" })).toBe('2 new jobs match "O\'Neil {x}":');
  expect(newJobsText('subject', { count: 1, company: 'Acme', title: 'Engineer' })).toBe('New job at Acme: Engineer');
  expect(newJobsText('subject', { count: 1234, company: 'Acme', title: 'Engineer' })).toBe('1,234 new jobs at Acme');
});

test('a mail with one job and a mail with two', () => {
  const base = { to: 'a@example.com', company: 'Acme', named: { search: { query: 'engineer', location: '', filters: {} } }, searchUrl: 'https://x/s', unsubscribeUrl: 'https://x/u', unsubscribeText: 'Stop' };
  const one = newJobsMessage({ ...base, jobs: [{ title: 'Engineer', location: 'Berlin', url: 'https://x/1' }] });
  expect(one.subject).toBe('New job at Acme: Engineer');
  expect(one.text.split('\n')[0]).toBe('1 new job matches "engineer":');
  const two = newJobsMessage({ ...base, jobs: [{ title: 'A', location: '', url: 'https://x/1' }, { title: 'B', location: '', url: 'https://x/2' }] });
  expect(two.subject).toBe('2 new jobs at Acme');
  expect(two.text.split('\n')[0]).toBe('2 new jobs match "engineer":');
});

test("an account's saved search is named by its filters' labels, or by none", () => {
  expect(newJobsText('savedIntro', { count: 1, filters: 'Department: Engineering' })).toBe('1 new job matches your saved search (Department: Engineering):');
  expect(newJobsText('savedIntro', { count: 3, filters: 'none' })).toBe('3 new jobs match your saved search:');
});
