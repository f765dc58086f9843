import type { OfferStatus } from '@careers/shared/contracts/offers';

/** The stored fields of an offer that its displayed status and the allowed actions depend on. */
export interface OfferStateFields {
  status: string;
  expires_at: string | null;
  signed_at: string | null;
}

/** Spec §4: Expired whenever `expires_at` is earlier than now, whatever the stored status. */
export function displayedStatus(offer: OfferStateFields, now: number): OfferStatus {
  if (offer.expires_at !== null && Date.parse(offer.expires_at) < now) return 'Expired';
  return offer.status as OfferStatus;
}

/** Extended, unexpired and unsigned: the only state in which accept, decline and signing are allowed. */
export function isActionable(offer: OfferStateFields, now: number): boolean {
  return displayedStatus(offer, now) === 'Extended' && offer.signed_at === null;
}

/** Whether the candidate has signed (accepted) the offer: repeats of accept change nothing. */
export const isAccepted = (offer: OfferStateFields) => offer.signed_at !== null || offer.status === 'Accepted';

/** The sentence a refused action answers with: it names the offer's current state. */
export function stateMessage(offer: OfferStateFields, now: number): string {
  if (isAccepted(offer)) return 'This offer has already been accepted.';
  switch (displayedStatus(offer, now)) {
    case 'Expired':
      return 'This offer has expired.';
    case 'Declined':
      return 'This offer has been declined.';
    case 'Canceled':
      return 'This offer has been canceled.';
    default:
      return 'This offer cannot be changed any more.';
  }
}
