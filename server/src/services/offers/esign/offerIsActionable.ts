/** The columns of an offer its state is decided by. */
export interface OfferStateRow {
  status: string;
  expires_at: string | null;
  signed_at: string | null;
}

/** Expired whenever `expires_at` has passed, whatever is stored (spec §4). */
export function isExpired(offer: OfferStateRow, now: number): boolean {
  return offer.expires_at !== null && Date.parse(offer.expires_at) < now;
}

/** Extended, unexpired and unsigned: the only state in which an offer's documents can be signed or the offer declined. */
export function offerIsActionable(offer: OfferStateRow, now: number): boolean {
  return offer.status === 'Extended' && !isExpired(offer, now) && offer.signed_at === null;
}
