import { useEffect, useRef, type RefObject } from 'react';

/**
 * Back on the list after a position's own view (phones and tablets): the keyboard continues from the position that
 * was open. A position opened from a link may not be on this page of results: then the results heading.
 */
export function useFocusBackOnList(pid: number | null, wide: boolean, resultsHeading: RefObject<HTMLElement | null>): void {
  const lastPid = useRef(pid);
  useEffect(() => {
    const closed = lastPid.current;
    lastPid.current = pid;
    if (!wide && closed !== null && pid === null) {
      (document.querySelector<HTMLElement>(`[data-position-id="${closed}"]`) ?? resultsHeading.current)?.focus();
    }
  }, [pid, wide, resultsHeading]);
}
