import { useEffect, useRef, useState } from 'react';
import { useHref } from '@careers/shared/location';

/** Spec §9: a filter change searches 1 s after the last one. */
const FILTER_DEBOUNCE_MS = 1000;

type Filters = Record<string, string[]>;

const keyOf = (filters: Filters) => JSON.stringify(Object.entries(filters).sort());

/**
 * The filters as the visitor is ticking them: shown at once, committed (searched) 1 s after the
 * last change, so ticking three boxes makes one search. Clearing commits at once. Any change of
 * address (Back/Forward, another position, a new search) drops a change not yet searched: the draft
 * follows the address, and a late timer must not take the visitor away from where Back brought them.
 */
export function useFilterDraft(committed: Filters, commit: (filters: Filters) => void) {
  const [draft, setDraft] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const committedKey = keyOf(committed);
  const href = useHref();

  useEffect(() => {
    clearTimeout(timer.current);
    setDraft(committed);
    // committedKey stands for committed: a new object with the same filters changes nothing.
  }, [committedKey, href]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: Filters) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), FILTER_DEBOUNCE_MS);
  };

  return {
    draft,
    toggle(key: string, value: string, on: boolean) {
      const values = new Set(draft[key] ?? []);
      if (on) values.add(value);
      else values.delete(value);
      const next = { ...draft, [key]: [...values] };
      if (values.size === 0) delete next[key];
      schedule(next);
    },
    clear() {
      clearTimeout(timer.current);
      setDraft({});
      commit({});
    },
  };
}
