import type { Db } from '../../db/database';
import { DEMO_DOMAIN, demoCompanySettings } from '../../db/demo/company';
import { seedDemoData } from '../../db/demo/seedDemo';
import { addCompany, addPosition, type TestPosition } from '../../testing/positionRows';
import { fieldMatchesByScan } from '../../testing/fieldMatchesByScan';
import { randomOf } from '../../testing/generatedIndex';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { fieldMatches, rowsVisited } from './fieldMatches';
import { foldedWords, foldWord, isRoleNoun, stemOf } from './foldedWords';
import { buildFtsQuery, placeWords, type TextTerm } from './ftsQuery';
import { buildSearchIndex, forEachId, rowOf, searchIndexAt, type SearchIndex } from './searchIndex';
import { searchVersion } from './searchVersion';
import { searchStoreOf } from './store/searchStore';
import { vocabularyOf, wordsOf } from './vocabulary';

// Titles, departments, skills and places are matched in memory (fieldMatches.ts), the same on both
// engines. These tests hold it to what a job seeker expects, and to what the engines matched before
// wherever the role-word rule does not decide otherwise.

let database: TestDatabase;
let db: Db;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

async function company(positions: Array<Omit<TestPosition, 'domain'>>): Promise<{ domain: string; ids: number[] }> {
  counter += 1;
  const domain = `match${counter}.test`;
  await addCompany(db, domain, demoCompanySettings());
  const ids: number[] = [];
  for (const p of positions) ids.push(await addPosition(db, { domain, ...p }));
  return { domain, ids };
}

/** The ids of the positions a query finds in titles, departments, skills and places, ascending. */
async function found(domain: string, query: string, place = ''): Promise<number[]> {
  const version = await searchVersion(db, domain);
  const index = await searchIndexAt(db, domain, version, Date.now());
  const { terms } = buildFtsQuery(query, await vocabularyOf(db, domain, index));
  const { rows, total } = fieldMatches(index, terms, place ? placeWords(place) : []);
  const ids: number[] = [];
  rows.forEach((hit, row) => hit === 1 && ids.push(index.ids[row] as number));
  expect(total).toBe(ids.length);
  return ids.sort((a, b) => a - b);
}

describe('role words match roles', () => {
  test("'researcher' finds the 2 jobs titled researcher, not the 10 listing the skill 'User research'; 'research' finds all 12", async () => {
    const { domain, ids } = await company([
      { title: 'UX Researcher', department: 'Design', skills: ['Figma'] },
      { title: 'Senior UX Researcher', department: 'Design', skills: ['Interviews'] },
      ...Array.from({ length: 10 }, (_, i) => ({ title: `Product Designer ${i + 1}`, department: 'Design', skills: ['User research', 'Figma'] })),
    ]);
    expect(await found(domain, 'researcher')).toEqual(ids.slice(0, 2));
    expect(await found(domain, 'research')).toEqual(ids);
  });

  test("'designer' does not find a 'Design systems' skill, nor 'controller' a 'Quality control' department", async () => {
    const { domain, ids } = await company([
      { title: 'Product Designer', department: 'Design', skills: ['Figma'] },
      { title: 'Frontend Engineer', department: 'Engineering', skills: ['Design systems', 'React'] },
      { title: 'Financial Controller', department: 'Finance', skills: ['Excel'] },
      { title: 'Lab Technician', department: 'Quality control', skills: ['Sampling'] },
    ]);
    expect(await found(domain, 'designer')).toEqual([ids[0]]);
    expect(await found(domain, 'design')).toEqual(ids.slice(0, 2));
    expect(await found(domain, 'controller')).toEqual([ids[2]]);
    expect(await found(domain, 'control')).toEqual([ids[2], ids[3]]);
  });

  test("in titles a role word finds the role in any form, not the activity: 'designer' finds 'Designers', not 'Design Manager'", async () => {
    const { domain, ids } = await company([
      { title: 'Product Designer', department: 'Product', skills: ['Figma'] },
      { title: 'Design Manager', department: 'Product', skills: ['Figma'] },
      { title: 'Graphic Designers Pool', department: 'Product', skills: ['Figma'] },
    ]);
    expect(await found(domain, 'designer')).toEqual([ids[0], ids[2]]);
    expect(await found(domain, 'designers')).toEqual([ids[0], ids[2]]);
    expect(await found(domain, 'design')).toEqual(ids);
  });

  test("a word of the query in the title lets a role word's other forms count elsewhere: 'product manager' finds 'Senior Product Owner' managing stakeholders, 'manager' alone does not", async () => {
    const { domain, ids } = await company([
      { title: 'Product Manager', department: 'Product', skills: ['Roadmaps'] },
      { title: 'Senior Product Owner', department: 'Product', skills: ['Stakeholder Management'] },
      { title: 'Data Analyst', department: 'Data', skills: ['Stakeholder Management'] },
    ]);
    expect(await found(domain, 'product manager')).toEqual([ids[0], ids[1]]);
    expect(await found(domain, 'manager')).toEqual([ids[0]]);
    expect(await found(domain, 'analyst manager')).toEqual([ids[2]]);
    // 'management' is an activity, not a role: its stem finds the title 'Product Manager' too.
    expect(await found(domain, 'management')).toEqual(ids);
  });
});

describe('what a word finds', () => {
  test('a word finds the start of a word in any field; every word must be found', async () => {
    const { domain, ids } = await company([
      { title: 'Software Engineer', department: 'Engineering', skills: ['TypeScript'] },
      { title: 'Data Analyst', department: 'Data', skills: ['Python', 'SQL'] },
      { title: 'Office Manager', department: 'Operations', skills: ['Scheduling'], city: ['Paris', 'Île-de-France', 'FR', 48.8566, 2.3522] },
    ]);
    expect(await found(domain, 'eng')).toEqual([ids[0]]);
    expect(await found(domain, 'pyth')).toEqual([ids[1]]);
    expect(await found(domain, 'typescript engineer')).toEqual([ids[0]]);
    expect(await found(domain, 'python engineer')).toEqual([]);
    expect(await found(domain, 'manager paris')).toEqual([ids[2]]);
  });

  test('plurals and other forms of a title word find it through its stem, in titles', async () => {
    const { domain, ids } = await company([
      { title: 'Software Engineer', department: 'Product', skills: ['Go'] },
      { title: 'Store Manager', department: 'Retail', skills: ['Sales'] },
    ]);
    expect(await found(domain, 'engineers')).toEqual([ids[0]]);
    expect(await found(domain, 'engineering')).toEqual([ids[0]]);
    expect(await found(domain, 'managers')).toEqual([ids[1]]);
    expect(await found(domain, 'management')).toEqual([ids[1]]);
  });

  test('a word one typo away from a known word finds that word', async () => {
    const { domain, ids } = await company([
      { title: 'Python Developer', department: 'Engineering', skills: ['Django'] },
      { title: 'Accountant', department: 'Finance', skills: ['Excel'] },
    ]);
    expect(await found(domain, 'pyhton')).toEqual([ids[0]]);
    expect(await found(domain, 'djnago')).toEqual([ids[0]]);
  });

  test('a typo finds what the word it stands for finds', async () => {
    const { domain, ids } = await company([
      { title: 'Software Engineer', department: 'Product', skills: ['Go'] },
      { title: 'Python Developer', department: 'Engineering', skills: ['Django'] },
      { title: 'Accountant', department: 'Finance', skills: ['Excel'] },
    ]);
    expect(await found(domain, 'engineer')).toEqual(ids.slice(0, 2));
    expect(await found(domain, 'enginer')).toEqual(ids.slice(0, 2));
  });

  test('accents are ignored both ways', async () => {
    const { domain, ids } = await company([
      { title: 'Responsable de Gestión', department: 'Administración', skills: ['Contabilidad'] },
      { title: 'Ingeniero', department: 'Ingeniería', skills: ['Java'], city: ['Zürich', 'Zürich', 'CH', 47.37, 8.54] },
    ]);
    expect(await found(domain, 'gestion')).toEqual([ids[0]]);
    expect(await found(domain, 'gestión')).toEqual([ids[0]]);
    expect(await found(domain, 'administracion')).toEqual([ids[0]]);
    expect(await found(domain, 'zurich')).toEqual([ids[1]]);
  });

  test('a decomposed accent (a letter and a combining mark, as some keyboards send) does not split the word', async () => {
    const { domain, ids } = await company([
      { title: 'Résumé Writer', department: 'Careers', skills: ['Editing'] },
      { title: 'Café Manager', department: 'Hospitality', skills: ['Barista'] },
    ]);
    expect(wordsOf('Re\u0301sume\u0301 writer')).toEqual(['résumé', 'writer']);
    expect(foldedWords('Cafe\u0301 Manager')).toEqual(['cafe', 'manager']);
    expect(await found(domain, 'Re\u0301sume\u0301')).toEqual([ids[0]]);
    expect(await found(domain, 'cafe\u0301 manager')).toEqual([ids[1]]);
  });

  test('an unknown place is found as the start of words of the place, and only there', async () => {
    const { domain, ids } = await company([
      { title: 'Nurse', department: 'Care', skills: ['Triage'], city: ['Springfield', 'Illinois', 'US', 39.78, -89.65] },
      { title: 'Springfield Liaison', department: 'Care', skills: ['Triage'], city: ['Chicago', 'Illinois', 'US', 41.88, -87.63] },
    ]);
    expect(await found(domain, '', 'Springf Illin')).toEqual([ids[0]]);
    expect(await found(domain, 'nurse', 'springfield')).toEqual([ids[0]]);
    expect(await found(domain, 'liaison', 'springfield')).toEqual([]);
  });
});

// Queries a job seeker types, over the demo company: the in-memory match is the engine's (titles,
// departments, skills and places) except where the role-word rule removes a row. Run on SQLite and
// PostgreSQL, this also shows both engines give the same answers (memory's).
const PARITY_QUERIES = [
  'engineer', 'engineering', 'engineers', 'software engineer', 'senior', 'manager', 'management', 'data', 'data scientist',
  'analyst', 'analytics', 'designer', 'design', 'researcher', 'research', 'controller', 'control', 'product manager',
  'marketing', 'sales', 'python', 'react', 'sql', 'support', 'intern', 'director', 'account executive', 'recruiter',
  'security', 'berlin', 'london engineer', 'pyhton', 'enginer', 'lead', 'finance', 'operations',
];

// When the demo company was seeded (its positions stay open for 45 to 90 days after posting).
const SEEDED = new Date('2026-03-01T12:00:00Z');

describe('parity with the engine on the demo company', () => {
  let index: SearchIndex;
  let demo: TestDatabase;
  // A database of its own: the demo seeds only an empty one.
  beforeAll(async () => {
    demo = await createTestDatabase();
    await seedDemoData(demo.db, { positions: 3000, seed: 42, now: SEEDED });
    // At the seeding time: months later every demo position has passed its valid_through (closed, not indexed).
    index = await searchIndexAt(demo.db, DEMO_DOMAIN, await searchVersion(demo.db, DEMO_DOMAIN), SEEDED.getTime());
    expect(index.size).toBeGreaterThan(2900);
  });
  afterAll(() => demo.close());

  /**
   * Whether the role-word rule explains that memory does not find a term the engine found in a row: a
   * stem of the term (or of a fix) starts a stem of a word of its department, skills or place, or,
   * for a role noun, of a title word that is no role noun (what the engine matched there).
   */
  function roleWordRule(row: number, term: TextTerm): boolean {
    const g = index.group[row] as number;
    const texts = [String(index.groups.department.values[index.groups.department.codes[g] as number]), String(index.groups.place.values[index.groups.place.codes[g] as number])];
    for (let s = index.skill.starts[row] as number; s < (index.skill.starts[row + 1] as number); s++) texts.push(index.skill.values[index.skill.codes[s] as number] as string);
    const title = foldedWords(String(index.title.values[index.title.codes[row] as number]));
    return [term.word, ...term.fixes].some((raw) => {
      const word = foldWord(raw);
      const stem = stemOf(word);
      const hit = (w: string) => stemOf(w).startsWith(stem);
      return texts.some((text) => foldedWords(text).some(hit)) || (isRoleNoun(word) && title.some((w) => hit(w) && !isRoleNoun(w)));
    });
  }

  test.each(PARITY_QUERIES)('%s', async (query) => {
    const { terms } = buildFtsQuery(query, await vocabularyOf(demo.db, DEMO_DOMAIN, index));
    const store = searchStoreOf(demo.db);
    const engine = new Uint8Array(index.size);
    forEachId(await store.matchingIds(DEMO_DOMAIN, store.matchOf({ terms, place: [], descriptions: false }) as string), (id) => {
      const row = rowOf(index, id);
      if (row >= 0) engine[row] = 1;
    });
    const { rows } = fieldMatches(index, terms, []);
    const added: number[] = [];
    const removed: number[] = [];
    for (let r = 0; r < index.size; r++) {
      if (rows[r] === 1 && engine[r] === 0) added.push(r);
      if (rows[r] === 0 && engine[r] === 1) removed.push(r);
    }
    expect(engine.some((hit) => hit === 1)).toBe(true);
    expect(added).toEqual([]);
    // Every row the engine matched and memory does not: a term memory does not find in it, which the
    // engine found by its stem outside the title.
    const perTerm = terms.map((term) => fieldMatches(index, [term], []).rows);
    const unexplained = removed.filter((row) => !terms.some((term, t) => perTerm[t]?.[row] === 0 && roleWordRule(row, term)));
    expect(unexplained.map((row) => index.title.values[index.title.codes[row] as number])).toEqual([]);
  });
  test('the same rows as the row-by-row scan it replaced, for single words, pairs, three words and unknown places', async () => {
    const vocabulary = await vocabularyOf(demo.db, DEMO_DOMAIN, index);
    // Words of titles, departments, skills and places, their starts and a few typos, in every combination kind.
    const known = vocabulary.sortedWords.filter((_, i) => i % 7 === 0);
    const queries = [
      ...PARITY_QUERIES,
      ...known,
      ...known.map((w) => w.slice(0, 3)),
      ...known.map((w, i) => `${w} ${known[(i * 13 + 5) % known.length]}`),
      ...known.map((w, i) => `${w} ${known[(i * 3 + 1) % known.length]} ${known[(i * 11 + 2) % known.length]}`),
      'senior data', 'product manager', 'design engineer', 'pyhton developer', 'xyzzy',
    ];
    const places = [[], ['berlin'], ['lon'], ['new', 'york'], ['nowhere']];
    let compared = 0;
    for (const [q, query] of queries.entries()) {
      const { terms } = buildFtsQuery(query, vocabulary);
      const place = places[q % places.length] as string[];
      const expected = fieldMatchesByScan(index, terms, place);
      const actual = fieldMatches(index, terms, place);
      if (actual.total !== expected.total || !actual.rows.every((v, r) => v === expected.rows[r])) throw new Error(`'${query}' in ${place.join(' ')}: ${actual.total} rows, the scan found ${expected.total}`);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(200);
    expect(fieldMatches(index, [], []).total).toBe(index.size);
  });
});

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

// Words whose stems and role nouns exercise every rule: role nouns and their activities, plurals, shared prefixes.
const TITLE_WORDS = ['Senior', 'Data', 'Product', 'Manager', 'Designer', 'Engineer', 'Researcher', 'Analyst', 'Lead', 'Controller', 'Sales', 'Support', 'Designers', 'Engineering'];
const DEPARTMENTS = ['Engineering', 'Design', 'Data', 'Product Management', 'Quality control', 'Research', 'Sales'];
const SKILLS = ['User research', 'Design systems', 'Stakeholder Management', 'Python', 'SQL', 'Data modelling', 'Sales', 'Engineering leadership', 'Control theory'];
const PLACES = ['Berlin, DE', 'London, GB', 'New York, US', 'Newcastle, GB', 'Datteln, DE'];

interface Generated {
  /** Rows without any of the words the queries use, added after `rows` to make the index larger. */
  filler: number;
  rows: number;
}

/** An index of `rows` random positions (titles of 1-3 words, a department, a place, 0-3 skills), plus `filler` positions none of the queries find. */
function generatedIndex(random: () => number, { rows, filler }: Generated): SearchIndex {
  const size = rows + filler;
  const titles = new Map<string, number[]>();
  const skills = new Map<string, number[]>();
  const groups = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, id: number) => (map.get(key) ?? map.set(key, []).get(key))?.push(id);
  for (let id = 1; id <= size; id++) {
    if (id > rows) {
      add(titles, 'Nurse', id);
      add(groups, 'Care|Lisbon, PT', id);
      add(skills, 'Triage', id);
      continue;
    }
    add(titles, Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, TITLE_WORDS)).join(' '), id);
    add(groups, `${pick(random, DEPARTMENTS)}|${pick(random, PLACES)}`, id);
    for (const skill of new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(random, SKILLS)))) add(skills, skill, id);
  }
  return buildSearchIndex({
    version: 1,
    order: Array.from({ length: size }, (_, i) => size - i).join(','),
    titles: [...titles].map(([title, ids]) => ({ title, ids: ids.join(',') })),
    skills: [...skills].map(([skill, ids]) => ({ skill, ids: ids.join(',') })),
    groups: [...groups].map(([key, ids]) => {
      const [department, place] = key.split('|') as [string, string];
      return { department, employment_type: 'FULL_TIME', city: place.split(',')[0] as string, country: 'DE', is_remote: 0, lat: 52.5, lng: 13.4, location_name: place, ids: ids.join(',') };
    }),
  });
}

describe('a generated index', () => {
  // Words as typed: whole words, their starts, other forms, role nouns and their activities, typos with their fixes.
  const TYPED: TextTerm[] = [
    ...['senior', 'data', 'product', 'manager', 'management', 'managers', 'designer', 'design', 'engineer', 'engineering', 'eng', 'researcher', 'research',
      'analyst', 'analytics', 'lead', 'leadership', 'controller', 'control', 'sales', 'support', 'user', 'python', 'sq', 'stakeholder', 'qual', 'xyz'].map((word) => ({ word, fixes: [] })),
    { word: 'enginer', fixes: ['engineer'] },
    { word: 'desinger', fixes: ['designer', 'designers'] },
    { word: 'pyhton', fixes: ['python'] },
  ];

  test('random queries of one to four words, with and without an unknown place, find the rows the row-by-row scan finds', () => {
    const random = randomOf(26);
    const index = generatedIndex(random, { rows: 4000, filler: 500 });
    const placeChoices = [[], [], ['berlin'], ['new'], ['dat'], ['nowhere']];
    let found = 0;
    for (let q = 0; q < 600; q++) {
      const terms = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(random, TYPED));
      const place = pick(random, placeChoices);
      const expected = fieldMatchesByScan(index, terms, place);
      const actual = fieldMatches(index, terms, place);
      const query = `${terms.map((t) => t.word).join(' ')} in ${place.join(' ')}`;
      if (actual.total !== expected.total || !actual.rows.every((v, r) => v === expected.rows[r])) throw new Error(`'${query}': ${actual.total} rows, the scan found ${expected.total}`);
      if (expected.total > 0) found += 1;
    }
    // Most queries find something: the comparison is not between empty answers.
    expect(found).toBeGreaterThan(250);
  });

  test('a two-word search visits the rows its words list, not the whole index: ten times the positions without either word, the same work', () => {
    const terms: TextTerm[] = [{ word: 'senior', fixes: [] }, { word: 'data', fixes: [] }];
    const visits = (filler: number) => {
      const index = generatedIndex(randomOf(5), { rows: 3000, filler });
      const before = rowsVisited();
      const { total } = fieldMatches(index, terms, ['berlin']);
      expect(total).toBe(fieldMatchesByScan(index, terms, ['berlin']).total);
      expect(total).toBeGreaterThan(0);
      return rowsVisited() - before;
    };
    const small = visits(3000);
    const large = visits(30_000);
    expect(large).toBe(small);
    // And fewer than the rows of the small index: the words' lists, not a pass per word.
    expect(small).toBeLessThan(6000);
  });
});
