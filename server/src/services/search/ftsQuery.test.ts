import { buildFtsQuery, editDistance, locationMatch } from './ftsQuery';
import { resolvePlace } from './gazetteer';
import type { Vocabulary } from './vocabulary';

const vocabulary = (words: Record<string, number>): Vocabulary => ({
  titles: [],
  skills: [],
  locations: [],
  words: new Map(Object.entries(words)),
  sortedWords: Object.keys(words).sort(),
});
const known = vocabulary({ engineer: 40, engineering: 12, python: 9, pylon: 1, manager: 20, data: 30 });

describe('editDistance', () => {
  test.each([
    ['python', 'python', 0],
    ['pyhton', 'python', 1],
    ['pythn', 'python', 1],
    ['enginer', 'engineer', 1],
    ['enginering', 'engineering', 1],
    ['data', 'manager', 3],
  ])('%s → %s is %i (maximum 2; 3 means further)', (a, b, expected) => {
    expect(editDistance(a, b, 2)).toBe(expected);
  });
});

describe('buildFtsQuery', () => {
  test('every word quoted and prefix-matched, all required', () => {
    expect(buildFtsQuery('Senior Data', known)).toEqual({ match: '"senior"* AND "data"*', words: ['senior', 'data'], corrections: {} });
  });

  test('FTS syntax is reduced to words: operators, columns, quotes, parentheses and stars', () => {
    expect(buildFtsQuery('title:"engineer" OR (NEAR* ^manager', known).match).toBe(
      '"title"* AND "engineer"* AND "or"* AND "near"* AND "manager"*',
    );
    expect(buildFtsQuery('"*()^:-+', known)).toEqual({ match: null, words: [], corrections: {} });
  });

  test('a word no position uses also searches the known words one typo away, most frequent first', () => {
    expect(buildFtsQuery('pyhton', known)).toEqual({ match: '("pyhton"* OR "python")', words: ['pyhton'], corrections: { pyhton: ['python'] } });
    expect(buildFtsQuery('pylhon', known).corrections).toEqual({ pylhon: ['python', 'pylon'] });
    // Short words and known prefixes are left alone.
    expect(buildFtsQuery('dta eng', known).corrections).toEqual({});
  });

  test('at most 12 words, each once', () => {
    const words = buildFtsQuery(Array.from({ length: 20 }, (_, i) => `w${i} w${i}`).join(' '), known).words;
    expect(words).toHaveLength(12);
  });

  test('unknown places search the location column only', () => {
    expect(locationMatch('Springfield, IL')).toBe('location_name : ("springfield"* AND "il"*)');
    expect(locationMatch(':::')).toBeNull();
  });
});

describe('resolvePlace (the gazetteer)', () => {
  test('cities, with region or country to tell them apart; countries by name or code', () => {
    expect(resolvePlace('berlin')).toEqual({ kind: 'city', name: 'Berlin, Berlin, DE', lat: 52.52, lng: 13.405, country: 'DE' });
    expect(resolvePlace('Portland, OR')).toMatchObject({ kind: 'city', name: 'Portland, OR, US' });
    expect(resolvePlace('Berlin, Germany')).toMatchObject({ kind: 'city', name: 'Berlin, Berlin, DE' });
    expect(resolvePlace('Germany')).toEqual({ kind: 'country', name: 'Germany', country: 'DE' });
    expect(resolvePlace('de')).toEqual({ kind: 'country', name: 'Germany', country: 'DE' });
    expect(resolvePlace('Atlantis')).toBeNull();
    expect(resolvePlace('Berlin, France')).toBeNull();
  });
});
