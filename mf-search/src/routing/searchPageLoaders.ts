import type { JobPage } from '../features/job/JobPage';
import type { SearchPage } from '../features/search/SearchPage';
import { pageOf } from './pageOf';

interface Pages {
  search: typeof SearchPage;
  job: typeof JobPage;
}

// The search page and the job page are a chunk each (issue 27): a visitor who lands on one job, as most
// do from a link, no longer evaluates the filters, the results list and the search form at start, and the
// other way round. The page the address names loads with the root (renders in its first render); the other
// follows when the main thread is idle, so opening it in place is as quick as before.
const loaders: { [K in keyof Pages]: () => Promise<Pages[K]> } = {
  search: () => import('../features/search/SearchPage').then((m) => m.SearchPage),
  job: () => import('../features/job/JobPage').then((m) => m.JobPage),
};

const loaded: Partial<Pages> = {};
const loading: Partial<Record<keyof Pages, Promise<void>>> = {};

/** The component of `kind` if its chunk is in, else undefined. */
export function loadedPage<K extends keyof Pages>(kind: K): Pages[K] | undefined {
  return loaded[kind] as Pages[K] | undefined;
}

/** Loads the chunk of `kind` (once; again after a failure); resolves when it can render. */
export function loadPage(kind: keyof Pages): Promise<void> {
  let promise = loading[kind];
  if (!promise) {
    promise = (loaders[kind]() as Promise<Pages[typeof kind]>).then((page) => {
      (loaded as Record<string, unknown>)[kind] = page;
    });
    promise.catch(() => delete loading[kind]);
    loading[kind] = promise;
  }
  return promise;
}

/** The other page's chunk, once the main thread has a quiet moment (at most 5 s later). */
function preloadOtherPage(kind: keyof Pages): void {
  const other = kind === 'job' ? 'search' : 'job';
  const later = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000));
  later(() => void loadPage(other).catch(() => undefined));
}

/**
 * The chunk of the page `pathAndSearch` names, loaded beside the root's; the other page's follows when idle.
 * A failure is left to the root, which asks again and shows it.
 */
export function loadFirstPage(pathAndSearch: string): Promise<void> {
  const { kind } = pageOf(pathAndSearch);
  // Started on another page's address (the shell mounts this remote for its own pages only): nothing to load yet.
  if (kind === 'elsewhere') return Promise.resolve();
  return loadPage(kind).then(
    () => preloadOtherPage(kind),
    () => undefined,
  );
}
