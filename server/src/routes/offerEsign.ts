import type { AppContext } from '../appContext';
import { AppError } from '../errors';
import { requireCandidate } from '../plugins/guards';
import { applyEsignResults } from '../services/offers/esign';
import { loadEsignSecret } from '../services/offers/esign/esignSecret';
import { readOfferForCandidate } from '../services/offers/esign/readOfferForCandidate';
import { EsignStatusResponse, OfferDocumentParams, OfferQuery, type EsignState } from '../../../shared/src/contracts/offers/offers';
import type { TypedApp } from './typedApp';

// Another candidate's (or company's) document answers exactly like a missing one.
const notFound = () => new AppError(404, 'not_found', 'Offer not found.');

/**
 * POST /api/offer/offers/{id}/{documentId}/esign_status: applies what the e-signature provider
 * recorded for the document (once), and reports it — `waiting` while it has recorded nothing.
 * The offers page calls it when the provider's frame says ESIGN or REJECT; since the result is
 * read from the provider's record, not from the message, a lost message changes nothing.
 */
export async function offerEsignRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  // Signing page addresses are made without a query (every offers list has them): the key is read now.
  await loadEsignSecret(ctx.db);

  app.post(
    '/api/offer/offers/:id/:documentId/esign_status',
    { schema: { params: OfferDocumentParams, querystring: OfferQuery, response: { 200: EsignStatusResponse } } },
    async (request) => {
      const candidate = requireCandidate(request);
      const { id, documentId } = request.params;
      const who = { domain: request.domainId, candidateId: candidate.id };
      const owned = await ctx.db
        .selectFrom('offer_documents')
        .innerJoin('offers', 'offers.id', 'offer_documents.offer_id')
        .select('offer_documents.id')
        .where('offer_documents.id', '=', documentId)
        .where('offers.id', '=', id)
        .where('offers.domain', '=', who.domain)
        .where('offers.candidate_id', '=', who.candidateId)
        .executeTakeFirst();
      if (!owned) throw notFound();
      await applyEsignResults(ctx, { ...who, ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512) }, documentId);
      const [offer, recorded] = await Promise.all([
        readOfferForCandidate(ctx, who, id, request.hostname),
        ctx.db.selectFrom('esign_results').select('result').where('document_id', '=', documentId).executeTakeFirst(),
      ]);
      const document = offer?.offer_documents.find((d) => d.id === documentId);
      if (!offer || !document) throw notFound();
      return { offer, document, esign: (recorded?.result ?? 'waiting') as EsignState };
    },
  );
}
