// TEMPORARY (h-esign branch only): a minimal stand-in for the evidence helper's module, with the
// brief's API, so the e-sign code can be tested before it lands. Dropped on merge.
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db, Tx } from '../../../db/database';
import type { OfferEventName } from '../../../../../shared/src/contracts/offers/offers';

export interface OfferEventInput {
  domain: string; offerId: number; documentId: number | null; candidateId: number;
  event: OfferEventName;
  ip: string; userAgent: string;
  before: Buffer | null;
  after: Buffer | null;
  at?: Date;
}

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

export async function appendOfferEvent(trx: Tx, input: OfferEventInput): Promise<{ id: number; hash: string }> {
  const last = await trx.selectFrom('offer_events').select('hash').where('offer_id', '=', input.offerId).orderBy('id', 'desc').executeTakeFirst();
  const prev = last?.hash ?? '';
  const fields = {
    domain: input.domain, offer_id: input.offerId, document_id: input.documentId, candidate_id: input.candidateId, event: input.event,
    at: (input.at ?? new Date()).toISOString(), ip: input.ip, user_agent: input.userAgent,
    sha256_before: input.before ? sha256Hex(input.before) : null, sha256_after: input.after ? sha256Hex(input.after) : null,
  };
  const hash = createHash('sha256').update(JSON.stringify([fields, prev])).digest('hex');
  const { id } = await trx.insertInto('offer_events').values({ ...fields, prev_hash: prev, hash }).returning('id').executeTakeFirstOrThrow();
  return { id, hash };
}

export async function sealSignedPdf(db: Db | Tx, input: {
  pdf: Buffer; offerId: number; documentId: number; documentName: string; positionName: string;
  signer: { name: string; email: string };
  signing: { event: OfferEventName; at: Date; ip: string; userAgent: string; sha256Before: string | null; sha256Upload: string };
}): Promise<Buffer> {
  const events = await db.selectFrom('offer_events').select(['event', 'at']).where('offer_id', '=', input.offerId).orderBy('id').execute();
  const pdf = await PDFDocument.load(input.pdf);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  const lines = ['Certificate', input.documentName, ...events.map((e) => `${e.at} ${e.event}`), `${input.signing.at.toISOString()} ${input.signing.event}`];
  lines.forEach((line, n) => page.drawText(line, { x: 50, y: 740 - n * 16, size: 10, font }));
  return Buffer.from(await pdf.save());
}
