import { useMemo } from 'react';
import { memoize } from '@careers/shared/transport';

type Search = (query: string) => Promise<string[]>;

/**
 * The page's skill search behind the memo helper (spec §7: skill search goes through a supplied function;
 * memo 5 minutes): typing a word again, or deleting and retyping it, reuses the answer instead of asking
 * the server once more. Queries differing only in case or outer spaces share an answer.
 */
export function useMemoizedSearch(search: Search | undefined): Search | undefined {
  return useMemo(() => (search ? memoize(search, { key: (query) => query.trim().toLowerCase() }) : undefined), [search]);
}
