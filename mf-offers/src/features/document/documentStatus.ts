import type { Offer, OfferDocument } from '@careers/shared/contracts';

/** How the page treats a document (spec §4 Offers). */
export type DocumentMode =
  /** The provider's page in a frame: a document with a url, unsigned, on an actionable offer. */
  | 'esign'
  /** The PDF in the page with signing, upload and decline. */
  | 'sign'
  /** The PDF to read and download only: signed, pending, or the offer is no longer actionable. */
  | 'view';

export function documentMode(offer: Offer, document: OfferDocument): DocumentMode {
  if (!offer.actionable || document.signed || document.status === 'Pending') return 'view';
  return document.url ? 'esign' : 'sign';
}

/** The message key of the sentence that says why nothing can be done, or null when something can. */
export function viewReasonKey(offer: Offer, document: OfferDocument): string | null {
  if (!offer.actionable) return `offers.documentPage.notActionable.${offer.status}`;
  if (document.signed) return 'offers.documentPage.signedHint';
  if (document.status === 'Pending') return 'offers.documentPage.pendingHint';
  return null;
}
