import type { SearchIndex } from './searchIndex';

/**
 * The index-sized arrays one search keeps from its start until its page is read: the rows it found and,
 * for a place, which groups lie in it and how far. Made per search they were most of the ArrayBuffers an
 * uncached search left behind (up to 550 KB at 100,000 positions), memory outside the JS heap whose growth
 * is what started the server's full collections (README, The slow 1-3 % of uncached searches).
 *
 * A search's page is read after awaits (the engine, the positions' rows), when another request's search may
 * run: so each search holds its own set, lent from the index's few free ones and given back when its
 * answer is written (SearchRun.release). A set never given back (a run whose results are kept, as job
 * alerts read them) is simply garbage, as before.
 */
export interface RunScratch {
  /** The rows found: `rows[0 .. count)` (collectResults). */
  rows: Int32Array;
  /** Per group: 1 in the searched place (locationGroups). */
  pass: Uint8Array;
  /** Per group: kilometres from the searched point, for the groups that pass. */
  distance: Float64Array;
}

// One set serves searches made one at a time; a second one a request overlapping another. More would be
// memory held for a rare third overlap (each set is about 0.55 MB at 100,000 positions).
const MAX_FREE = 2;

const free = new WeakMap<SearchIndex, RunScratch[]>();

/** A set of arrays for one search over `index`, its contents left from an earlier search (each user clears what it reads). */
export function lendRunScratch(index: SearchIndex): RunScratch {
  const kept = free.get(index)?.pop();
  if (kept) return kept;
  return { rows: new Int32Array(index.size), pass: new Uint8Array(index.groups.count), distance: new Float64Array(index.groups.count) };
}

/** Gives `scratch` back to `index`: nothing may read what it holds afterwards. */
export function returnRunScratch(index: SearchIndex, scratch: RunScratch): void {
  let list = free.get(index);
  if (!list) {
    list = [];
    free.set(index, list);
  }
  if (list.length < MAX_FREE && !list.includes(scratch)) list.push(scratch);
}
