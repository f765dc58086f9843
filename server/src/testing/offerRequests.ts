import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { sessionCookie, visit, type Browser, type TestApp } from './testApp';

// The offers API as the offers pages call it, for the offers route tests (routes/offers.test.ts and
// routes/offersUploads.test.ts): candidates and offers of their own, multipart uploads, the answers and
// the rows they leave. `testApp` is read at each call: the files make their app in beforeAll.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface Person extends Browser {
  id: number;
}

export interface DocPlan {
  name?: string;
  status?: 'Pending' | 'Signed' | 'Unsigned';
  letter?: boolean;
  url?: string | null;
}

export interface Part {
  field: string;
  filename?: string;
  type?: string;
  body: Buffer | string;
}

export function offerRequests(testApp: () => TestApp) {
  const app = () => testApp().app;
  const db = () => app().careers.db;

  let serial = 0;
  /** A candidate of their own (Robin Park), logged in. */
  async function newCandidate(): Promise<Person> {
    const email = `robin${++serial}.${randomBytes(3).toString('hex')}@offers.test`;
    const anonymous = await visit(app());
    const res = await app().inject({
      method: 'POST', url: '/candidate/signup', headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
      payload: { email, password: 'plum-kettle-42', firstName: 'Robin', lastName: 'Park' },
    });
    expect(res.statusCode).toBe(201);
    const { id } = await db().selectFrom('candidates').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string, id };
  }

  /** A one-page PDF saying `text`. */
  async function pdfSaying(text: string): Promise<Buffer> {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
    return Buffer.from(await doc.save());
  }

  /** An offer of `candidateId` (Extended, expiring in 5 days, one unsigned letter unless told otherwise). */
  async function addOffer(
    candidateId: number,
    plan: { status?: string; expiresAt?: string | null; docs?: DocPlan[]; domain?: string; positionId?: number } = {},
  ): Promise<{ id: number; docs: number[]; pdfs: Buffer[] }> {
    const domain = plan.domain ?? 'demo.test';
    const positionId = plan.positionId ?? (await db().selectFrom('positions').select('id').where('domain', '=', domain).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const now = new Date().toISOString();
    const { id } = await db()
      .insertInto('offers')
      .values({
        domain, candidate_id: candidateId, position_id: positionId, status: plan.status ?? 'Extended', created_at: now, updated_at: now,
        expires_at: plan.expiresAt === undefined ? new Date(Date.now() + 5 * DAY).toISOString() : plan.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const docs: number[] = [];
    const pdfs: Buffer[] = [];
    for (const doc of plan.docs ?? [{ name: 'Offer letter', letter: true }]) {
      const pdf = await pdfSaying(`${doc.name ?? 'Offer letter'} for offer ${id}`);
      const row = await db()
        .insertInto('offer_documents')
        .values({
          domain, offer_id: id, name: doc.name ?? 'Offer letter', status: doc.status ?? 'Unsigned', signed: doc.status === 'Signed' ? 1 : 0,
          is_letter: doc.letter ? 1 : 0, url: doc.url ?? null, pdf, s3_path: null, updated_at: now, expires_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      docs.push(row.id);
      pdfs.push(pdf);
    }
    return { id, docs, pdfs };
  }

  /** A multipart/form-data body as a browser's FormData sends it. */
  function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
    const boundary = `----offersTest${randomBytes(8).toString('hex')}`;
    const chunks = parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
          (part.filename ? `Content-Type: ${part.type ?? 'application/pdf'}\r\n` : '') + '\r\n',
      ),
      Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body),
      Buffer.from('\r\n'),
    ]);
    return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
  }

  const get = (who: Browser | null, url: string) => app().inject({ url, headers: who ? { cookie: who.cookie } : {} });
  function post(who: Browser, url: string, parts?: Part[], headers: Record<string, string> = {}) {
    const body = parts ? multipart(parts) : null;
    return app().inject({
      method: 'POST', url,
      headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, ...(body ? { 'content-type': body.contentType } : {}), ...headers },
      ...(body ? { payload: body.payload } : {}),
    });
  }
  const letterFile = (bytes: Buffer, name = 'signed.pdf'): Part => ({ field: 'signed_offer_letter_pdf_file', filename: name, body: bytes });
  const accept = (who: Browser, offerId: number, parts: Part[], headers?: Record<string, string>) => post(who, `/api/offer/offers/${offerId}/accept?domain=demo.test`, parts, headers);
  const decline = (who: Browser, offerId: number, headers?: Record<string, string>) => post(who, `/api/offer/offers/${offerId}/decline?domain=demo.test`, undefined, headers);
  const acceptDocument = (who: Browser, offerId: number, documentId: number, parts?: Part[]) =>
    post(who, `/api/offer/offers/${offerId}/${documentId}/accept?domain=demo.test`, parts);

  const events = async (offerId: number) =>
    (await db().selectFrom('offer_events').select(['event', 'document_id', 'sha256_before', 'sha256_after', 'ip', 'user_agent']).where('offer_id', '=', offerId).orderBy('id').execute());
  const offerRow = (id: number) => db().selectFrom('offers').select(['status', 'signed_at', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const documentRow = (id: number) => db().selectFrom('offer_documents').select(['status', 'signed', 'signed_at', 'signed_pdf', 'pdf']).where('id', '=', id).executeTakeFirstOrThrow();

  return { newCandidate, pdfSaying, addOffer, multipart, get, post, letterFile, accept, decline, acceptDocument, events, offerRow, documentRow };
}
