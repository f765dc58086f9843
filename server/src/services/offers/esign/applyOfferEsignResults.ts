import type { AppContext } from '../../../appContext';
import type { Tx } from '../../../db/database';
import { applyEsignResult, type EsignApplier } from './applyEsignResult';

/**
 * Applies the recorded-but-unapplied provider results of these documents (one offer's, as the caller
 * read them for the candidate: the scope is theirs), oldest first, in `trx`, which must hold the
 * offer's lock. Accept and decline call it before deciding, so the earliest act wins: a signature
 * recorded at the provider before a decline accepts the offer (the letter), and the decline then
 * finds it accepted. Returns the documents whose result this call applied (changed their document
 * or the offer): with none, the rows the caller read are still the offer as it is.
 */
export async function applyOfferEsignResults(ctx: AppContext, trx: Tx, who: EsignApplier, documentIds: number[]): Promise<Set<number>> {
  const applied = new Set<number>();
  if (documentIds.length === 0) return applied;
  // Only esign_results: the caller has read the offer, and applyEsignResult reads again what it applies.
  const pending = await trx
    .selectFrom('esign_results')
    .select('document_id')
    .where('applied_at', 'is', null)
    .where('document_id', 'in', documentIds)
    .orderBy('recorded_at')
    .orderBy('document_id')
    .execute();
  for (const { document_id: documentId } of pending) {
    if (await applyEsignResult(ctx, trx, who, documentId)) applied.add(documentId);
  }
  return applied;
}
