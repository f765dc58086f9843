import type { Theme } from '@emotion/react';
import { buttonStyles, notReadyStyle, scriptOnly, useNotReady } from '@careers/shared/ui';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { lastStartOf, PAGE_SIZE } from '../../url/searchUrlState';

export { PAGE_SIZE };

/** Page number and page count of a result set; pages past the server's start limit are not offered. */
export function pagesOf(start: number, count: number): { page: number; pages: number } {
  return { page: Math.floor(start / PAGE_SIZE) + 1, pages: lastStartOf(count) / PAGE_SIZE + 1 };
}

// The button's look and the not-ready look as one style on the tag (a css prop on the Button component would make a
// class of its own that no element carries, compiled and inserted while the remote takes the page over).
const pageButton = (theme: Theme) => [buttonStyles(theme, 'secondary'), notReadyStyle(theme)];

export interface PaginationProps {
  start: number;
  count: number;
  onPage: (start: number) => void;
}

/** Previous and next page of results, with where the visitor is. */
export function Pagination({ start, count, onPage }: PaginationProps) {
  const { t } = useSearchI18n();
  const { page, pages } = pagesOf(start, count);
  const notReady = useNotReady(t('details.notReady'));
  if (pages <= 1) return null;
  return (
    // Not drawn without scripts (the page's own address names the page: a link per page is work for later).
    <nav aria-label={t('search.pages')} css={[{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginTop: 16 }, scriptOnly]}>
      <button type="button" css={pageButton} {...(page <= 1 ? {} : notReady)} disabled={page <= 1} onClick={() => onPage(Math.max(0, start - PAGE_SIZE))}>
        {t('search.pages.previous')}
      </button>
      <span>{t('search.pages.status', { page, pages })}</span>
      <button type="button" css={pageButton} {...(page >= pages ? {} : notReady)} disabled={page >= pages} onClick={() => onPage(start + PAGE_SIZE)}>
        {t('search.pages.next')}
      </button>
    </nav>
  );
}
