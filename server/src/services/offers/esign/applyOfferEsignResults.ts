import type { AppContext } from '../../../appContext';
import type { Tx } from '../../../db/database';
import { applyEsignResult, type EsignApplier } from './applyEsignResult';

/**
 * Applies the offer's recorded-but-unapplied provider results, oldest first, in `trx`, which must
 * hold the offer's lock. Accept and decline call it before deciding, so the earliest act wins: a
 * signature recorded at the provider before a decline accepts the offer (the letter), and the
 * decline then finds it accepted. Returns the documents whose result this call applied.
 */
export async function applyOfferEsignResults(ctx: AppContext, trx: Tx, who: EsignApplier, offerId: number): Promise<Set<number>> {
  const pending = await trx
    .selectFrom('esign_results')
    .innerJoin('offer_documents', 'offer_documents.id', 'esign_results.document_id')
    .innerJoin('offers', 'offers.id', 'offer_documents.offer_id')
    .select('esign_results.document_id')
    .where('esign_results.applied_at', 'is', null)
    .where('offers.id', '=', offerId)
    .where('offers.domain', '=', who.domain)
    .where('offers.candidate_id', '=', who.candidateId)
    .orderBy('esign_results.recorded_at')
    .orderBy('esign_results.document_id')
    .execute();
  const applied = new Set<number>();
  for (const { document_id: documentId } of pending) {
    if (await applyEsignResult(ctx, trx, who, documentId)) applied.add(documentId);
  }
  return applied;
}
