import { useDeferredValue, useMemo, useRef } from 'react';
import { useNotReady } from '@careers/shared/ui';
import type { FilterDef, FilterOption } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import type { FilterNaming } from '../../url/searchUrlState';
import { linkButton } from '../../ui/styles';
import { FilterChip } from './FilterChip';
import { useOpenedFilters } from './useOpenedFilters';
import { useStableTogglers } from './useStableTogglers';
import { optionsOf, visibleFilters } from './visibleFilters';

const NONE: string[] = [];
const NONE_OPTIONS: FilterOption[] = [];

/** The group's DOM id: the page puts the keyboard on its first filter after 'Clear filters'. */
export const FILTER_GROUP_ID = 'search-filters';

export interface FilterPanelProps {
  filters: readonly FilterDef[];
  naming: FilterNaming;
  selected: Record<string, string[]>;
  /** Offer 'Clear filters' (the address has filters, or some are ticked and not yet searched). */
  canClear: boolean;
  onToggle: (key: string, value: string, on: boolean) => void;
  onClear: () => void;
}

/** The filters of the search (searchConfig.allFilters) with result counts, each a disclosure of checkboxes. */
export function FilterPanel({ filters, naming, selected, canClear, onToggle, onClear }: FilterPanelProps) {
  const { t } = useSearchI18n();
  const root = useRef<HTMLDivElement>(null);
  const visible = visibleFilters(filters, selected, naming);
  const laterFilters = useDeferredValue(filters);
  const optionsByKey = useMemo(
    () => new Map(visibleFilters(laterFilters, selected, naming).map((def) => [def.filterName, optionsOf(def, selected[def.filterName] ?? NONE, naming.labelMaps[def.filterName])])),
    [laterFilters, selected, naming],
  );
  const togglerOf = useStableTogglers(onToggle);
  const { opened, markOpened } = useOpenedFilters(root);
  // Drawn by the server (issue 27), the chips open natively before the remote takes the page over: a pop-up opened
  // then gets its options at the takeover. Until then the chips say they are getting ready.
  const notReady = useNotReady(t('details.notReady'));

  if (visible.length === 0 && !canClear) return null;
  return (
    <div
      ref={root}
      id={FILTER_GROUP_ID}
      role="group"
      aria-label={t('search.filters')}
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.spacing.sm,
        alignItems: 'center',
        // On a phone the chips are part of the page's row that scrolls sideways, and a pop-up spans
        // the width of that row's outer box (see SearchToolbar), wherever its chip sits.
        [theme.mq.phone]: { flexWrap: 'nowrap' },
      })}
    >
      {visible.map((def) => {
        const key = def.filterName;
        return (
          <FilterChip
            key={key}
            facet={key}
            name={naming.displayNames[key] ?? def.displayName ?? key}
            chosen={selected[key] ?? NONE}
            options={optionsByKey.get(key) ?? NONE_OPTIONS}
            opened={opened.has(key)}
            onOpen={() => markOpened(key)}
            onToggle={togglerOf(key)}
            notReady={notReady}
          />
        );
      })}
      {canClear && (
        <button type="button" onClick={onClear} css={linkButton}>
          {t('search.filters.clear')}
        </button>
      )}
    </div>
  );
}
