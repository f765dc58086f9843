import type { Theme } from '@emotion/react';
import { isPlainClick } from '@careers/shared/location';
import { buttonStyles } from '@careers/shared/ui';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { lastStartOf, PAGE_SIZE } from '../../url/searchUrlState';

export { PAGE_SIZE };

/** Page number and page count of a result set; pages past the server's start limit are not offered. */
export function pagesOf(start: number, count: number): { page: number; pages: number } {
  return { page: Math.floor(start / PAGE_SIZE) + 1, pages: lastStartOf(count) / PAGE_SIZE + 1 };
}

// The button's look on the links and on the disabled ends alike (one style on the tag: a css prop on the Button
// component would make a class of its own that no element carries, compiled and inserted at the takeover).
const pageButton = (theme: Theme) => buttonStyles(theme, 'secondary');

export interface PaginationProps {
  start: number;
  count: number;
  onPage: (start: number) => void;
  /** The address of this search at another start: the links' own, followed where no script runs (issue 27). */
  hrefOf: (start: number) => string;
}

/**
 * Previous and next page of results, with where the visitor is. The ways on are links to the pages' addresses, so
 * they work without scripts (and before the takeover, as page loads the server draws) and open in a new tab when
 * asked; a plain click moves the results on in the page. The ends are disabled buttons: nowhere to go.
 */
export function Pagination({ start, count, onPage, hrefOf }: PaginationProps) {
  const { t } = useSearchI18n();
  const { page, pages } = pagesOf(start, count);
  if (pages <= 1) return null;
  const wayTo = (to: number, label: string) =>
    to === start ? (
      <button type="button" css={pageButton} disabled>
        {label}
      </button>
    ) : (
      <a
        href={hrefOf(to)}
        css={pageButton}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onPage(to);
        }}
      >
        {label}
      </a>
    );
  return (
    <nav aria-label={t('search.pages')} css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginTop: 16 }}>
      {wayTo(page <= 1 ? start : Math.max(0, start - PAGE_SIZE), t('search.pages.previous'))}
      <span aria-current="page">{t('search.pages.status', { page, pages })}</span>
      {wayTo(page >= pages ? start : start + PAGE_SIZE, t('search.pages.next'))}
    </nav>
  );
}
