// Test helpers of the evidence tests: an offer with a document in a test database, a small real PDF,
// and a real PDF reader (pdf.js) to read a sealed file's text back.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../../../db/database';
import { DEFAULT_REPO_ROOT } from '../../../paths';
import { addCandidate, addCompany, addPosition } from '../../../testing/fixtures';

export interface TestOffer {
  domain: string;
  candidateId: number;
  offerId: number;
  documentId: number;
}

let companies = 0;

/** A company, a candidate and an Extended offer with one document (the letter), all new. */
export async function addTestOffer(db: Db, domain = `evidence${++companies}.test`): Promise<TestOffer> {
  const existing = await db.selectFrom('domains').select('id').where('id', '=', domain).executeTakeFirst();
  if (!existing) await addCompany(db, domain);
  const candidateId = await addCandidate(db, domain, `signer${companies}-${Date.now()}@${domain}`);
  const positionId = await addPosition(db, domain, 'Data Engineer');
  const now = new Date().toISOString();
  const { id: offerId } = await db
    .insertInto('offers')
    .values({ domain, candidate_id: candidateId, position_id: positionId, status: 'Extended', created_at: now, updated_at: now, expires_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: documentId } = await db
    .insertInto('offer_documents')
    .values({ domain, offer_id: offerId, name: 'Offer letter', status: 'Unsigned', signed: 0, is_letter: 1, url: null, pdf: await samplePdf('Offer letter'), s3_path: null, updated_at: now, expires_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { domain, candidateId, offerId, documentId };
}

/** A one-page PDF saying `text`. */
export async function samplePdf(text = 'Offer letter'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await pdf.save());
}

const PDFJS = path.join(DEFAULT_REPO_ROOT, 'mf-offers', 'node_modules', 'pdfjs-dist', 'legacy', 'build', 'pdf.mjs');

// pdf.js is ESM-only and jest runs CommonJS: a child Node reads the file, as any PDF reader would.
const READ_TEXT = `
const { getDocument } = await import(process.argv[1]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n += 1) {
  const content = await (await doc.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => item.str + (item.hasEOL ? '\\n' : '')).join(''));
}
process.stdout.write(JSON.stringify(pages));
`;

/** The text of each page of `pdf`, as pdf.js (the viewer the document page uses) reads it. */
export function pdfPagesText(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', READ_TEXT, PDFJS], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as string[]);
    });
    child.stdin?.end(pdf);
  });
}
