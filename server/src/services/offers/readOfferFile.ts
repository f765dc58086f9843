import type { AppContext } from '../../appContext';
import { notFound } from '../../domainErrors';
import type { OfferActor } from './offerActor';
import { findOwnDocument, recordRead, shownBytes } from './readOfferDocument';

export interface OfferFile {
  bytes: Buffer;
  /** A name safe in any Content-Disposition: ASCII letters, digits and dashes, ending in .pdf. */
  fileName: string;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);

/**
 * GET /api/offer/offers/{id}/{documentId}/file: the document's PDF (the sealed signed copy once
 * signed), recorded as 'viewed' (inline) or 'downloaded' (attachment).
 */
export async function readOfferFile(ctx: AppContext, actor: OfferActor, offerId: number, documentId: number, download: boolean): Promise<OfferFile> {
  const { offer, doc } = await findOwnDocument(ctx, actor, offerId, documentId);
  const bytes = await shownBytes(ctx, actor.domain, doc.id);
  if (!bytes) throw notFound('not_found', 'This document has no PDF.');
  await recordRead(ctx, actor, offer.id, doc.id, download ? 'downloaded' : 'viewed', bytes);
  const name = [slug(offer.position_name), slug(doc.name), doc.status === 'Signed' ? 'signed' : ''].filter(Boolean).join('-');
  return { bytes, fileName: `${name || 'offer-document'}.pdf` };
}
