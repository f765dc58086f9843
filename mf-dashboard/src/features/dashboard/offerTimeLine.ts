import type { OfferSummary } from '@careers/shared/contracts';
import { offerDateLine } from '@careers/shared/ui';

/**
 * The status, 'Action required' and date line of a dashboard offer card, with the offers list's rules and wording
 * (the date line is the shared offerDateLine, as mf-offers' offerTimeText draws it): an offer still to act on counts down in
 * calendar days ('Expires in 3 days', 'Expires today', never '0 days') beside its date, both in the browser's zone;
 * an expired one says when it expired; any other says when it last changed. Spec §4: an offer displays as Expired
 * once its deadline is earlier than now, whatever its stored status: the server applied that at the request, `now`
 * applies it to a page left open past the deadline. Every date says what it is, drawn by `date` (the offers'
 * MM/DD/YYYY, useFormatDate('numeric'), as on the offers pages). Without `now` (on the server and in the render
 * that hydrates: a page request carries no clock) there is no countdown and the server's action_required decides.
 */
export function offerTimeLine(
  offer: Pick<OfferSummary, 'status' | 'action_required' | 'expires_at' | 'updated_at'>,
  t: (key: string, values?: Record<string, string | number>) => string,
  date: (iso: string) => string,
  now: Date | null,
): { status: string; actionRequired: boolean; countdown: string | null; text: string } {
  const passed = !!offer.expires_at && now !== null && Date.parse(offer.expires_at) <= now.getTime();
  const status = passed ? 'Expired' : offer.status;
  const actionRequired = offer.action_required && !passed;
  const line = offerDateLine(offer, { expired: status === 'Expired', actionable: actionRequired }, (text, values) => t(`offers.${text}`, values), date, now);
  return { status, actionRequired, ...line };
}
