import type { AppContext } from '../../../appContext';
import type { EsignState, EsignStatusResponse } from '@careers/shared/contracts/offers';
import type { OfferActor } from '../offerActor';
import { documentView, offerView } from '../offerView';
import { findOwnDocument } from '../readOfferDocument';
import { applyEsignResults } from './applyEsignResults';

/**
 * What the e-signature provider recorded for one of the candidate's documents, applied first (once),
 * with the offer and the document as they now are; `waiting` while it has recorded nothing.
 */
export async function esignStatus(ctx: AppContext, actor: OfferActor, offerId: number, documentId: number): Promise<EsignStatusResponse> {
  // Not found (the offers API's) before anything is applied: another candidate's document answers like a missing one.
  await findOwnDocument(ctx, actor, offerId, documentId);
  await applyEsignResults(ctx, actor, documentId);
  const [{ offer, docs, doc }, recorded] = await Promise.all([
    findOwnDocument(ctx, actor, offerId, documentId),
    ctx.db.selectFrom('esign_results').select('result').where('document_id', '=', documentId).executeTakeFirst(),
  ]);
  return { offer: offerView(ctx, offer, docs), document: documentView(ctx, offer, doc), esign: (recorded?.result ?? 'waiting') as EsignState };
}
