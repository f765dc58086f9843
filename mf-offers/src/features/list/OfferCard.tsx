import type { Offer } from '@careers/shared/contracts';
import { buttonStyles, useHydrated } from '@careers/shared/ui';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useOffersI18n } from '../../i18n/useOffersI18n';
import { OffersLink } from '../../navigation/OffersLink';
import { offersHref } from '../../navigation/offersPage';
import { card, muted, tag } from './offersStyles';
import { offerTimeText } from './offerTimeText';
import { statusTone } from './statusTone';

/** One offer of the list (spec §2): position, status, time line, 'Action required', 'View job offer'. */
export function OfferCard({ offer, now }: { offer: Offer; now: Date }) {
  const { t } = useOffersI18n();
  const { domain } = useSnapshot(sessionStore);
  // The countdown and dates are of the browser's clock and zone, which a page request does not carry: the server
  // and the render that hydrates keep the line's room (one line), the browser fills it right after (issue 27).
  const hydrated = useHydrated();
  const { countdown, text } = hydrated ? offerTimeText(offer, t, now) : { countdown: null, text: '\u00a0' };
  return (
    <li css={card} data-offer-id={offer.id}>
      <div css={{ minWidth: 0, flex: '1 1 280px' }}>
        <h2 css={(theme) => ({ margin: 0, fontSize: theme.typography.size.lg, overflowWrap: 'anywhere' })}>{offer.position.name}</h2>
        <p css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm, alignItems: 'center', margin: `${theme.spacing.sm}px 0 0` })}>
          <span css={(theme) => tag(theme, statusTone(offer.status))}>{t(`offers.status.${offer.status}`)}</span>
          {offer.actionable && <span css={(theme) => tag(theme, 'error')}>{t('offers.list.actionRequired')}</span>}
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
        css={(theme) => buttonStyles(theme, offer.actionable ? 'primary' : 'secondary')}
      >
        {t('offers.list.view')}
      </OffersLink>
    </li>
  );
}
