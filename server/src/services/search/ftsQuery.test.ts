import { buildFtsQuery, editDistance, placeWords, type TextQuery } from './ftsQuery';
import { postgresMatch } from './store/postgresSearchStore';
import { sqliteMatch } from './store/sqliteSearchStore';
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

const words = (text: string): TextQuery => ({ terms: buildFtsQuery(text, known).terms, place: [] });

describe('buildFtsQuery', () => {
  test('every word required and prefix-matched, in either engine\'s syntax', () => {
    expect(buildFtsQuery('Senior Data', known)).toEqual({
      terms: [{ word: 'senior', fixes: [] }, { word: 'data', fixes: [] }],
      words: ['senior', 'data'],
      corrections: {},
    });
    // Descriptions are searched here (the default): 'data', under five letters, is a whole word there.
    expect(sqliteMatch(words('Senior Data'))).toBe('("senior"* AND "data")');
    expect(postgresMatch(words('Senior Data'))).toBe("'senior':* & 'data'");
  });

  test('query syntax is reduced to words: operators, columns, quotes, parentheses and stars', () => {
    expect(sqliteMatch(words('title:"engineer" OR (NEAR* ^manager'))).toBe('("title"* AND "engineer"* AND "or" AND "near" AND "manager"*)');
    expect(postgresMatch(words("title:'engineer' | (!near* & manager:A <-> x"))).toBe(
      "'title':* & 'engineer':* & 'near' & 'manager':* & 'a' & 'x'",
    );
    expect(buildFtsQuery('"*()^:-+&|!<>\'', known)).toEqual({ terms: [], words: [], corrections: {} });
    expect(sqliteMatch(words('"*()^:-+'))).toBeNull();
    expect(postgresMatch(words("&|!'"))).toBeNull();
  });

  test('a word no position uses also searches the known words one typo away, most frequent first', () => {
    expect(buildFtsQuery('pyhton', known)).toMatchObject({ terms: [{ word: 'pyhton', fixes: ['python'] }], corrections: { pyhton: ['python'] } });
    expect(sqliteMatch(words('pyhton'))).toBe('(("pyhton"* OR "python"))');
    expect(postgresMatch(words('pyhton'))).toBe("('pyhton':* | 'python')");
    expect(buildFtsQuery('pylhon', known).corrections).toEqual({ pylhon: ['python', 'pylon'] });
    // Short words and known prefixes are left alone.
    expect(buildFtsQuery('dta eng', known).corrections).toEqual({});
  });

  test('at most 12 words, each once', () => {
    const many = buildFtsQuery(Array.from({ length: 20 }, (_, i) => `w${i} w${i}`).join(' '), known).words;
    expect(many).toHaveLength(12);
  });

  test('unknown places search the location column only', () => {
    const place = { terms: [], place: placeWords('Springfield, IL') };
    expect(sqliteMatch(place)).toBe('(location_name : ("springfield"* AND "il"*))');
    expect(postgresMatch(place)).toBe("'springfield':*C & 'il':*C");
    // Descriptions searched (the default): a word under five letters is a whole word there (descriptionPrefix.ts).
    expect(sqliteMatch({ terms: words('data').terms, place: ['berlin'] })).toBe('("data") AND (location_name : ("berlin"*))');
    expect(sqliteMatch({ terms: words('datas').terms, place: [] })).toBe('(("datas"* OR "data"))');
    expect(placeWords(':::')).toEqual([]);
  });
});

describe('where words are looked for, and abbreviations', () => {
  test('without descriptions: every column but the description, in either engine\'s syntax', () => {
    const query: TextQuery = { terms: buildFtsQuery('senior pyhton', known).terms, place: ['berlin'], descriptions: false };
    expect(sqliteMatch(query)).toBe('({title department skills_json location_name} : ("senior"* AND ("pyhton"* OR "python"))) AND (location_name : ("berlin"*))');
    expect(postgresMatch(query)).toBe("'senior':*ABC & ('pyhton':*ABC | 'python':ABC) & 'berlin':*C");
    expect(sqliteMatch({ ...query, descriptions: true })).toBe('("senior"* AND ("pyhton"* OR "python")) AND (location_name : ("berlin"*))');
    expect(postgresMatch({ ...query, descriptions: true })).toBe("'senior':* & ('pyhton':* | 'python') & 'berlin':*C");
  });

  test('in descriptions, words under five letters are whole words: twelve one-letter words no longer make the engine merge every word of every description', () => {
    const query: TextQuery = { terms: buildFtsQuery('a b c d e f g h i j k l', known).terms, place: [], descriptions: true };
    expect(sqliteMatch(query)).toBe('("a" AND "b" AND "c" AND "d" AND "e" AND "f" AND "g" AND "h" AND "i" AND "j" AND "k" AND "l")');
    expect(postgresMatch(query)).toBe("'a' & 'b' & 'c' & 'd' & 'e' & 'f' & 'g' & 'h' & 'i' & 'j' & 'k' & 'l'");
    // Titles, departments, skills and places are matched in memory, where 'eng' still finds 'Engineer'.
    expect(sqliteMatch({ ...query, descriptions: false })).toContain('"a"* AND "b"*');
    const long: TextQuery = { terms: buildFtsQuery('lead engin', known).terms, place: [], descriptions: true };
    expect([sqliteMatch(long), postgresMatch(long)]).toEqual(['("lead" AND "engin"*)', "'lead' & 'engin':*"]);
  });

  test('title abbreviations the positions never use are searched as what they stand for, and the answer says so', () => {
    expect(buildFtsQuery('SRE', known)).toMatchObject({ words: ['site', 'reliability', 'engineer'], corrections: { sre: ['site reliability engineer'] } });
    expect(buildFtsQuery('senior pm', known)).toMatchObject({ words: ['senior', 'product', 'manager'], corrections: { pm: ['product manager'] } });
    expect(buildFtsQuery('ml engineer', known).words).toEqual(['machine', 'learning', 'engineer']);
    // A company whose positions say "SRE" keeps its word.
    expect(buildFtsQuery('sre', vocabulary({ sre: 3 }))).toMatchObject({ words: ['sre'], corrections: {} });
  });
});

describe('resolvePlace (the gazetteer)', () => {
  test.each([
    ['NYC', 'New York, NY, US'],
    ['new york city', 'New York, NY, US'],
    ['SF', 'San Francisco, CA, US'],
    ['LA', 'Los Angeles, CA, US'],
    ['München', 'Munich, Bavaria, DE'],
    ['Muenchen', 'Munich, Bavaria, DE'],
    ['Köln', 'Cologne, North Rhine-Westphalia, DE'],
    ['Wien', 'Vienna, Vienna, AT'],
    ['Bangalore', 'Bengaluru, Karnataka, IN'],
    ['Lisboa, Portugal', 'Lisbon, Lisbon, PT'],
  ])('%s is %s (abbreviations and local spellings)', (typed, name) => {
    expect(resolvePlace(typed)).toMatchObject({ kind: 'city', name });
  });


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
