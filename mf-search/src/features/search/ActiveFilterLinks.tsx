import type { Theme } from '@emotion/react';
import type { FilterDef } from '@careers/shared/contracts';
import { withoutScriptsOnly } from '@careers/shared/ui';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { plainList } from '../../ui/styles';
import type { FilterNaming } from '../../url/searchUrlState';
import { useOptionLabel } from './useOptionLabel';

// Drawn in every render (the server's and the browser's alike, so hydration matches node for node) and shown only
// where no script runs: with scripts the filter panel shows and removes the filters (read how the Sort button does it).
const listStyle = [plainList, { gap: 8, flexWrap: 'wrap', margin: '8px 0' }, withoutScriptsOnly('flex')] as const;
const chipStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 12px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: 999,
  color: theme.colors.text,
  background: theme.colors.surface,
  textDecoration: 'none',
  '&:hover': { borderColor: theme.colors.primary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
});

export interface ActiveFilterLinksProps {
  filters: Readonly<Record<string, readonly string[]>>;
  naming: FilterNaming;
  /** The filters the last answer described: their names and option labels. */
  allFilters: readonly FilterDef[];
  /** The address of this search with these filters instead, from its first page. */
  hrefWith: (filters: Record<string, string[]>) => string;
}

/**
 * The active filters as links to the same search without each one, for visitors without scripts (user trial s24:
 * the search form carried them in hidden fields, unseen and not removable). Named 'Remove filter: Department: Sales'.
 */
export function ActiveFilterLinks({ filters, naming, allFilters, hrefWith }: ActiveFilterLinksProps) {
  const { t } = useSearchI18n();
  const optionLabel = useOptionLabel();
  const chips = Object.entries(filters).flatMap(([key, values]) => {
    const def = allFilters.find((filter) => filter.filterName === key);
    const name = naming.displayNames[key] ?? def?.displayName ?? key;
    return values.map((value) => {
      const label = def?.options.find((option) => option.value === value)?.label ?? optionLabel(key, value);
      const rest = { ...filters, [key]: values.filter((other) => other !== value) } as Record<string, string[]>;
      if (rest[key]!.length === 0) delete rest[key];
      return { id: `${key}=${value}`, text: `${name}: ${label}`, href: hrefWith(rest) };
    });
  });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('search.filters.active')} css={listStyle}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <a href={chip.href} css={chipStyle} aria-label={t('search.filters.remove', { filter: chip.text })}>
            {chip.text}
            <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
