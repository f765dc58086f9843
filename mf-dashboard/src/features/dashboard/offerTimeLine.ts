import type { OfferSummary } from '@careers/shared/contracts';
import { daysUntil } from '@careers/shared/ui';

/**
 * The date line of a dashboard offer card, with the offers list's rules and wording (mf-offers
 * offerTimeText; a remote cannot import another's code): an offer still to act on counts down in calendar days
 * ('Expires in 3 days', 'Expires today', never '0 days') beside its date, both in the browser's zone; an expired one says
 * when it expired; any other says when it last changed. Every date says what it is, drawn by `date` (the offers'
 * MM/DD/YYYY, useFormatDate('numeric'), as on the offers pages). Without `now` (on the server and in the render
 * that hydrates: a page request carries no clock) there is no countdown and the server's action_required decides.
 */
export function offerTimeLine(
  offer: Pick<OfferSummary, 'status' | 'action_required' | 'expires_at' | 'updated_at'>,
  t: (key: string, values?: Record<string, string | number>) => string,
  date: (iso: string) => string,
  now: Date | null,
): { countdown: string | null; text: string } {
  const days = offer.expires_at && now ? daysUntil(offer.expires_at, now) : null;
  if (offer.action_required && offer.expires_at && (now === null || days !== null)) {
    return {
      countdown: days === null ? null : t('offers.expiresIn', { count: days }),
      text: t('offers.expiresOn', { date: date(offer.expires_at) }),
    };
  }
  if (offer.status === 'Expired' && offer.expires_at) return { countdown: null, text: t('offers.expired', { date: date(offer.expires_at) }) };
  return { countdown: null, text: t('offers.updated', { date: date(offer.updated_at) }) };
}
