import type { Configs } from '@careers/shared/boot';
import type { FilterNaming } from './searchUrlState';

/** The company's filter names (spec §3 Config searchConfig, searchOptionsMap, behaviourFlags). */
export function filterNamingOf(configs: Configs | null): FilterNaming {
  const pcsx = configs?.pcsxConfig;
  const keys = pcsx?.searchConfig.allFilters ?? [];
  const displayNames: Record<string, string> = {};
  const labelMaps: Record<string, Record<string, string>> = {};
  for (const key of keys) {
    const options = pcsx?.searchOptionsMap[key];
    if (options?.displayName) displayNames[key] = options.displayName;
    if (options?.options?.labelMap) labelMaps[key] = options.options.labelMap;
  }
  return { keys, displayNames, labelMaps, commaInValues: configs?.behaviourFlags.enableCommaInFilterValues ?? false };
}
