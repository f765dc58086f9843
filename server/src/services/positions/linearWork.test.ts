import { LINEAR_GROWTH, workGrowth } from '@careers/shared/testing/workGrowth';
import type { Db } from '../../db/database';
import type { Domain } from '../domains';
import { serverI18n } from '../../i18n/serverI18n';
import { descriptionHtml, jobPageHead } from './jobPosting';
import { matchesQueriedLocation } from './queriedLocation';
import { requiredYearsOf } from './requiredExperience';

// What the position page reads from the request: queried_location (refused over 300 characters,
// routes/positions.test.ts) and, on the job page, the path and ?pid=. Each pattern must do linear work on
// its worst input, here far longer than the route allows.
const berlin = { location_name: 'Berlin, Berlin, DE', city: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405, is_remote: 0 };

test.each([
  ['coordinates made of separators', (n: number) => `x:::${',:'.repeat(n / 2)}`],
  ['a label of punctuation', (n: number) => `a${'.,'.repeat(n / 2)}b`],
  ['many ::: marks', (n: number) => ':::'.repeat(n / 3)],
])('queried_location: %s', (_label, inputOf) => {
  expect(workGrowth((queried) => matchesQueriedLocation(berlin, queried), inputOf)).toBeLessThan(LINEAR_GROWTH);
});

// Neither path names a position, so the page head is null before the company or the database is asked.
const noDb = null as unknown as Db;
const noDomain = null as unknown as Domain;
test('job page: a path of digits, and a long ?pid=', () => {
  const head = (path: string, query: Record<string, unknown>) => jobPageHead(noDb, noDomain, path, query, serverI18n('en'));
  expect(workGrowth((path) => head(path, {}), (n) => `/careers/job/${'1'.repeat(n)}`)).toBeLessThan(LINEAR_GROWTH);
  expect(workGrowth((pid) => head('/careers/job/private', { pid }), (n) => `${'1'.repeat(n)}x`)).toBeLessThan(LINEAR_GROWTH);
});

// Descriptions are the company's, not the visitor's, but these run on every job page view.
test.each([
  ['a number, then a run of spaces ("5   years")', (n: number) => `5${' '.repeat(n)}x`],
  ['a number and a plus, then spaces', (n: number) => `5 +${' '.repeat(n)}x`],
  ['many numbers', (n: number) => '12 '.repeat(n / 3)],
])('required experience in a description: %s', (_label, inputOf) => {
  expect(workGrowth((description) => requiredYearsOf({ title: 'Engineer', description }), inputOf)).toBeLessThan(LINEAR_GROWTH);
});

test('the job posting HTML of a description with long blank runs', () => {
  expect(workGrowth(descriptionHtml, (n) => `\n${' '.repeat(n)}x`)).toBeLessThan(LINEAR_GROWTH);
});
