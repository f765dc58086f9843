import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import type { Db, Tx } from '../../../db/database';
import type { OfferEventName } from '../../../../../shared/src/contracts/offers';
import { addCertificatePages, type CertificateEvent } from './certificatePage';
import { signingKey } from './signingKey';

export interface SealInput {
  pdf: Buffer;
  offerId: number;
  documentId: number;
  documentName: string;
  positionName: string;
  signer: { name: string; email: string };
  /** The event being recorded now (appended to the audit log by the caller, with the sealed bytes as `after`). */
  signing: { event: OfferEventName; at: Date; ip: string; userAgent: string; sha256Before: string | null; sha256Upload: string };
}

// Room for the PKCS#7 (one 2048-bit certificate and signature: about 1.6 KB) with a wide margin.
const SIGNATURE_BYTES = 8192;

/**
 * Text for the signature dictionary's literal strings, which @signpdf writes as they are (no escaping,
 * one byte per character): printable ASCII without parentheses or backslashes.
 */
const literal = (text: string) => text.normalize('NFKD').replace(/[^\x20-\x7e]|[()\\]/g, '').slice(0, 200);

/**
 * Adds the certificate page (the offer's events so far plus `signing`) to `pdf` and seals it with
 * the installation's key: a PKCS#7 detached signature over the whole file (@signpdf), which any PDF
 * reader checks. Everything happens in memory. Pass the caller's transaction: on SQLite its one
 * connection is busy until it commits, and the events it has written so far belong on the page.
 */
export async function sealSignedPdf(db: Db | Tx, input: SealInput): Promise<Buffer> {
  const key = await signingKey(db);
  const rows = await db
    .selectFrom('offer_events')
    .leftJoin('offer_documents', 'offer_documents.id', 'offer_events.document_id')
    .select(['offer_events.at', 'offer_events.event', 'offer_events.ip', 'offer_events.user_agent', 'offer_events.sha256_before', 'offer_events.sha256_after', 'offer_documents.name'])
    .where('offer_events.offer_id', '=', input.offerId)
    .orderBy('offer_events.id', 'asc')
    .execute();
  const events: CertificateEvent[] = rows.map((row) => ({
    at: new Date(row.at),
    event: row.event as OfferEventName,
    documentName: row.name,
    ip: row.ip,
    userAgent: row.user_agent,
    sha256Before: row.sha256_before,
    sha256After: row.sha256_after,
    afterLabel: 'after',
  }));
  const { signing } = input;
  events.push({
    at: signing.at, event: signing.event, documentName: input.documentName, ip: signing.ip, userAgent: signing.userAgent,
    sha256Before: signing.sha256Before, sha256After: signing.sha256Upload, afterLabel: 'of the upload',
  });

  const pdf = await PDFDocument.load(input.pdf, { updateMetadata: false });
  const page = await addCertificatePages(pdf, {
    documentName: input.documentName, positionName: input.positionName, signer: input.signer, sealedAt: signing.at, events,
  });
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    pdfPage: page,
    reason: literal(`Signed by ${input.signer.name}`),
    contactInfo: literal(input.signer.email),
    name: 'Careers Platform document seal',
    location: 'Careers site',
    signingTime: signing.at,
    signatureLength: SIGNATURE_BYTES,
  });
  // Object streams would hide the placeholder from the byte-level signer.
  const prepared = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return signpdf.sign(prepared, key.signer, signing.at);
}
