import { useEffect, useRef } from 'react';
import { visuallyHidden } from '@careers/shared/a11y';
import type { FilterDef, FilterOption } from '../../data/types';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import type { FilterNaming } from '../../url/searchUrlState';
import { linkButton, muted } from '../../ui/styles';
import { VirtualList } from '../../ui/VirtualList';

/** Marker options for the map (spec §3 Map marker), not filters a visitor ticks. */
const MARKER_FILTERS = new Set(['latlong_non_remote', 'latlong_remote']);
/** Longer option lists are windowed (issue: long lists stay smooth). */
export const VIRTUALISE_OVER = 100;
const ROW_HEIGHT = 40;
const LIST_HEIGHT = 320;

export interface FilterPanelProps {
  filters: readonly FilterDef[];
  naming: FilterNaming;
  selected: Record<string, string[]>;
  onToggle: (key: string, value: string, on: boolean) => void;
  onClear: () => void;
}

/** Options with the selected values that the current results no longer count kept in, so they can be unticked. */
function optionsOf(def: FilterDef, selected: string[], labelMap: Readonly<Record<string, string>> = {}): FilterOption[] {
  const known = new Set(def.options.map((o) => o.value));
  const missing = selected.filter((v) => !known.has(v)).map((value) => ({ label: labelMap[value] ?? value, value, count: 0 }));
  return [...missing, ...def.options];
}

/** The filters of the search (searchConfig.allFilters) with result counts, each a disclosure of checkboxes. */
export function FilterPanel({ filters, naming, selected, onToggle, onClear }: FilterPanelProps) {
  const { t } = useSearchI18n();
  const root = useRef<HTMLDivElement>(null);
  const visible = filters.filter((def) => !MARKER_FILTERS.has(def.filterName));
  const anySelected = Object.values(selected).some((values) => values.length > 0);

  // An open filter closes on a click elsewhere, like any pop-up.
  useEffect(() => {
    const close = (event: MouseEvent) => {
      root.current?.querySelectorAll('details[open]').forEach((d) => !d.contains(event.target as Node) && d.removeAttribute('open'));
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);

  if (visible.length === 0) return null;
  return (
    <div ref={root} role="group" aria-label={t('search.filters')} css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm, alignItems: 'center' })}>
      {visible.map((def) => {
        const key = def.filterName;
        const name = naming.displayNames[key] ?? def.displayName ?? key;
        const chosen = selected[key] ?? [];
        const options = optionsOf(def, chosen, naming.labelMaps[key]);
        const row = (option: FilterOption) => (
          <label key={option.value} css={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: ROW_HEIGHT, cursor: 'pointer' }}>
            <input type="checkbox" checked={chosen.includes(option.value)} onChange={(event) => onToggle(key, option.value, event.target.checked)} css={{ width: 18, height: 18 }} />
            <span css={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{option.label}</span>
            {option.count !== undefined && <span css={muted}>{option.count}</span>}
          </label>
        );
        return (
          <details
            key={key}
            name="search-filters"
            css={{ position: 'relative' }}
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || !event.currentTarget.open) return;
              event.currentTarget.open = false;
              event.currentTarget.querySelector('summary')?.focus();
            }}
          >
            <summary
              css={(theme) => ({
                listStyle: 'none',
                display: 'inline-flex',
                alignItems: 'center',
                gap: 6,
                minHeight: 40,
                padding: '0 14px',
                border: `1px solid ${chosen.length ? theme.colors.primary : theme.colors.controlBorder}`,
                borderRadius: theme.radii.pill,
                background: chosen.length ? theme.colors.secondaryHover : theme.colors.background,
                cursor: 'pointer',
                '&::-webkit-details-marker': { display: 'none' },
                '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
              })}
            >
              {chosen.length ? t('search.filters.selected', { name, count: chosen.length }) : name}
              <span aria-hidden="true">▾</span>
            </summary>
            <fieldset
              css={(theme) => ({
                position: 'absolute',
                zIndex: theme.zIndex.dropdown,
                top: 'calc(100% + 4px)',
                left: 0,
                width: 300,
                maxWidth: 'calc(100vw - 32px)',
                maxHeight: LIST_HEIGHT + 16,
                overflowY: 'auto',
                margin: 0,
                padding: '4px 12px',
                background: theme.colors.background,
                border: `1px solid ${theme.colors.border}`,
                borderRadius: theme.radii.md,
                boxShadow: '0 8px 24px rgba(16, 24, 40, 0.18)',
              })}
            >
              <legend css={visuallyHidden}>{name}</legend>
              {options.length > VIRTUALISE_OVER ? (
                <VirtualList count={options.length} rowHeight={ROW_HEIGHT} height={LIST_HEIGHT} renderRow={(i) => row(options[i] as FilterOption)} />
              ) : (
                options.map(row)
              )}
            </fieldset>
          </details>
        );
      })}
      {anySelected && (
        <button type="button" onClick={onClear} css={linkButton}>
          {t('search.filters.clear')}
        </button>
      )}
    </div>
  );
}
