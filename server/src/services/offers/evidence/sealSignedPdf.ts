import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import type { Db, Tx } from '../../../db/database';
import type { OfferEventName } from '@careers/shared/contracts/offers';
import { addCertificatePages, type CertificateEvent, type CertificateOmission } from './certificatePage';
import { checkOfferAudit } from './checkOfferAudit';
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

/**
 * The most events the certificate lists in full, the one being recorded included. Every event that
 * signs or decides (anything but a view or a download) is always listed; views and downloads fill
 * the rest, the first and the last of them, with one line for those between. Each GET of a document
 * is a view, so an offer's log can hold thousands: listing them all made pages by the hundred, drawn
 * inside the offer's locked transaction. 100 events with the widest user agents take 19 pages.
 */
const MAX_LISTED_EVENTS = 100;
const READS: OfferEventName[] = ['viewed', 'downloaded'];

// Room for the PKCS#7 (one 2048-bit certificate and signature: about 1.6 KB) with a wide margin.
const SIGNATURE_BYTES = 8192;

/**
 * Text for the signature dictionary's literal strings, which @signpdf writes as they are (no escaping,
 * one byte per character): printable ASCII without parentheses or backslashes.
 */
const literal = (text: string) => text.normalize('NFKD').replace(/[^\x20-\x7e]|[()\\]/g, '').slice(0, 200);

/**
 * Adds the certificate page (the offer's events so far plus `signing`, and the hash of its last
 * audit entry so far: the chain head the candidate's copy anchors) to `pdf` and seals it with
 * the installation's key: a PKCS#7 detached signature over the whole file (@signpdf), which any PDF
 * reader checks. Everything happens in memory. Pass the caller's transaction: on SQLite its one
 * connection is busy until it commits, and the events it has written so far belong on the page.
 * @public sealingOnFirstUse.ts loads it with require() on the first call (knip sees no import).
 */
export async function sealSignedPdf(db: Db | Tx, input: SealInput): Promise<Buffer> {
  const key = await signingKey(db);
  // The seal must not vouch for entries someone who writes the database changed or slipped in: each
  // listed entry is checked against the chain first, and one that does not check is marked as such.
  const audit = await checkOfferAudit(db, input.offerId);
  const unchecked = new Set(audit.entries.filter((entry) => entry.status !== 'intact').map((entry) => entry.id));
  const events = await certificateEvents(db, input.offerId, unchecked);
  const head = await db.selectFrom('offer_events').select('hash').where('offer_id', '=', input.offerId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const { signing } = input;
  events.push({
    at: signing.at, event: signing.event, documentName: input.documentName, ip: signing.ip, userAgent: signing.userAgent,
    sha256Before: signing.sha256Before, sha256After: signing.sha256Upload, afterLabel: 'of the upload',
  });

  const pdf = await PDFDocument.load(input.pdf, { updateMetadata: false });
  const page = await addCertificatePages(pdf, {
    documentName: input.documentName, positionName: input.positionName, signer: input.signer, sealedAt: signing.at, chainHead: head?.hash ?? null, events,
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

/**
 * The offer's events so far as the certificate lists them, in order: every signing or decision, and
 * views and downloads up to MAX_LISTED_EVENTS in all (the earliest and the latest), with an omission
 * line in place of the others. Reads at most that many rows, however long the log is.
 */
async function certificateEvents(db: Db | Tx, offerId: number, unchecked: ReadonlySet<number>): Promise<Array<CertificateEvent | CertificateOmission>> {
  const entries = () =>
    db
      .selectFrom('offer_events')
      .leftJoin('offer_documents', 'offer_documents.id', 'offer_events.document_id')
      .select(['offer_events.id', 'offer_events.at', 'offer_events.event', 'offer_events.ip', 'offer_events.user_agent', 'offer_events.sha256_before', 'offer_events.sha256_after', 'offer_documents.name'])
      .where('offer_events.offer_id', '=', offerId);
  const decisive = await entries().where('offer_events.event', 'not in', READS).orderBy('offer_events.id', 'asc').execute();
  // One place is the signing being recorded now.
  const room = Math.max(0, MAX_LISTED_EVENTS - 1 - decisive.length);
  const earliest = await entries().where('offer_events.event', 'in', READS).orderBy('offer_events.id', 'asc').limit(room + 1).execute();
  let reads = earliest;
  let omission: (CertificateOmission & { id: number }) | null = null;
  if (earliest.length > room) {
    const head = earliest.slice(0, Math.ceil(room / 2));
    const tailCount = room - head.length;
    const tail = tailCount > 0 ? (await entries().where('offer_events.event', 'in', READS).orderBy('offer_events.id', 'desc').limit(tailCount).execute()).reverse() : [];
    const after = head[head.length - 1]?.id ?? 0;
    const before = tail[0]?.id;
    let between = db
      .selectFrom('offer_events')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('id').as('first_id'), eb.fn.min('at').as('from'), eb.fn.max('at').as('to')])
      .where('offer_id', '=', offerId)
      .where('event', 'in', READS)
      .where('id', '>', after);
    if (before !== undefined) between = between.where('id', '<', before);
    const gap = await between.executeTakeFirstOrThrow();
    reads = [...head, ...tail];
    if (Number(gap.n) > 0 && gap.from && gap.to) {
      omission = { id: Number(gap.first_id), omitted: Number(gap.n), from: new Date(gap.from), to: new Date(gap.to) };
    }
  }
  const rows = [...decisive, ...reads].sort((a, b) => a.id - b.id);
  const listed: Array<CertificateEvent | CertificateOmission> = [];
  for (const row of rows) {
    if (omission && row.id > omission.id) {
      const { id: _id, ...line } = omission;
      listed.push(line);
      omission = null;
    }
    listed.push({
      at: new Date(row.at), event: row.event as OfferEventName, documentName: row.name, ip: row.ip, userAgent: row.user_agent,
      sha256Before: row.sha256_before, sha256After: row.sha256_after, afterLabel: 'after', ...(unchecked.has(row.id) ? { checks: false } : {}),
    });
  }
  if (omission) {
    const { id: _id, ...line } = omission;
    listed.push(line);
  }
  return listed;
}
