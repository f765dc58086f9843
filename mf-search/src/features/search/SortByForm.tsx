import type { Theme } from '@emotion/react';
import { buttonStyles, withoutScriptsOnly } from '@careers/shared/ui';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import type { SortBy } from '../../url/searchUrlState';
import { input } from '../../ui/styles';

// Shown only where no script runs (a media query, not a class the takeover removes: the hydrated markup is the
// drawn one and nothing moves); with scripts choosing an order sorts at once.
const submitButton = (theme: Theme) => [buttonStyles(theme, 'secondary'), withoutScriptsOnly('inline-flex')];

export interface SortByFormProps {
  sortBy: SortBy | null;
  onSort: (sortBy: SortBy) => void;
  /** What sorting keeps of the search (query, location, filters, tracking, the company), as address parameters. */
  kept: [string, string][];
}

/**
 * Sort by: with scripts the choice sorts in the page; without, a GET form to the page's own address (as the search
 * form) that sends the same search with the order chosen, from its first page, and the server draws it (issue 27).
 */
export function SortByForm({ sortBy, onSort, kept }: SortByFormProps) {
  const { t } = useSearchI18n();
  return (
    <form
      method="get"
      css={{ display: 'flex', alignItems: 'center', gap: 8 }}
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = new FormData(event.currentTarget).get('sort_by');
        if (chosen === 'relevance' || chosen === 'newest') onSort(chosen);
      }}
    >
      <label css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {t('search.sort')}
        <select name="sort_by" value={sortBy ?? 'relevance'} onChange={(event) => onSort(event.target.value as SortBy)} css={(theme) => [input(theme), { width: 'auto' }]}>
          <option value="relevance">{t('search.sort.relevance')}</option>
          <option value="newest">{t('search.sort.newest')}</option>
        </select>
      </label>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" css={submitButton}>
        {t('search.sort.submit')}
      </button>
    </form>
  );
}
