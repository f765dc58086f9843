import type { Offer, OffersResponse } from '@careers/shared/contracts';

/** The server's order of the list (services/offers/offerRows.ts findOffers): most recently updated first, then the higher id. */
const recentFirst = (a: Offer, b: Offer) => (a.updated_at === b.updated_at ? b.id - a.id : a.updated_at < b.updated_at ? 1 : -1);

/**
 * The offers list with one offer as a change answered it (accept, sign, decline: `OfferActionResponse.offer`,
 * or the e-sign status call's), in the place the server would list it. So the answer the browser just received
 * updates the list, without asking for the whole list again.
 */
export function withOffer(list: OffersResponse, changed: Offer): OffersResponse {
  return { ...list, offers: [...list.offers.filter((o) => o.id !== changed.id), changed].sort(recentFirst) };
}
