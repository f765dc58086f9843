import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { applyEsignResults } from '../services/offers/esign';
import { loadEsignSecret } from '../services/offers/esign/esignSecret';
import { offerActor } from '../services/offers/offerActor';
import { findOwnDocument } from '../services/offers/readOfferDocument';
import { documentView, offerView } from '../services/offers/offerView';
import { EsignStatusResponse, OfferDocumentParams, OfferQuery, type EsignState } from '@careers/shared/contracts/offers';
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
    async (request) => {
      const actor = offerActor(requireCandidate(request), { ip: request.ip, userAgent: request.headers['user-agent'] });
      const { id, documentId } = request.params;
      // 404 (the offers API's) before anything is applied: another candidate's document answers like a missing one.
      await findOwnDocument(ctx, actor, id, documentId);
      await applyEsignResults(ctx, actor, documentId);
      const [{ offer, docs, doc }, recorded] = await Promise.all([
        findOwnDocument(ctx, actor, id, documentId),
        ctx.db.selectFrom('esign_results').select('result').where('document_id', '=', documentId).executeTakeFirst(),
      ]);
      return { offer: offerView(ctx, offer, docs), document: documentView(ctx, offer, doc), esign: (recorded?.result ?? 'waiting') as EsignState };
    },
  );
}
