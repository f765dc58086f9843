// Test helpers of the evidence tests: an offer with a document in a test database, apps started one
// after another on one database with the EVIDENCE_KEYS of each test, a small real PDF, and a real PDF
// reader (pdf.js) to read a sealed file's text back.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../../../db/database';
import { DEFAULT_REPO_ROOT } from '../../../paths';
import { addCandidate, addCompany, addPosition } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { createTestDatabaseTarget, type TestDatabaseTarget } from '../../../testing/testDatabase';
import { parseEvidenceKeys } from '../../evidenceKeys';
import { appendOfferEvent, sealSignedPdf, sha256Hex } from './index';

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
  return addOfferWithLetter(db, domain, candidateId, positionId);
}

/**
 * An Extended offer for Alex (alex@demo.test, whom `logInAs` logs in) of a new demo.test position called
 * `title`, with one document (the letter): an offer the candidate's routes answer for.
 */
export async function addAlexsOffer(db: Db, title: string): Promise<TestOffer> {
  const candidate = await db.selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow();
  const positionId = await addPosition(db, 'demo.test', title);
  return addOfferWithLetter(db, 'demo.test', candidate.id, positionId);
}

async function addOfferWithLetter(db: Db, domain: string, candidateId: number, positionId: number): Promise<TestOffer> {
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

/** The id of the current key of an EVIDENCE_KEYS text, as the audit answer names it. */
export const evidenceKeyId = (keys: string): string => parseEvidenceKeys(keys, 'test').current.id;

/** Apps on one test database, each started with the EVIDENCE_KEYS of the moment (a restart, a rotation, a copy). */
export interface KeyedApps {
  /** An app on the shared database (or `on`) with these EVIDENCE_KEYS (or, with null, a key file of its own). */
  start(keys: string | null, on?: TestDatabaseTarget): Promise<TestApp>;
  /** Closes one app (a restart's first half). */
  stop(app: TestApp): Promise<void>;
  /** Closes the apps still open and drops the shared database (for afterAll). */
  close(): Promise<void>;
}

/** A new shared test database for apps started with given EVIDENCE_KEYS; `close()` it after the tests. */
export async function openKeyedApps(): Promise<KeyedApps> {
  const target = await createTestDatabaseTarget();
  const opened: TestApp[] = [];
  const urlOf = (on: TestDatabaseTarget) => (on.target.engine === 'sqlite' ? `sqlite:${on.target.path}` : on.url);
  return {
    async start(keys, on = target) {
      const app = await createTestApp({ DATABASE_URL: urlOf(on), ...(keys === null ? {} : { EVIDENCE_KEYS: keys }) });
      opened.push(app);
      return app;
    },
    async stop(app) {
      opened.splice(opened.indexOf(app), 1);
      await app.close();
    },
    async close() {
      for (const app of opened) await app.close();
      await target.drop();
    },
  };
}

export const SIGNED_AT = new Date('2026-11-21T14:05:09Z');
export const TEST_USER_AGENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15 ExtraLongToken/' + 'x'.repeat(120);

/**
 * Signs the offer's letter as the offers service does: in one transaction, a view event, then the
 * seal and the signing event whose `after` is the sealed file.
 */
export async function signTestLetter(on: Db, offer: TestOffer, signer = { name: 'Alex Morgan', email: 'alex@demo.test' }): Promise<{ sealed: Buffer; upload: Buffer; original: Buffer }> {
  const original = await samplePdf('Offer letter for Alex Morgan');
  const upload = await samplePdf('Offer letter for Alex Morgan, signed: Alex Morgan');
  const who = { domain: offer.domain, offerId: offer.offerId, candidateId: offer.candidateId, ip: '198.51.100.23', userAgent: TEST_USER_AGENT };
  const sealed = await on.transaction().execute(async (trx) => {
    await appendOfferEvent(trx, { ...who, documentId: offer.documentId, event: 'viewed', before: original, after: null, at: new Date('2026-11-21T14:00:00Z') });
    const bytes = await sealSignedPdf(trx, {
      pdf: upload, offerId: offer.offerId, documentId: offer.documentId, documentName: 'Offer letter', positionName: 'Data Engineer', signer,
      signing: { event: 'signed', at: SIGNED_AT, ip: who.ip, userAgent: TEST_USER_AGENT, sha256Before: sha256Hex(original), sha256Upload: sha256Hex(upload) },
    });
    await appendOfferEvent(trx, { ...who, documentId: offer.documentId, event: 'signed', before: original, after: bytes, at: SIGNED_AT });
    return bytes;
  });
  return { sealed, upload, original };
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
