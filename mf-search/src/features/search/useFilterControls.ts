import type { RefObject } from 'react';
import type { UpdateSearchUrl } from '../../url/useSearchUrl';
import { FILTER_GROUP_ID } from './FilterPanel';
import { useFilterDraft } from './useFilterDraft';
import { useFocusReturn } from './useFocusReturn';

/**
 * The filter chips' state for the search page, shaped as FilterPanel takes it: the ticks as drawn (useFilterDraft),
 * each change searched from the first page, and 'Clear filters', which removes itself, handing the keyboard on to the
 * first filter, or the results heading when no filter is left.
 */
export function useFilterControls(committed: Record<string, string[]>, update: UpdateSearchUrl, resultsHeading: RefObject<HTMLElement | null>) {
  const filters = useFilterDraft(committed, (next) => update({ filters: next, start: 0, pid: null }));
  const focusAfterClear = useFocusReturn(() => document.getElementById(FILTER_GROUP_ID)?.querySelector('summary') ?? resultsHeading.current);
  return {
    selected: filters.draft,
    /** Offer 'Clear filters': the address has filters, or some are ticked and not yet searched. */
    canClear: Object.keys(committed).length > 0 || Object.keys(filters.draft).length > 0,
    onToggle: filters.toggle,
    onClear: () => {
      focusAfterClear();
      filters.clear();
    },
  };
}
