import { memo } from 'react';
import type { SearchResult } from '@careers/shared/contracts';
import { isPlainClick, withTracking } from '@careers/shared/location';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { muted, tag } from '../../ui/styles';
import { useFormatDate } from '@careers/shared/ui';
import { themedStyle } from './themedStyle';
import { useOptionLabel } from './useOptionLabel';

// The styles are serialised once (themedStyle), not per row and render (issue 27 profile).
const card = (selected: boolean) =>
  themedStyle((theme) => ({
    position: 'relative',
    padding: theme.spacing.md,
    border: `1px solid ${selected ? theme.colors.primary : theme.colors.border}`,
    borderInlineStartWidth: selected ? 4 : 1,
    borderRadius: theme.radii.md,
    background: selected ? theme.colors.surface : theme.colors.background,
    '&:hover': { borderColor: theme.colors.primary },
  }));
const cardStyle = card(false);
const selectedCardStyle = card(true);
const titleStyle = themedStyle(() => ({ margin: 0, fontSize: 17, lineHeight: 1.3 }));
const linkStyle = themedStyle((theme) => ({
  color: theme.colors.text,
  textDecoration: 'none',
  // The whole card is the click target; the link stays the one tab stop.
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${theme.colors.focusRing}`, borderRadius: theme.radii.md },
}));
const placeStyle = themedStyle(() => ({ margin: '4px 0 0' }));
const remoteTagStyle = themedStyle((theme) => [tag(theme), { marginInlineStart: 8 }]);
const metaStyle = themedStyle((theme) => [muted(theme), { margin: '4px 0 0' }]);

export interface ResultRowProps {
  position: SearchResult;
  selected: boolean;
  saved: boolean;
  /** `byKeyboard`: chosen with Enter. Must keep its identity between renders, or every row renders again. */
  onSelect: (position: SearchResult, byKeyboard: boolean) => void;
}

/**
 * One result: its title links to the job page and, clicked, selects the position here. Memoised: a page
 * render that changes nothing of a row (a toggle, the count, a saved flag of another row) skips it.
 */
export const ResultRow = memo(function ResultRow({ position, selected, saved, onSelect }: ResultRowProps) {
  const { t } = useSearchI18n();
  const { date: formatDate } = useFormatDate();
  const labelOf = useOptionLabel();
  // The link's name carries the place printed under the title: three 'Software Engineer' results read alike in a
  // screen reader's list of links (user trial s24). It begins with the visible title, so voice control still finds it.
  const place = [position.location, position.is_remote ? t('search.results.remote') : ''].filter(Boolean).join(', ');
  const name = place ? t('search.results.linkName', { title: position.name, place }) : undefined;
  return (
    <li css={selected ? selectedCardStyle : cardStyle}>
      <h3 css={titleStyle}>
        <a
          href={withTracking(`/careers/job/${position.id}`)}
          aria-current={selected ? 'true' : undefined}
          aria-label={name}
          data-position-id={position.id}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            // A click made with Enter has no pointer behind it: detail (the click count) is 0.
            onSelect(position, event.detail === 0);
          }}
          css={linkStyle}
        >
          {position.name}
        </a>
      </h3>
      <p css={placeStyle}>
        {position.location}
        {position.is_remote && <span css={remoteTagStyle}>{t('search.results.remote')}</span>}
      </p>
      <p css={metaStyle}>
        {position.department} · {labelOf('employment_type', position.employment_type)} · {t('search.results.posted', { date: formatDate(position.posted_at) })}
        {saved && <> · <strong>{t('search.results.saved')}</strong></>}
      </p>
    </li>
  );
});
