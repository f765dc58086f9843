import type { PcsxConfig } from '../../contracts/bootTypes';
import { badInput } from '../../domainErrors';
import { MAX_FILTER_VALUES, type AppliedFilters } from '@careers/shared/contracts/search';

/** How a filter of the company config reads a position (see searchIndex.ts, which holds these columns). */
export interface FilterColumn {
  /** The column of `positions` giving the option value; `skill` is position_skills.skill (one row per skill). */
  column: 'department' | 'employment_type' | 'city' | 'country' | 'is_remote' | 'skill';
  /** Options are labelled with the smallest location_name of the positions they count. */
  placeLabel?: boolean;
  /** Values are 0 or 1 (stored as integers). */
  flag?: boolean;
  /**
   * Every option is sent, not only the most frequent: places, which the search page lets one type
   * to find (a few hundred at most, one per city of the gazetteer).
   */
  complete?: boolean;
}

/** The filters this engine knows; a company's `searchConfig.allFilters` picks among them. */
export const FILTER_COLUMNS: Readonly<Record<string, FilterColumn>> = {
  department: { column: 'department' },
  employment_type: { column: 'employment_type' },
  // The city, not the "City, Region, Country" name: values must not contain commas (they separate values).
  location: { column: 'city', placeLabel: true, complete: true },
  country: { column: 'country' },
  is_remote: { column: 'is_remote', flag: true },
  skills: { column: 'skill' },
};

export const MARKER_FILTERS = ['latlong_non_remote', 'latlong_remote'] as const;

const badFilter = (message: string) => badInput('invalid_filter', message);

/**
 * Reads the `filter_<name>` parameters: names may be a filter's key or its display name, values
 * its option keys or labels (both mapped back to keys); one parameter may hold several values
 * separated by commas unless the company allows commas inside values.
 */
export function parseFilters(raw: Record<string, string[]>, config: PcsxConfig, commaInValues: boolean): AppliedFilters {
  const byName = new Map<string, string>();
  for (const key of config.searchConfig.allFilters) {
    byName.set(key.toLowerCase(), key);
    const display = config.searchOptionsMap[key]?.displayName;
    if (display && !byName.has(display.toLowerCase())) byName.set(display.toLowerCase(), key);
  }
  const applied: AppliedFilters = {};
  for (const [name, given] of Object.entries(raw)) {
    const key = byName.get(name.toLowerCase());
    if (!key) throw badFilter(`Unknown filter "${name}".`);
    if (!FILTER_COLUMNS[key]) throw badFilter(`The filter "${name}" cannot be used for searching.`);
    const labelMap = config.searchOptionsMap[key]?.options?.labelMap ?? {};
    const byLabel = new Map(Object.entries(labelMap).map(([value, label]) => [label.toLowerCase(), value]));
    const unique = new Set(applied[key] ?? []);
    for (const text of given) {
      // Read value by value, so a parameter of thousands of commas is refused at the 51st value
      // without an array of every piece first.
      for (let start = 0; start <= text.length; ) {
        const comma = commaInValues ? -1 : text.indexOf(',', start);
        const end = comma < 0 ? text.length : comma;
        const value = text.slice(start, end).trim();
        start = end + 1;
        if (!value) continue;
        unique.add(Object.hasOwn(labelMap, value) ? value : (byLabel.get(value.toLowerCase()) ?? value));
        if (unique.size > MAX_FILTER_VALUES) throw badFilter(`Choose at most ${MAX_FILTER_VALUES} values for the filter "${name}".`);
      }
    }
    if (FILTER_COLUMNS[key]?.flag && [...unique].some((v) => v !== '0' && v !== '1')) {
      throw badFilter(`The filter "${name}" takes 0 or 1.`);
    }
    if (unique.size) applied[key] = [...unique];
  }
  return applied;
}
