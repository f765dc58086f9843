/** Spec §7 / §9: memoized answers live 5 minutes unless told otherwise. */
export const MEMO_MAX_AGE_MS = 5 * 60 * 1000;

// Enough for a session of typing into a search box; the oldest answers go first beyond it.
const DEFAULT_MAX_ENTRIES = 200;

export interface MemoizeOptions<A extends unknown[]> {
  /** How long an answer is reused; 5 minutes by default. */
  maxAgeMs?: number;
  /** The cache key of a call; JSON of the arguments by default. */
  key?(...args: A): string;
  maxEntries?: number;
  now?(): number;
}

/** A memoized function, plus a way to forget what it remembers. */
export type Memoized<A extends unknown[], R> = ((...args: A) => R) & { clear(): void };

/**
 * Caches `fn`'s answers by arguments (spec §7: the memo helper, 5 minutes by default). A promise is
 * kept while it is pending, so calls made meanwhile share it; a rejected one is forgotten, so a
 * failure is never served from the cache.
 *
 * @example
 * const searchSkills = memoize((query: string) => transport.get<string[]>('/api/skills', { params: { query } }));
 */
export function memoize<A extends unknown[], R>(fn: (...args: A) => R, options: MemoizeOptions<A> = {}): Memoized<A, R> {
  const maxAgeMs = options.maxAgeMs ?? MEMO_MAX_AGE_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const keyOf = options.key ?? ((...args: A) => JSON.stringify(args));
  const entries = new Map<string, { at: number; value: R }>();

  const memoized = (...args: A): R => {
    const key = keyOf(...args);
    const hit = entries.get(key);
    const age = hit ? now() - hit.at : -1;
    if (hit && age >= 0 && age < maxAgeMs) return hit.value;
    entries.delete(key);
    const value = fn(...args);
    entries.set(key, { at: now(), value });
    // Map keeps insertion order: the first key is the oldest answer.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    if (value instanceof Promise) {
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
    }
    return value;
  };
  return Object.assign(memoized, { clear: () => entries.clear() });
}
