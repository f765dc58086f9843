import type { AppContext } from '../../../appContext';
import { lockKey } from '../../../db/database';
import { applyEsignResult, type EsignApplier } from './applyEsignResult';

/**
 * Applies recorded-but-unapplied provider results of this candidate's documents (signed → document
 * Signed (+ offer Accepted when it is the letter), rejected → offer Declined), with audit events and
 * sealing. Called by the offers list and by esign_status, so an offer never stays unsigned when the
 * frame's message was lost, the tab closed or the page reloaded.
 *
 * Each result is applied once, in a transaction holding the offer's lock (the same lock accept and
 * decline take, which apply the offer's pending results first: applyOfferEsignResults), and only
 * while the offer is still actionable; otherwise it is only entered in the audit log and the offer
 * left as it is (it was canceled or expired some other way first).
 */
export async function applyEsignResults(ctx: AppContext, who: EsignApplier, documentId?: number): Promise<void> {
  let pending = ctx.db
    .selectFrom('esign_results')
    .innerJoin('offer_documents', 'offer_documents.id', 'esign_results.document_id')
    .innerJoin('offers', 'offers.id', 'offer_documents.offer_id')
    .select(['esign_results.document_id', 'offers.id as offer_id'])
    .where('esign_results.applied_at', 'is', null)
    .where('offers.domain', '=', who.domain)
    .where('offers.candidate_id', '=', who.candidateId);
  if (documentId !== undefined) pending = pending.where('esign_results.document_id', '=', documentId);
  for (const result of await pending.orderBy('esign_results.recorded_at').execute()) {
    await ctx.db.transaction().execute(async (trx) => {
      await lockKey(trx, `offer:${result.offer_id}`);
      await applyEsignResult(ctx, trx, who, result.document_id);
    });
  }
}
