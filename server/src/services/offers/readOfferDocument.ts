import type { AppContext } from '../../appContext';
import { notFound } from '../../domainErrors';
import type { OfferDocumentResponse } from '@careers/shared/contracts/offers';
import { appendOfferEvent, READ_REPEAT_WINDOW_MS } from './evidence';
import type { OfferActor } from './offerActor';
import { documentBytes, findDocuments, findOffer, type DocumentRow, type OfferRow } from './offerRows';
import { documentView, offerView } from './offerView';
import { withOfferLock } from './withOfferLock';

/** Another candidate's offer, another company's, and a missing one all answer the same. */
export const offerNotFound = () => notFound('not_found', 'Offer not found.');

/** One of the candidate's offers with its documents, and one of them; not found for anything not theirs. */
export async function findOwnDocument(ctx: AppContext, actor: OfferActor, offerId: number, documentId: number): Promise<{ offer: OfferRow; docs: DocumentRow[]; doc: DocumentRow }> {
  const offer = await findOffer(ctx.db, actor, offerId);
  if (!offer) throw offerNotFound();
  const docs = await findDocuments(ctx.db, actor.domain, [offer.id]);
  const doc = docs.find((d) => d.id === documentId);
  if (!doc) throw offerNotFound();
  return { offer, docs, doc };
}

/** What a reader sees of a document: the signed copy once there is one, else the original. */
export async function shownBytes(ctx: AppContext, domain: string, documentId: number): Promise<Buffer | null> {
  const bytes = await documentBytes(ctx.db, domain, documentId);
  return bytes.signed_pdf ?? bytes.pdf;
}

/**
 * GET /api/offer/offers/{id}/{documentId}: the offer and the document with its PDF in `b64_string`.
 * Showing the bytes is a 'viewed' event in the offer's audit log.
 */
export async function readOfferDocument(ctx: AppContext, actor: OfferActor, offerId: number, documentId: number): Promise<OfferDocumentResponse> {
  const { offer, docs, doc } = await findOwnDocument(ctx, actor, offerId, documentId);
  const bytes = await shownBytes(ctx, actor.domain, doc.id);
  if (bytes) await recordRead(ctx, actor, offer.id, doc.id, 'viewed', bytes);
  return { offer: offerView(ctx, offer, docs), document: documentView(ctx, offer, doc, bytes ? bytes.toString('base64') : null) };
}

/**
 * Appends a 'viewed' or 'downloaded' entry naming the exact bytes handed out, once per document,
 * candidate, IP, user agent and bytes in READ_REPEAT_WINDOW_MS (10 minutes): reloads within it are the
 * same reading, and would pad the log and the certificate with copies.
 */
export function recordRead(ctx: AppContext, actor: OfferActor, offerId: number, documentId: number, event: 'viewed' | 'downloaded', bytes: Buffer): Promise<unknown> {
  return withOfferLock(ctx.db, offerId, (trx) =>
    appendOfferEvent(trx, {
      domain: actor.domain, offerId, documentId, candidateId: actor.candidateId, event, ip: actor.ip, userAgent: actor.userAgent,
      before: bytes, after: bytes, at: new Date(ctx.now()),
    }, { onceWithin: READ_REPEAT_WINDOW_MS }),
  );
}
