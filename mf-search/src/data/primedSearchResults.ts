import type { PrimedSearchResults, SearchResponse } from '@careers/shared/contracts';

/** A result set seen in the last 5 minutes (a stale-time of spec §9) is shown again without asking the server. */
export const RESULTS_FRESH_MS = 5 * 60 * 1000;

/** The JSON block the server writes into a search page (server/src/views/shellPage.ts). */
export const PRIMED_SEARCH_ID = 'careers-search-results';

// undefined: not read yet; null: none (or already taken).
let primed: PrimedSearchResults | null | undefined;
// When the block was read (ms, performance.now()): the answer is as old as the page.
let readAt = 0;

function readBlock(): PrimedSearchResults | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PRIMED_SEARCH_ID)?.textContent;
  if (!text) return null;
  readAt = performance.now();
  try {
    return JSON.parse(text) as PrimedSearchResults;
  } catch {
    return null;
  }
}

/** Sets what the page carries (undefined: read the page's block again), for a test's page. */
export function primeSearchResults(value: PrimedSearchResults | null | undefined): void {
  primed = value;
  readAt = performance.now();
}

/**
 * The results the server put in the page for its first search (issue 27), when they answer this search of this
 * company and are younger than `maxAgeMs`: the page's first render draws them at once instead of a loading state
 * and a request after the scripts (and a search page opened again much later does not show them as new).
 */
export function primedSearchResults(domain: string, key: string, maxAgeMs: number): SearchResponse | undefined {
  if (primed === undefined) primed = readBlock();
  return primed && primed.domain === domain && primed.key === key && performance.now() - readAt < maxAgeMs ? primed.response : undefined;
}

/** How many results the search the page carries has (its last page is where a page past it is shown), if it carries one for `domain`. */
export function primedSearchCount(domain: string): number | undefined {
  if (primed === undefined) primed = readBlock();
  return primed && primed.domain === domain ? primed.response.count : undefined;
}

/**
 * The carried answer when this search is asked for again (Back to the page's first search) while that answer is
 * younger than `maxAgeMs`: it is then that search's answer, without a request (spec §9: a result set seen in the
 * last 5 minutes is shown again without asking), once; else undefined, and the block is forgotten.
 */
export function takePrimedSearchResults(domain: string, key: string, maxAgeMs: number): SearchResponse | undefined {
  const response = primedSearchResults(domain, key, maxAgeMs);
  if (primed && primed.domain === domain && primed.key === key) primed = null;
  return response;
}

/** Forgets the carried answer (a test's next page). */
export function forgetPrimedSearchResults(): void {
  primed = null;
}
