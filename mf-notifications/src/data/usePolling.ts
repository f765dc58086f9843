import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `intervalMs` while `enabled` and the tab is visible; when the tab comes back
 * into view it ticks at once and starts a fresh interval (spec §4: badge polled every 5 minutes).
 */
export function usePolling(tick: () => void, intervalMs: number, enabled: boolean): void {
  const latest = useRef(tick);
  latest.current = tick;

  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => latest.current(), intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        clearInterval(timer);
        timer = undefined;
      } else {
        latest.current();
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, intervalMs]);
}
