import type { Theme } from '@emotion/react';
import { isPlainClick } from '@careers/shared/location';
import { buttonStyles } from '@careers/shared/ui';
import { visuallyHidden } from '@careers/shared/a11y';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { lastStartOf, PAGE_SIZE } from '../../url/searchUrlState';

;

/** Page number and page count of a result set; pages past the server's start limit are not offered. */
export function pagesOf(start: number, count: number): { page: number; pages: number } {
  return { page: Math.floor(start / PAGE_SIZE) + 1, pages: lastStartOf(count) / PAGE_SIZE + 1 };
}

// The button's look on the links and on the disabled ends alike (one style on the tag: a css prop on the Button
// component would make a class of its own that no element carries, compiled and inserted at the takeover).
// On a phone the sides of the buttons give way too: 'Anterior', '2 de 9' and 'Siguiente' took 316 px of 304 at 320 px.
const pageButton = (theme: Theme) => [buttonStyles(theme, 'secondary'), { whiteSpace: 'nowrap' as const, [theme.mq.phone]: { paddingInline: theme.spacing.sm } }];
// On a phone the full words took two lines ('Previous page' beside 'Page 1 of 9', user trial s24; Spanish is longer):
// there the short words are drawn and the full ones stay for screen readers, by CSS alone, so the server's page and
// the browser's first render are the same nodes. The short words are inside the full ones (voice control finds them).
const fullWords = (theme: Theme) => ({ [theme.mq.phone]: visuallyHidden });
const shortWords = (theme: Theme) => ({ display: 'none', [theme.mq.phone]: { display: 'inline' } });

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
  const words = (full: string, short: string) => (
    <>
      <span css={fullWords}>{full}</span>
      <span css={shortWords} aria-hidden="true">
        {short}
      </span>
    </>
  );
  const wayTo = (to: number, label: string, short: string) =>
    to === start ? (
      <button type="button" css={pageButton} disabled>
        {words(label, short)}
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
        {words(label, short)}
      </a>
    );
  return (
    <nav aria-label={t('search.pages')} css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginTop: 16 }}>
      {wayTo(page <= 1 ? start : Math.max(0, start - PAGE_SIZE), t('search.pages.previous'), t('search.pages.previousShort'))}
      {/* aria-current on the full words: the element that says where the visitor is, in words a screen reader reads. */}
      {/* On a phone the status gives way (two lines) before the page's width does: en-XA's '[1 öƒ 60 ōñ]' beside its
          longer Previous and Next pushed the page 24 px sideways at 320 px (issue 30's locale walk). */}
      <span css={(theme) => ({ whiteSpace: 'nowrap', [theme.mq.phone]: { whiteSpace: 'normal', minWidth: 0, textAlign: 'center' } })}>
        <span aria-current="page" css={fullWords}>
          {t('search.pages.status', { page, pages })}
        </span>
        <span css={shortWords} aria-hidden="true">
          {t('search.pages.statusShort', { page, pages })}
        </span>
      </span>
      {wayTo(page >= pages ? start : start + PAGE_SIZE, t('search.pages.next'), t('search.pages.nextShort'))}
    </nav>
  );
}
