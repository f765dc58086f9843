import { daysUntil } from './daysUntil';

/** Which sentence of an offer's date line: the caller's catalogue words it ('Expires in 3 days', 'Expires 12/02/2026' …). */
export type OfferDateText = 'expiresIn' | 'expiresOn' | 'expired' | 'updated';

/**
 * The date line of an offer card, as the offers list and the dashboard both draw it (spec §2, §4): an offer the
 * candidate can still act on counts down in calendar days (`expiresIn`, never '0 days') beside its deadline
 * (`expiresOn`); an expired one says when it expired; any other (decided, canceled, or without a deadline) when it
 * last changed. `state` is the offer as it displays at `now` (each remote applies the Expired rule itself).
 * Without `now` (the server, and the render that hydrates: a page request carries no clock) there is no countdown.
 * @example offerDateLine(offer, { expired: false, actionable: true }, (text, values) => t(`offers.${text}`, values), date, now)
 */
export function offerDateLine(
  offer: { expires_at: string | null; updated_at: string },
  state: { expired: boolean; actionable: boolean },
  say: (text: OfferDateText, values: Record<string, string | number>) => string,
  date: (iso: string) => string,
  now: Date | null,
): { countdown: string | null; text: string } {
  const days = offer.expires_at && now ? daysUntil(offer.expires_at, now) : null;
  if (state.actionable && offer.expires_at && (now === null || days !== null)) {
    return { countdown: days === null ? null : say('expiresIn', { count: days }), text: say('expiresOn', { date: date(offer.expires_at) }) };
  }
  if (state.expired && offer.expires_at) return { countdown: null, text: say('expired', { date: date(offer.expires_at) }) };
  return { countdown: null, text: say('updated', { date: date(offer.updated_at) }) };
}
