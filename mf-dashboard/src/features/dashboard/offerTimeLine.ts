import type { OfferSummary } from '@careers/shared/contracts';
import { formatDate } from '@careers/shared/ui';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The date line of a dashboard offer card, with the offers list's rules and wording (mf-offers
 * offerTimeText; a remote cannot import another's code): an offer still to act on counts down
 * ('Expires in 3 days', never '0 days': five hours left is '1 day') beside its date; an expired one says
 * when it expired; any other says when it last changed. Every date says what it is.
 */
export function offerTimeLine(
  offer: Pick<OfferSummary, 'status' | 'action_required' | 'expires_at' | 'updated_at'>,
  t: (key: string, values?: Record<string, string | number>) => string,
  locale: string,
  now: Date,
): { countdown: string | null; text: string } {
  const left = offer.expires_at ? new Date(offer.expires_at).getTime() - now.getTime() : Number.NaN;
  if (offer.action_required && offer.expires_at && left > 0) {
    const days = Math.ceil(left / DAY_MS);
    return {
      countdown: t('offers.expiresIn', { count: days }),
      text: t('offers.expiresOn', { date: formatDate(offer.expires_at, locale) }),
    };
  }
  if (offer.status === 'Expired' && offer.expires_at) return { countdown: null, text: t('offers.expired', { date: formatDate(offer.expires_at, locale) }) };
  return { countdown: null, text: t('offers.updated', { date: formatDate(offer.updated_at, locale) }) };
}
