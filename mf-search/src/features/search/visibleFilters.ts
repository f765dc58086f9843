import type { FilterDef, FilterOption } from '@careers/shared/contracts';
import type { FilterNaming } from '../../url/searchUrlState';

/** Marker options for the map (spec §3 Map marker), not filters a visitor ticks. */
const MARKER_FILTERS = new Set(['latlong_non_remote', 'latlong_remote']);

/** Options with the selected values that the current results no longer count kept in, so they can be unticked. */
export function optionsOf(def: FilterDef, selected: string[], labelMap: Readonly<Record<string, string>> = {}): FilterOption[] {
  const known = new Set(def.options.map((o) => o.value));
  const missing = selected.filter((v) => !known.has(v)).map((value) => ({ label: labelMap[value] ?? value, value, count: 0 }));
  return [...missing, ...def.options];
}

/**
 * The filters to show: the search's definitions, and any filter with chosen values they lack (no
 * search has answered yet, e.g. the first one failed), so a chosen value can always be unticked.
 */
export function visibleFilters(filters: readonly FilterDef[], selected: Record<string, string[]>, naming: FilterNaming): FilterDef[] {
  const shown = filters.filter((def) => !MARKER_FILTERS.has(def.filterName));
  const known = new Set(shown.map((def) => def.filterName));
  const missing = naming.keys
    .filter((key) => !known.has(key) && !MARKER_FILTERS.has(key) && (selected[key]?.length ?? 0) > 0)
    .map((key) => ({ filterName: key, displayName: naming.displayNames[key] ?? key, options: [] }));
  return [...shown, ...missing];
}
