import type { AppContext } from '../../appContext';
import type { Offer, OfferDocument, OfferDocumentStatus } from '@careers/shared/contracts/offers';
import { esignPageUrl } from './esign';
import type { DocumentRow, OfferRow } from './offerRows';
import { displayedStatus, isActionable } from './offerState';

/** The authenticated link to a document's PDF (spec §3 `s3_path`); `&download=1` makes it an attachment. */
function documentFileUrl(offerId: number, documentId: number, domain: string): string {
  return `/api/offer/offers/${offerId}/${documentId}/file?domain=${encodeURIComponent(domain)}`;
}

/** A document as the API answers it; `b64` only in the one-document answer. */
export function documentView(ctx: AppContext, offer: OfferRow, doc: DocumentRow, b64: string | null = null): OfferDocument {
  const signed = doc.status === 'Signed' || doc.signed === 1;
  return {
    id: doc.id,
    name: doc.name,
    status: doc.status as OfferDocumentStatus,
    signed,
    is_letter: doc.is_letter === 1,
    // The stored url only marks an e-sign document; the provider's page address is built for this candidate.
    url: doc.url !== null && !signed ? esignPageUrl(ctx, doc.id, offer.candidate_id) : null,
    b64_string: b64,
    s3_path: doc.has_pdf === 1 ? documentFileUrl(offer.id, doc.id, offer.domain) : null,
    updated_at: doc.updated_at,
    expires_at: doc.expires_at,
  };
}

/** An offer as the API answers it, with its displayed status (spec §4) and whether it can be acted on. */
export function offerView(ctx: AppContext, offer: OfferRow, docs: DocumentRow[]): Offer {
  const now = ctx.now();
  return {
    id: offer.id,
    status: displayedStatus(offer, now),
    signed: offer.signed_at !== null,
    actionable: isActionable(offer, now),
    updated_at: offer.updated_at,
    expires_at: offer.expires_at,
    position: { id: offer.position_id, name: offer.position_name },
    offer_documents: docs.filter((d) => d.offer_id === offer.id).map((d) => documentView(ctx, offer, d)),
  };
}
