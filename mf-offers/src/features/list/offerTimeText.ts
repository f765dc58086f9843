import type { Offer } from '@careers/shared/contracts';
import type { I18n } from '@careers/shared/i18n';
import { daysUntil, formatDate } from '../../i18n/formatDate';

/**
 * The time line of an offer card (spec §2 "expiry or last-updated text"): an offer the candidate can
 * still act on counts down ('Expires in 3 days') next to its date; an expired one says when it
 * expired; any other (decided, canceled, or without a deadline) says when it last changed.
 */
export function offerTimeText(offer: Offer, t: I18n['t'], now: Date): { countdown: string | null; text: string } {
  const days = offer.expires_at ? daysUntil(offer.expires_at, now) : null;
  if (offer.actionable && offer.expires_at && days !== null) {
    return {
      countdown: t('offers.list.expiresIn', { count: days }),
      text: t('offers.list.expiresOn', { date: formatDate(offer.expires_at) }),
    };
  }
  if (offer.status === 'Expired' && offer.expires_at) return { countdown: null, text: t('offers.list.expired', { date: formatDate(offer.expires_at) }) };
  return { countdown: null, text: t('offers.list.updated', { date: formatDate(offer.updated_at) }) };
}
