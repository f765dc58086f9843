import { buildSearchIndex, type SearchIndex } from '../services/search/searchIndex';
import type { IndexRows } from '../services/search/store/searchStore';

// A search index built in memory, without a database, for tests that count, rank or measure work over
// positions of their own making (collectResults, topRows and searchRun's tests).

// Math.imul held here: a global read in jest's sandbox is slow, and tests draw millions of numbers (positionView's
// 4.6 million drew a third of its time looking Math up).
const { imul } = Math;

/** Deterministic numbers in [0, 1) (mulberry32), so a failing case can be run again. */
export function randomOf(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = imul(a ^ (a >>> 15), 1 | a);
    t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One position of a generated index; fields left out take one fixed value (Berlin, full time, 'Job'). */
export interface GeneratedPosition {
  title?: string;
  department: string;
  city?: string;
  country?: string;
  lat?: number;
  lng?: number;
  isRemote?: number;
  skills?: readonly string[];
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => (map.get(key) ?? map.set(key, []).get(key))?.push(value);

/**
 * The index of `positions`, which get ids 1..n and are newest last (row 0 is the last position), as
 * the engines' rows would give it: one group per department, type, place and remoteness.
 */
export function generatedIndex(positions: readonly GeneratedPosition[]): SearchIndex {
  const byTitle = new Map<string, number[]>();
  const byGroup = new Map<string, number[]>();
  const bySkill = new Map<string, number[]>();
  const groupOf = new Map<string, IndexRows['groups'][number]>();
  positions.forEach((position, at) => {
    const id = at + 1;
    const { department, city = 'Berlin', country = 'DE', lat = 52.52, lng = 13.4, isRemote = 0 } = position;
    push(byTitle, position.title ?? 'Job', id);
    for (const skill of position.skills ?? []) push(bySkill, skill, id);
    const key = JSON.stringify([department, city, country, lat, lng, isRemote]);
    if (!groupOf.has(key)) {
      groupOf.set(key, { department, employment_type: 'FULL_TIME', city, country, is_remote: isRemote, lat, lng, location_name: `${city}, ${country}`, ids: '' });
    }
    push(byGroup, key, id);
  });
  return buildSearchIndex({
    version: 1,
    order: Array.from({ length: positions.length }, (_, i) => positions.length - i).join(','),
    titles: [...byTitle].map(([title, ids]) => ({ title, ids: ids.join(',') })),
    skills: [...bySkill].map(([skill, ids]) => ({ skill, ids: ids.join(',') })),
    groups: [...byGroup].map(([key, ids]) => ({ ...(groupOf.get(key) as IndexRows['groups'][number]), ids: ids.join(',') })),
  });
}
