import type { PcsxConfig } from '../../contracts/bootTypes';
import { LINEAR_GROWTH, workGrowth } from '@careers/shared/testing/workGrowth';
import { parseFilters } from './filters';
import { buildFtsQuery, placeWords } from './ftsQuery';
import { normalPlace, resolvePlace } from './gazetteer';
import { parseLocation } from './location';
import { snippetOf } from './positionView';
import { postgresMatch } from './store/postgresSearchStore';
import { sqliteMatch } from './store/sqliteSearchStore';
import type { Vocabulary } from './vocabulary';

// The search route refuses a query over 200 characters, a location over 300 and filter values over 200
// (routes/search.test.ts). Behind that bound, each pattern the search runs on what a visitor typed must do
// linear work: these inputs are far longer than the route allows, the worst case of one pattern each.
const ignoringErrors = (run: (input: string) => unknown) => (input: string) => {
  try {
    return run(input);
  } catch {
    // A 400 for a malformed value is an answer too; only the work done to reach it is measured.
    return null;
  }
};

const vocabulary: Vocabulary = {
  titles: [],
  skills: [],
  locations: [],
  words: new Map([['engineer', 40], ['python', 9]]),
  sortedWords: ['engineer', 'python'],
};
const config = { searchConfig: { allFilters: ['department'] }, searchOptionsMap: {} } as unknown as PcsxConfig;

test.each([
  ['coordinates made of separators ([,:]+ split)', (n: number) => `Map Area:::${',:'.repeat(n / 2)}`],
  ['coordinates with many numbers', (n: number) => `Berlin:::${'1,'.repeat(n / 2)}`],
  ['many ::: marks', (n: number) => ':::'.repeat(n / 3)],
  ['a place name of punctuation', (n: number) => `a${'.-'.repeat(n / 2)}b`],
  ['a place name of many comma-separated parts', (n: number) => 'berlin,'.repeat(n / 7)],
  ['accents to drop', (n: number) => 'é'.repeat(n)],
])('location: %s', (_label, inputOf) => {
  expect(workGrowth(ignoringErrors((text) => parseLocation(text, undefined, null)), inputOf)).toBeLessThan(LINEAR_GROWTH);
});

test.each([
  ['place names', (text: string) => resolvePlace(text)],
  ['normalised place text', normalPlace],
  ['an unknown place as words', placeWords],
])('%s: punctuation between letters', (_label, work) => {
  expect(workGrowth(work, (n) => 'a.'.repeat(n / 2))).toBeLessThan(LINEAR_GROWTH);
});

test.each([
  ['one long word (typo correction)', (n: number) => 'q'.repeat(n)],
  ['many words', (n: number) => 'pyhton '.repeat(n / 7)],
  ['full-text operators and quotes', (n: number) => '"*^:()'.repeat(n / 6)],
])('query: %s', (_label, inputOf) => {
  // Read into words, then written in each engine's syntax.
  const both = (text: string) => {
    const { terms } = buildFtsQuery(text, vocabulary);
    return [sqliteMatch({ terms, place: [] }), postgresMatch({ terms, place: [] })];
  };
  expect(workGrowth(both, inputOf)).toBeLessThan(LINEAR_GROWTH);
});

test.each([
  ['separators only', (n: number) => ','.repeat(n)],
  ['many values', (n: number) => 'a,'.repeat(n / 2)],
])('filter values: %s', (_label, inputOf) => {
  expect(workGrowth(ignoringErrors((value) => parseFilters({ department: [value] }, config, false)), inputOf)).toBeLessThan(LINEAR_GROWTH);
});

test('the snippet looks for a searched word (a pattern built from it) in linear time over the description', () => {
  // The word comes from the query (at most 200 characters); the description is the company's.
  const word = `${'a'.repeat(199)}b`;
  expect(workGrowth((description) => snippetOf(description, [word]), (n) => 'a'.repeat(n))).toBeLessThan(LINEAR_GROWTH);
});
