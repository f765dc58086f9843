import type { DocumentRow, OfferRow } from './offerRows';
import { isAccepted, isActionable, stateMessage } from './offerState';

/**
 * What an action may do with the offer as it is now (spec §4 and the brief's rules):
 * - go: the change is allowed and not yet made;
 * - repeat: the offer (or document) is already where the call would take it: 200, `changed: false`;
 * - refused: the state forbids it: 409 with a message naming the state.
 */
export type Decision = { kind: 'go' } | { kind: 'repeat' } | { kind: 'refused'; code: string; message: string };

const refused = (message: string, code = 'offer_not_actionable'): Decision => ({ kind: 'refused', code, message });

/** Signing `doc` (the offer letter when the call is accept): undefined `doc` = the offer has no letter. */
export function decideSign(offer: OfferRow, doc: DocumentRow | undefined, now: number): Decision {
  if (!doc) return isActionable(offer, now) ? refused('This offer has no offer letter to sign.', 'no_offer_letter') : refused(stateMessage(offer, now));
  // The letter is signed once the offer is; any other document once it is Signed.
  if (doc.is_letter === 1 ? isAccepted(offer) : doc.status === 'Signed') return { kind: 'repeat' };
  if (!isActionable(offer, now)) return refused(stateMessage(offer, now));
  if (doc.status === 'Pending') return refused('This document is still being processed and cannot be signed yet.', 'document_pending');
  return { kind: 'go' };
}

export function decideDecline(offer: OfferRow, now: number): Decision {
  if (offer.status === 'Declined' && !isAccepted(offer)) return { kind: 'repeat' };
  if (!isActionable(offer, now)) return refused(stateMessage(offer, now));
  return { kind: 'go' };
}
