// TEMPORARY (offers-core branch only): a minimal working stand-in for the evidence helper's module,
// with the signatures of the brief, so the offers routes can be written and tested before it lands.
// Replaced wholesale by the evidence branch (server/src/services/offers/evidence/**).
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db, Tx } from '../../../db/database';
import type { OfferEventName } from '../../../../../shared/src/contracts/offers';

export interface OfferEventInput {
  domain: string;
  offerId: number;
  documentId: number | null;
  candidateId: number;
  event: OfferEventName;
  ip: string;
  userAgent: string;
  before: Buffer | null;
  after: Buffer | null;
  at?: Date;
}

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Appends one chained audit entry; call inside the transaction that holds the offer's lock. */
export async function appendOfferEvent(trx: Tx, input: OfferEventInput): Promise<{ id: number; hash: string }> {
  const last = await trx.selectFrom('offer_events').select('hash').where('offer_id', '=', input.offerId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const row = {
    domain: input.domain, offer_id: input.offerId, document_id: input.documentId, candidate_id: input.candidateId, event: input.event,
    at: (input.at ?? new Date()).toISOString(), ip: input.ip, user_agent: input.userAgent,
    sha256_before: input.before ? sha256Hex(input.before) : null, sha256_after: input.after ? sha256Hex(input.after) : null,
    prev_hash: last?.hash ?? '',
  };
  const hash = createHash('sha256').update(JSON.stringify(row)).digest('hex');
  const { id } = await trx.insertInto('offer_events').values({ ...row, hash }).returning('id').executeTakeFirstOrThrow();
  return { id, hash };
}

/** Adds a certificate page listing the offer's events (and the signing being recorded) to `pdf`. Not sealed in this stand-in. */
export async function sealSignedPdf(
  db: Db | Tx,
  input: {
    pdf: Buffer; offerId: number; documentId: number; documentName: string; positionName: string;
    signer: { name: string; email: string };
    signing: { event: OfferEventName; at: Date; ip: string; userAgent: string; sha256Before: string | null; sha256Upload: string };
  },
): Promise<Buffer> {
  const events = await db.selectFrom('offer_events').select(['event', 'at']).where('offer_id', '=', input.offerId).orderBy('id').execute();
  const doc = await PDFDocument.load(input.pdf);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  const lines = [
    `Certificate: ${input.documentName} (${input.positionName})`,
    `Signed by ${input.signer.name} <${input.signer.email}>`,
    ...events.map((e) => `${e.at} ${e.event}`),
    `${input.signing.at.toISOString()} ${input.signing.event} ${input.signing.sha256Upload}`,
  ];
  lines.forEach((line, n) => page.drawText(line, { x: 50, y: 750 - n * 16, size: 10, font }));
  return Buffer.from(await doc.save());
}
