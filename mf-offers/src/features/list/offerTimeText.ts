import type { Offer, OfferStatus } from '@careers/shared/contracts';
import type { I18n } from '@careers/shared/i18n';
import { offerDateLine } from '@careers/shared/ui';
import { offerAsOf } from '../../data/offerAsOf';

/**
 * The status, 'Action required' and time line of an offer card (spec §2 "expiry or last-updated text"): an offer
 * the candidate can still act on counts down in calendar days ('Expires in 3 days', 'Expires today') next to its
 * date, both in the browser's zone (a countdown is drawn only in the browser, where `date` draws in that zone too, so
 * they agree); an expired one says when it expired; any other (decided, canceled, or without a deadline) says when
 * it last changed. Spec §4: an offer displays as Expired once its deadline is earlier than now, whatever its stored
 * status: the server applied that at the request, `now` applies it to a page left open past the deadline.
 * `date` draws a day (MM/DD/YYYY, useFormatDate('numeric')). Without `now` (on the server and in the render that
 * hydrates: a page request carries no clock) there is no countdown and the server's word decides: an actionable
 * offer with a deadline says 'Expires {date}'.
 */
export function offerTimeText(
  offer: Offer,
  t: I18n['t'],
  date: (iso: string) => string,
  now: Date | null,
): { status: OfferStatus; actionable: boolean; countdown: string | null; text: string } {
  const { status, actionable } = offerAsOf(offer, now);
  const line = offerDateLine(offer, { expired: status === 'Expired', actionable }, (text, values) => t(`offers.list.${text}`, values), date, now);
  return { status, actionable, ...line };
}
