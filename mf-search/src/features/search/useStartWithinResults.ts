import { useEffect } from 'react';
import type { SearchResponse } from '@careers/shared/contracts';
import { lastStartOf } from '../../url/searchUrlState';
import type { UpdateSearchUrl } from '../../url/useSearchUrl';

/** A page past the last one (an old link, fewer results now): the last page instead, in place of the address. */
export function useStartWithinResults(current: SearchResponse | undefined, start: number, update: UpdateSearchUrl): void {
  useEffect(() => {
    if (!current || current.count === 0 || current.positions.length > 0) return;
    const last = lastStartOf(current.count);
    if (last !== start) update({ start: last }, { replace: true });
  }, [current, start, update]);
}
