import { PDFDocument, PDFRawStream, StandardFonts, decodePDFRawStream } from 'pdf-lib';
import type { Db } from '../db/database';

export interface DocumentPlan {
  name: string;
  isLetter?: boolean;
  /** Signed with the e-signature provider (has a url), not in the embedded flow. */
  esign?: boolean;
  /** The document's PDF; a small one naming the document when left out, none when null. */
  pdf?: Buffer | null;
  status?: 'Pending' | 'Signed' | 'Unsigned';
}

/** A one-page PDF with `text` on it. */
async function smallPdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** An offer of `candidateId` with its documents (Extended, expiring in 10 days unless told otherwise). */
export async function addOffer(
  db: Db,
  input: { candidateId: number; domain?: string; status?: string; expiresAt?: string | null; documents: DocumentPlan[] },
): Promise<{ offerId: number; documentIds: number[] }> {
  const domain = input.domain ?? 'demo.test';
  const now = new Date().toISOString();
  const position = await db.selectFrom('positions').select('id').where('domain', '=', domain).orderBy('id').executeTakeFirstOrThrow();
  const { id: offerId } = await db
    .insertInto('offers')
    .values({
      domain, candidate_id: input.candidateId, position_id: position.id, status: input.status ?? 'Extended', created_at: now, updated_at: now,
      expires_at: input.expiresAt === undefined ? new Date(Date.now() + 10 * 86_400_000).toISOString() : input.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const documentIds: number[] = [];
  for (const doc of input.documents) {
    const pdf = doc.pdf === undefined ? await smallPdf(`${doc.name} for offer ${offerId}`) : doc.pdf;
    const { id } = await db
      .insertInto('offer_documents')
      .values({
        domain, offer_id: offerId, name: doc.name, status: doc.status ?? 'Unsigned', signed: doc.status === 'Signed' ? 1 : 0, is_letter: doc.isLetter ? 1 : 0,
        url: doc.esign ? '/esign' : null, pdf, s3_path: null, updated_at: now, expires_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    documentIds.push(id);
  }
  return { offerId, documentIds };
}

/**
 * The text a PDF draws, roughly: every string operand of its streams (decoded by pdf-lib), literal
 * or hex, read as Latin-1. Enough to check a name was written into it.
 */
export async function pdfStrings(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let text: string;
    try {
      text = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    } catch {
      continue; // images and fonts in filters pdf-lib does not decode
    }
    for (const hex of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    for (const literal of text.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) parts.push(literal[1] ?? '');
  }
  return parts.join('\n');
}
