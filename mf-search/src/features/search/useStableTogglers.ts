import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * One toggle function per filter that keeps its identity (so the memoised options of an unchanged filter are skipped
 * when the page renders) and calls the latest `onToggle`.
 */
export function useStableTogglers(onToggle: (key: string, value: string, on: boolean) => void) {
  const latestToggle = useRef(onToggle);
  useLayoutEffect(() => {
    latestToggle.current = onToggle;
  });
  const togglers = useRef(new Map<string, (value: string, on: boolean) => void>());
  return useCallback((key: string) => {
    let toggle = togglers.current.get(key);
    if (!toggle) {
      toggle = (value, on) => latestToggle.current(key, value, on);
      togglers.current.set(key, toggle);
    }
    return toggle;
  }, []);
}
