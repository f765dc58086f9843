import type { AppContext } from '../../../appContext';
import type { Tx } from '../../../db/database';
import { appendOfferEvent, sealSignedPdf, sha256Hex } from '../evidence';
import { isActionable } from '../offerState';

/** Who applies provider results: the candidate's request, recorded for the acts it performs (accepted, declined). */
export interface EsignApplier {
  domain: string;
  candidateId: number;
  ip: string;
  userAgent: string;
}

/**
 * Applies one recorded-but-unapplied provider result, in `trx`, which must hold the offer's lock.
 * Returns whether it changed the document or the offer. Whatever it changes, the provider's act is
 * entered in the audit log ('esigned' / 'esign_rejected' with the provider's time, address and user
 * agent): a signature that came too late to count still leaves its trace.
 */
export async function applyEsignResult(ctx: AppContext, trx: Tx, who: EsignApplier, documentId: number): Promise<boolean> {
  // Read again under the lock: another request may have applied it (or changed the offer) meanwhile.
  const row = await trx
    .selectFrom('esign_results')
    .innerJoin('offer_documents', 'offer_documents.id', 'esign_results.document_id')
    .innerJoin('offers', 'offers.id', 'offer_documents.offer_id')
    .innerJoin('positions', 'positions.id', 'offers.position_id')
    .innerJoin('candidates', 'candidates.id', 'offers.candidate_id')
    .select([
      'esign_results.result', 'esign_results.signer_name', 'esign_results.signed_pdf as provider_pdf', 'esign_results.ip', 'esign_results.user_agent',
      'esign_results.recorded_at', 'esign_results.applied_at',
      'offer_documents.name', 'offer_documents.status as document_status', 'offer_documents.is_letter', 'offer_documents.pdf',
      'offers.id as offer_id', 'offers.status', 'offers.expires_at', 'offers.signed_at', 'positions.title', 'candidates.email',
    ])
    .where('esign_results.document_id', '=', documentId)
    .where('offers.domain', '=', who.domain)
    .where('offers.candidate_id', '=', who.candidateId)
    .executeTakeFirst();
  if (!row || row.applied_at !== null) return false;
  const now = new Date(ctx.now());
  const nowIso = now.toISOString();
  const markApplied = () => trx.updateTable('esign_results').set({ applied_at: nowIso }).where('document_id', '=', documentId).execute();
  // Signing and rejecting are the candidate's acts at the provider: recorded with when and from where
  // they happened there. Accepting and declining the offer happen now, in the request that applies them.
  const signedAt = new Date(row.recorded_at);
  const atProvider = { domain: who.domain, offerId: row.offer_id, candidateId: who.candidateId, ip: row.ip, userAgent: row.user_agent, at: signedAt };
  const here = { domain: who.domain, offerId: row.offer_id, candidateId: who.candidateId, ip: who.ip, userAgent: who.userAgent, at: now };
  const original = row.pdf ? Buffer.from(row.pdf) : null;
  // A document already signed (or still being prepared) takes no e-signature; an offer no longer
  // actionable takes no decision. The result stays recorded (esign_status still reports it), and the
  // audit log says what the provider recorded (its stamped copy, unsealed, as the bytes after).
  const signable = isActionable(row, now.getTime()) && row.document_status === 'Unsigned';
  if (!signable || (row.result === 'signed' && !row.provider_pdf)) {
    const signed = row.result === 'signed';
    const after = signed && row.provider_pdf ? Buffer.from(row.provider_pdf) : null;
    await appendOfferEvent(trx, { ...atProvider, documentId, event: signed ? 'esigned' : 'esign_rejected', before: original, after });
    await markApplied();
    return false;
  }
  if (row.result === 'signed' && row.provider_pdf) {
    const providerPdf = Buffer.from(row.provider_pdf);
    const sealed = await sealSignedPdf(trx, {
      pdf: providerPdf, offerId: row.offer_id, documentId, documentName: row.name, positionName: row.title,
      signer: { name: row.signer_name, email: row.email },
      signing: {
        event: 'esigned', at: signedAt, ip: row.ip, userAgent: row.user_agent,
        sha256Before: original ? sha256Hex(original) : null, sha256Upload: sha256Hex(providerPdf),
      },
    });
    await trx
      .updateTable('offer_documents')
      .set({ signed_pdf: sealed, status: 'Signed', signed: 1, signed_at: row.recorded_at, updated_at: nowIso })
      .where('id', '=', documentId)
      .execute();
    await appendOfferEvent(trx, { ...atProvider, documentId, event: 'esigned', before: original, after: sealed });
    if (row.is_letter === 1) {
      await trx
        .updateTable('offers')
        .set({ status: 'Accepted', signed_at: row.recorded_at, expires_at: null, updated_at: nowIso })
        .where('id', '=', row.offer_id)
        .execute();
      await appendOfferEvent(trx, { ...here, documentId, event: 'accepted', before: null, after: sealed });
    } else {
      await trx.updateTable('offers').set({ updated_at: nowIso }).where('id', '=', row.offer_id).execute();
    }
  } else {
    await trx.updateTable('offers').set({ status: 'Declined', expires_at: null, updated_at: nowIso }).where('id', '=', row.offer_id).execute();
    await appendOfferEvent(trx, { ...atProvider, documentId, event: 'esign_rejected', before: original, after: null });
    await appendOfferEvent(trx, { ...here, documentId: null, event: 'declined', before: null, after: null });
  }
  await markApplied();
  return true;
}
