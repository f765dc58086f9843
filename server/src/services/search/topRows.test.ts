import type { Db } from '../../db/database';
import { generatedIndex as indexOfPositions, randomOf, type GeneratedPosition } from '../../testing/generatedIndex';
import { referenceRows, referenceScores } from '../../testing/relevanceReference';
import type { TextTerm } from './ftsQuery';
import { pageRows, type PageRequest } from './pageRows';
import type { SearchIndex } from './searchIndex';
import { topRows, type RankingWork } from './topRows';

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const TITLE_WORDS = ['Engineer', 'Engineers', 'Engineering', 'Senior', 'Staff', 'Data', 'Software', 'Manager', 'Product', 'Designer', 'Design', 'Researcher', 'Python', 'Sales', 'Controller', 'Go'];
const DEPARTMENTS = ['Engineering', 'Design', 'Research', 'Sales', 'Finance'];
const PLACES = [['Berlin', 'DE', 52.52, 13.4], ['Paris', 'FR', 48.85, 2.35], ['Design District', 'US', 25.8, -80.19], ['Engineer Lane', 'GB', 51.5, -0.12]] as const;
const SKILLS = ['Python', 'User research', 'Design systems', 'Engineering management', 'Go', 'Controlling', 'Sales'];
const QUERY_WORDS = ['engineer', 'engineers', 'engine', 'design', 'designer', 'research', 'python', 'data', 'senior', 'manager', 'eng', 'sales', 'berlin', 'go', 'control', 'staff'];

/** An index of `size` positions (ids 1..size, newest first) with titles of `titles` and random fields. */
function generatedIndex(random: () => number, size: number, titles: string[]): SearchIndex {
  const positions: GeneratedPosition[] = [];
  for (let id = 1; id <= size; id++) {
    const title = pick(random, titles);
    const department = pick(random, DEPARTMENTS);
    const [city, country, lat, lng] = PLACES[Math.floor(random() * PLACES.length)] as (typeof PLACES)[number];
    const isRemote = random() < 0.2 ? 1 : 0;
    positions.push({ title, department, city, country, lat, lng, isRemote, skills: SKILLS.filter(() => random() < 0.15) });
  }
  return indexOfPositions(positions);
}

function randomTitles(random: () => number, count: number): string[] {
  return Array.from({ length: count }, () => Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(random, TITLE_WORDS)).join(' '));
}

function randomTerms(random: () => number): TextTerm[] {
  return Array.from({ length: Math.floor(random() * 4) }, () => ({ word: pick(random, QUERY_WORDS), fixes: random() < 0.2 ? [pick(random, ['engineer', 'designer', 'data'])] : [] }));
}

const results = (rows: Int32Array) => ({ rows, count: rows.length, options: {}, markers: [] });

test('pages ranked by relevance come out row for row as when every result was scored and sorted', async () => {
  const random = randomOf(26);
  for (let round = 0; round < 8; round++) {
    const index = generatedIndex(random, 300 + Math.floor(random() * 3000), randomTitles(random, 5 + Math.floor(random() * 80)));
    for (let query = 0; query < 25; query++) {
      const terms = randomTerms(random);
      // A search's results: every row, most rows, or few (a filter or a place).
      const share = pick(random, [1, 0.7, 0.05]);
      const rows = Int32Array.from({ length: index.size }, (_, r) => r).filter(() => random() < share);
      if (rows.length === 0) continue;
      // Some searches have a point; distances repeat (groups in one city), so they tie too.
      const distance = random() < 0.4 ? Float64Array.from({ length: index.groups.count }, () => Math.round(random() * 5) * 10) : null;
      const byRow = distance ? Float64Array.from({ length: index.size }, (_, r) => distance[index.group[r] as number] as number) : null;
      const scores = referenceScores(index, terms, rows);
      for (const [start, size] of [[0, 10], [0, 1], [10, 10], [Math.floor(rows.length / 2), 25], [Math.max(0, rows.length - 5), 10], [0, rows.length]] as const) {
        const end = Math.min(start + size, rows.length);
        if (start >= end) continue;
        const expected = referenceRows(rows, scores, byRow, start, end);
        const page: PageRequest = { order: 'relevance', match: 'x', textTotal: rows.length, distance, scores: null, terms, start, size };
        expect({ terms, start, size, page: await pageRows({} as Db, 'generated.test', index, results(rows), page) }).toEqual({ terms, start, size, page: expected });
      }
    }
  }
});

/** 'engineer' over positions a third of which carry it in their title, the rest not matching. */
function engineerSearch(matches: number, otherTitles = 600) {
  const random = randomOf(matches);
  const others = randomTitles(random, otherTitles).filter((title) => !/engineer/i.test(title));
  const engineers = ['Engineer', 'Software Engineer', 'Senior Data Engineer', 'Staff Software Platform Engineer', 'Engineers', 'Sales Engineer', 'Engineering Manager'];
  // Titles are picked evenly: each title with the word listed often enough for a third of the positions.
  const titles = [...others, ...Array.from({ length: Math.round(others.length / 2) }, (_, i) => engineers[i % engineers.length] as string)];
  const index = generatedIndex(random, matches * 3, titles);
  const terms = [{ word: 'engineer', fixes: [] }];
  const rows = Int32Array.from({ length: index.size }, (_, r) => r).filter((r) => /engineer/i.test(String(index.title.values[index.title.codes[r] as number])));
  return { index, terms, rows };
}

function workOf(search: ReturnType<typeof engineerSearch>, start: number, end: number): RankingWork {
  const work = { visited: 0, scored: 0, titles: 0 };
  const page = topRows(search.index, search.terms, search.rows, null, start, end, work);
  expect(page).toHaveLength(end - start);
  return work;
}

test('a broad query reads about as many rows as the page asks for, however many positions match', () => {
  const few = engineerSearch(2_000);
  const many = engineerSearch(20_000);
  // Ten times the matches: the same work, give or take a few rows.
  expect(few.rows.length).toBeGreaterThan(1_500);
  expect(many.rows.length).toBeGreaterThan(15_000);
  for (const [start, end] of [[0, 10], [0, 100], [990, 1000]] as const) {
    const small = workOf(few, start, end);
    const large = workOf(many, start, end);
    expect(large.visited).toBeLessThanOrEqual(small.visited + 16);
    expect(large.visited).toBeLessThanOrEqual(end + 16);
    // Every word is in the titles read: no row is scored one by one.
    expect(large.scored).toBe(0);
  }
  // Ten times the page: about ten times the rows read.
  expect(workOf(many, 0, 100).visited).toBeGreaterThanOrEqual(100);
  expect(workOf(many, 0, 10).visited).toBeLessThanOrEqual(26);
});

test('a search with few results among many positions reads at most about twice as many rows as it has results', () => {
  const search = engineerSearch(20_000);
  // A filter keeping one match in fifty: the best titles' rows are mostly not results.
  const rows = search.rows.filter((_, i) => i % 50 === 0);
  for (const distance of [null, Float64Array.from({ length: search.index.groups.count }, (_, g) => g % 7)]) {
    const work = { visited: 0, scored: 0, titles: 0 };
    const page = topRows(search.index, search.terms, rows, distance, 0, 10, work);
    const byRow = distance ? Float64Array.from({ length: search.index.size }, (_, r) => distance[search.index.group[r] as number] as number) : null;
    expect(page).toEqual(referenceRows(rows, referenceScores(search.index, search.terms, rows), byRow, 0, 10));
    expect(work.visited).toBeLessThanOrEqual(2 * rows.length + 100);
  }
});

test('a broad query puts in its ranking only the titles its page reaches, however many other titles the company has', () => {
  const work = (search: ReturnType<typeof engineerSearch>) => {
    const counted = { visited: 0, scored: 0, titles: 0 };
    expect(topRows(search.index, search.terms, search.rows, null, 0, 10, counted)).toEqual(
      referenceRows(search.rows, referenceScores(search.index, search.terms, search.rows), null, 0, 10),
    );
    return counted;
  };
  const few = engineerSearch(5_000, 100);
  const many = engineerSearch(5_000, 3_000);
  // Hundreds more titles without the word: none of them is looked at for the first page.
  expect(many.index.title.values.length).toBeGreaterThan(5 * few.index.title.values.length);
  expect(work(many).titles).toBe(work(few).titles);
  expect(work(many).titles).toBeLessThanOrEqual(7);
});

test('a word found mostly in skills reads about as many results as the page asks for, not every title missing it', () => {
  const random = randomOf(11);
  // Hundreds of titles without the word; one position in seven lists the skill 'Python'.
  const index = generatedIndex(random, 20_000, randomTitles(random, 600).filter((title) => !/python/i.test(title)));
  const terms = [{ word: 'pyhton', fixes: ['python'] }];
  const skillRows = (r: number) => index.skill.codes.subarray(index.skill.starts[r], index.skill.starts[r + 1]);
  const python = index.skill.values.indexOf('Python');
  const rows = Int32Array.from({ length: index.size }, (_, r) => r).filter((r) => skillRows(r).includes(python));
  expect(rows.length).toBeGreaterThan(2_000);
  const scores = referenceScores(index, terms, rows);
  for (const [start, end] of [[0, 10], [0, 100], [990, 1000]] as const) {
    const work = { visited: 0, scored: 0, titles: 0 };
    expect(topRows(index, terms, rows, null, start, end, work)).toEqual(referenceRows(rows, scores, null, start, end));
    // Before: every title missing the word was read whole (about every position) before the first
    // result was taken, over budget, and then every result was scored.
    expect(work.visited).toBeLessThanOrEqual(end + 16);
    expect(work.titles).toBeLessThanOrEqual(1);
  }
});
