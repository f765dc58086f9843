import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { esignStatus } from '../services/offers/esign/esignStatus';
import { loadEsignSecret } from '../services/offers/esign/esignSecret';
import { offerActor } from '../services/offers/offerActor';
import { EsignStatusResponse, OfferDocumentParams, OfferQuery } from '@careers/shared/contracts/offers';
import type { TypedApp } from './typedApp';

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
    async (request) =>
      esignStatus(ctx, offerActor(requireCandidate(request), { ip: request.ip, userAgent: request.headers['user-agent'] }), request.params.id, request.params.documentId),
  );
}
