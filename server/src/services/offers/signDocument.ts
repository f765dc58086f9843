import type { Tx } from '../../db/database';
import { appendOfferEvent, sealSignedPdf, sha256Hex } from './evidence';
import type { OfferActor } from './offerActor';
import { documentBytes, type DocumentRow, type OfferRow } from './offerRows';
import type { SignedPdfUpload } from './signedPdfUpload';

/**
 * Records a signed document, inside the transaction holding the offer's lock: the uploaded PDF gets
 * the certificate page and the seal, the audit log the signing ('signed' with a typed name in the page,
 * 'uploaded' for a print-signed file) with the SHA-256 of the original and of the sealed copy, and the
 * document turns Signed. Signing the letter accepts the offer: Accepted, signed, no deadline any more.
 */
export async function signDocument(trx: Tx, actor: OfferActor, offer: OfferRow, doc: DocumentRow, upload: SignedPdfUpload, at: Date): Promise<void> {
  const { pdf: original } = await documentBytes(trx, actor.domain, doc.id);
  const event = upload.signatureName !== null ? 'signed' : 'uploaded';
  const sealed = await sealSignedPdf(trx, {
    pdf: upload.bytes,
    offerId: offer.id,
    documentId: doc.id,
    documentName: doc.name,
    positionName: offer.position_name,
    signer: { name: upload.signatureName || actor.fullName || actor.email, email: actor.email },
    signing: { event, at, ip: actor.ip, userAgent: actor.userAgent, sha256Before: original ? sha256Hex(original) : null, sha256Upload: upload.sha256 },
  });
  const entry = { domain: actor.domain, offerId: offer.id, documentId: doc.id, candidateId: actor.candidateId, ip: actor.ip, userAgent: actor.userAgent, at };
  await appendOfferEvent(trx, { ...entry, event, before: original, after: sealed });
  const when = at.toISOString();
  await trx
    .updateTable('offer_documents')
    .set({ status: 'Signed', signed: 1, signed_at: when, signed_pdf: sealed, updated_at: when })
    .where('id', '=', doc.id)
    .where('domain', '=', actor.domain)
    .execute();
  if (doc.is_letter === 1) {
    await trx.updateTable('offers').set({ status: 'Accepted', signed_at: when, expires_at: null, updated_at: when }).where('id', '=', offer.id).execute();
    await appendOfferEvent(trx, { ...entry, event: 'accepted', before: null, after: sealed });
  } else {
    await trx.updateTable('offers').set({ updated_at: when }).where('id', '=', offer.id).execute();
  }
}

/** Declines the offer (in the transaction holding its lock): Declined, no deadline any more, and the audit entry. */
export async function declineOfferRow(trx: Tx, actor: OfferActor, offer: OfferRow, at: Date): Promise<void> {
  const when = at.toISOString();
  await trx.updateTable('offers').set({ status: 'Declined', expires_at: null, updated_at: when }).where('id', '=', offer.id).execute();
  await appendOfferEvent(trx, {
    domain: actor.domain, offerId: offer.id, documentId: null, candidateId: actor.candidateId, event: 'declined',
    ip: actor.ip, userAgent: actor.userAgent, before: null, after: null, at,
  });
}
