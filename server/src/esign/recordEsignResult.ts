import type { AppContext } from '../appContext';
import { lockKey } from '../db/database';
import { isActionable } from '../services/offers/offerState';
import { documentPdf } from './documentPdf';
import type { SigningDocument } from './signingDocument';
import { stampSignature } from './stampSignature';

type EsignOutcome = 'signed' | 'rejected';

/** What the provider holds for a document: its one result. */
export interface RecordedResult {
  result: EsignOutcome;
  signerName: string;
  recordedAt: string;
}

export interface EsignAttempt {
  result: EsignOutcome;
  /** The typed name (required to sign; may be empty to reject). */
  signerName: string;
  ip: string;
  userAgent: string;
}

/** The result recorded for a document, if any. */
export async function recordedResult(ctx: AppContext, documentId: number): Promise<RecordedResult | null> {
  const row = await ctx.db
    .selectFrom('esign_results')
    .select(['result', 'signer_name', 'recorded_at'])
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row ? { result: row.result as EsignOutcome, signerName: row.signer_name, recordedAt: row.recorded_at } : null;
}

/** Whether the document can be signed or rejected now: Unsigned, its offer actionable. */
export function canSign(doc: Pick<SigningDocument, 'status' | 'offer'>, now: number): boolean {
  return doc.status === 'Unsigned' && isActionable(doc.offer, now);
}

/**
 * Records a signature or a rejection, once per document: a repeat (or a request racing the first)
 * gets the result already recorded and changes nothing. `changed` says whether this call recorded
 * it; `null` when the document can no longer be signed (its offer was decided, canceled or expired).
 * On signing, the typed name and the date are stamped into the PDF; the site seals it when it
 * applies the result (services/offers/esign/applyEsignResults.ts).
 */
export async function recordEsignResult(
  ctx: AppContext,
  doc: SigningDocument,
  attempt: EsignAttempt,
): Promise<{ recorded: RecordedResult; changed: boolean } | null> {
  const at = new Date(ctx.now());
  const known = await recordedResult(ctx, doc.id);
  if (known) return { recorded: known, changed: false };
  // Stamped before the transaction: PDF work holds no database connection.
  const signedPdf = attempt.result === 'signed' ? await stampSignature(await documentPdf(doc), { name: attempt.signerName, at }) : null;
  return ctx.db.transaction().execute(async (trx) => {
    // The offer's lock: no accept or decline of the offer runs beside this check and write.
    await lockKey(trx, `offer:${doc.offerId}`);
    const existing = await trx.selectFrom('esign_results').select(['result', 'signer_name', 'recorded_at']).where('document_id', '=', doc.id).executeTakeFirst();
    if (existing) return { recorded: { result: existing.result as EsignOutcome, signerName: existing.signer_name, recordedAt: existing.recorded_at }, changed: false };
    const now = await trx
      .selectFrom('offer_documents')
      .innerJoin('offers', 'offers.id', 'offer_documents.offer_id')
      .select(['offer_documents.status as document_status', 'offers.status', 'offers.expires_at', 'offers.signed_at'])
      .where('offer_documents.id', '=', doc.id)
      .executeTakeFirst();
    if (!now || !canSign({ status: now.document_status, offer: now }, at.getTime())) return null;
    const recorded = { result: attempt.result, signerName: attempt.signerName, recordedAt: at.toISOString() };
    await trx
      .insertInto('esign_results')
      .values({
        document_id: doc.id, domain: doc.domain, result: recorded.result, signer_name: recorded.signerName, signed_pdf: signedPdf,
        ip: attempt.ip, user_agent: attempt.userAgent, recorded_at: recorded.recordedAt, applied_at: null,
      })
      .execute();
    return { recorded, changed: true };
  });
}
