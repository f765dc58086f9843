import type { Offer } from '@careers/shared/contracts';
import { buttonStyles, useFormatDate } from '@careers/shared/ui';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useOffersI18n } from '../../i18n/useOffersI18n';
import { OffersLink } from '../../navigation/OffersLink';
import { offersHref } from '../../navigation/offersPage';
import { card, muted, tag } from './offersStyles';
import { offerTimeText } from './offerTimeText';
import { statusTone } from './statusTone';

/** One offer of the list (spec §2): position, status, time line, 'Action required', 'View job offer'. */
export function OfferCard({ offer, now }: { offer: Offer; now: Date | null }) {
  const { t } = useOffersI18n();
  const { domain } = useSnapshot(sessionStore);
  // The countdown is of the browser's clock (`now`), which a page request does not carry: the server and the render
  // that hydrates draw the date alone (the day in UTC), the browser adds the countdown on the same line right after
  // and redraws the date in its own zone (issue 27; user trial: no deadline without JavaScript).
  const { date } = useFormatDate('numeric');
  const { status, actionable, countdown, text } = offerTimeText(offer, t, date, now);
  return (
    <li css={card} data-offer-id={offer.id}>
      <div css={{ minWidth: 0, flex: '1 1 280px' }}>
        <h2 css={(theme) => ({ margin: 0, fontSize: theme.typography.size.lg, overflowWrap: 'anywhere' })}>{offer.position.name}</h2>
        <p css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm, alignItems: 'center', margin: `${theme.spacing.sm}px 0 0` })}>
          <span css={(theme) => tag(theme, statusTone(status))}>{t(`offers.status.${status}`)}</span>
          {actionable && <span css={(theme) => tag(theme, 'error')}>{t('offers.list.actionRequired')}</span>}
        </p>
        <p css={(theme) => ({ ...muted(theme), margin: `${theme.spacing.sm}px 0 0` })}>
          {countdown && <strong css={(theme) => ({ color: theme.colors.warning, fontWeight: theme.typography.weight.bold })}>{countdown}</strong>}
          {countdown && ' · '}
          {text}
        </p>
      </div>
      <OffersLink
        href={offersHref({ name: 'offer', id: offer.id }, domain)}
        aria-label={t('offers.list.viewLabel', { position: offer.position.name })}
        css={(theme) => buttonStyles(theme, actionable ? 'primary' : 'secondary')}
      >
        {t('offers.list.view')}
      </OffersLink>
    </li>
  );
}
