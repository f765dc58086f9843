// A small read model of one offer for esign_status, until the offers-core read model lands: on
// merge, the route calls that instead and this file goes.
import type { AppContext } from '../../../appContext';
import type { Offer, OfferDocument, OfferDocumentStatus, OfferStatus } from '../../../../../shared/src/contracts/offers/offers';
import { esignPageUrl } from './esignPageUrl';
import { isExpired, offerIsActionable } from './offerIsActionable';

export interface OfferOwner {
  domain: string;
  candidateId: number;
}

/** The candidate's offer as the API answers it, or null when it is not theirs (or not there). */
export async function readOfferForCandidate(ctx: AppContext, who: OfferOwner, offerId: number, visitorHostname?: string): Promise<Offer | null> {
  const offer = await ctx.db
    .selectFrom('offers')
    .innerJoin('positions', 'positions.id', 'offers.position_id')
    .select(['offers.id', 'offers.status', 'offers.expires_at', 'offers.signed_at', 'offers.updated_at', 'positions.id as position_id', 'positions.title'])
    .where('offers.id', '=', offerId)
    .where('offers.domain', '=', who.domain)
    .where('offers.candidate_id', '=', who.candidateId)
    .executeTakeFirst();
  if (!offer) return null;
  const documents = await ctx.db
    .selectFrom('offer_documents')
    .select(['id', 'name', 'status', 'signed', 'is_letter', 'url', 'updated_at', 'expires_at'])
    .select((eb) => eb.or([eb('pdf', 'is not', null), eb('signed_pdf', 'is not', null)]).as('has_pdf'))
    .where('offer_id', '=', offer.id)
    .orderBy('id')
    .execute();
  const now = ctx.now();
  return {
    id: offer.id,
    status: (isExpired(offer, now) ? 'Expired' : offer.status) as OfferStatus,
    signed: offer.signed_at !== null,
    actionable: offerIsActionable(offer, now),
    updated_at: offer.updated_at,
    expires_at: offer.expires_at,
    position: { id: offer.position_id, name: offer.title },
    offer_documents: documents.map(
      (doc): OfferDocument => ({
        id: doc.id,
        name: doc.name,
        status: doc.status as OfferDocumentStatus,
        signed: doc.signed === 1,
        is_letter: doc.is_letter === 1,
        url: doc.url !== null && doc.signed !== 1 ? esignPageUrl(ctx, doc.id, who.candidateId, visitorHostname) : null,
        b64_string: null,
        s3_path: doc.has_pdf ? `/api/offer/offers/${offer.id}/${doc.id}/file?domain=${encodeURIComponent(who.domain)}` : null,
        updated_at: doc.updated_at,
        expires_at: doc.expires_at,
      }),
    ),
  };
}
