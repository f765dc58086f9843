import type { Offer } from '@careers/shared/contracts';

/**
 * The offer as it displays at `now` (spec §4: Expired once its deadline is earlier than now, whatever its stored
 * status). The server applied that rule when it answered; this applies it again to a page left open past the
 * deadline (user trial s19: the offer page still said 'Extended' with Start, and the document page still offered
 * the signing form, which the server then refused). `now` null (the server, the render that hydrates: a page
 * request carries no clock) leaves the server's word as it is. The same object when nothing changes.
 */
export function offerAsOf(offer: Offer, now: Date | null): Offer {
  const passed = !!offer.expires_at && now !== null && Date.parse(offer.expires_at) <= now.getTime();
  if (!passed || (offer.status === 'Expired' && !offer.actionable)) return offer;
  return { ...offer, status: 'Expired', actionable: false };
}
