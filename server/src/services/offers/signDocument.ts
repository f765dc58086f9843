import type { Tx } from '../../db/database';
import { appendOfferEvent, sealSignedPdf, sha256Hex } from './evidence';
import type { OfferActor } from './offerActor';
import { documentBytes, type DocumentRow, type OfferRow } from './offerRows';
import type { SignedPdfUpload } from './signedPdfUpload';

/**
 * Records a signed document, inside the transaction holding the offer's lock: the uploaded PDF gets
 * the certificate page and the seal, the audit log the signing ('signed' with a typed name in the page,
 * 'uploaded' for a print-signed file, or the event given: 'esigned' for the provider's result) with the
 * SHA-256 of the original and of the sealed copy, and the document turns Signed. Signing the letter
 * accepts the offer: Accepted, signed, no deadline any more. Returns the offer and the document as
 * the call left them (what it wrote over what it was given), so the answer needs no read of them again.
 */
export async function signDocument(
  trx: Tx, actor: OfferActor, offer: OfferRow, doc: DocumentRow, upload: SignedPdfUpload, at: Date, signingEvent?: 'signed' | 'uploaded' | 'esigned',
): Promise<{ offer: OfferRow; doc: DocumentRow }> {
  const { pdf: original } = await documentBytes(trx, actor.domain, doc.id);
  const event = signingEvent ?? (upload.signatureName !== null ? 'signed' : 'uploaded');
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
  const signedDoc = { status: 'Signed', signed: 1, signed_at: when, updated_at: when };
  await trx.updateTable('offer_documents').set({ ...signedDoc, signed_pdf: sealed }).where('id', '=', doc.id).where('domain', '=', actor.domain).execute();
  const changed = doc.is_letter === 1 ? { status: 'Accepted', signed_at: when, expires_at: null, updated_at: when } : { updated_at: when };
  await trx.updateTable('offers').set(changed).where('id', '=', offer.id).execute();
  if (doc.is_letter === 1) await appendOfferEvent(trx, { ...entry, event: 'accepted', before: null, after: sealed });
  // The signed copy is there now: has_pdf is 1 whatever the original was.
  return { offer: { ...offer, ...changed }, doc: { ...doc, ...signedDoc, has_pdf: 1 } };
}

/**
 * Declines the offer (in the transaction holding its lock): Declined, no deadline any more, and the
 * audit entry ('declined', or 'esign_rejected' with the rejected document when the provider recorded it).
 * Returns the offer as the call left it.
 */
export async function declineOfferRow(trx: Tx, actor: OfferActor, offer: OfferRow, at: Date, rejected?: { documentId: number }): Promise<OfferRow> {
  const changed = { status: 'Declined', expires_at: null, updated_at: at.toISOString() };
  await trx.updateTable('offers').set(changed).where('id', '=', offer.id).execute();
  await appendOfferEvent(trx, {
    domain: actor.domain, offerId: offer.id, documentId: rejected?.documentId ?? null, candidateId: actor.candidateId, event: rejected ? 'esign_rejected' : 'declined',
    ip: actor.ip, userAgent: actor.userAgent, before: null, after: null, at,
  });
  return { ...offer, ...changed };
}
