import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Loads a position's details again wherever they are shown (every queried location), e.g. once the
 * server said the position has closed: the page then shows the closed notice and only the ways out.
 */
export function useRefreshPositionDetails(): (id: number) => void {
  const { mutate } = useSWRConfig();
  return useCallback((id: number) => void mutate((key) => Array.isArray(key) && key[0] === 'position_details' && key[2] === id), [mutate]);
}
