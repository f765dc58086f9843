import { PassThrough } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { MAX_SIGNED_PDF_BYTES } from '@careers/shared/contracts/offers';
import { uploadSlotsOf } from '../services/files/uploadSlots';
import { offerRequests, type Part } from '../testing/offerRequests';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';
import { SAMPLE } from '../testing/uploadFile';

// The offers API's uploads (spec §7 Offers), on either engine: exactly one PDF, parsed, capped, without
// JavaScript; under many calls at once concurrent accepts and declines make one transition, and an address may
// have only so many uploads in progress. Apart from
// routes/offers.test.ts, the longest server file, so that its apps start and run on the other jest
// worker (CI has two).

let t: TestApp;

beforeAll(async () => {
  // The concurrency tests send many calls at once from one address.
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000', UPLOADS_PER_IP_AT_ONCE: '100' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;
const { newCandidate, pdfSaying, addOffer, multipart, letterFile, accept, acceptDocument, decline, events, offerRow, documentRow } = offerRequests(() => t);

describe('accepting the offer (its letter)', () => {
  test('50 concurrent accepts: one transition, one signed and one accepted entry, every caller 200 with the same offer', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const upload = await pdfSaying('signed once');
    const answers = await Promise.all(Array.from({ length: 50 }, () => accept(robin, offer.id, [letterFile(upload)])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.changed)).toHaveLength(1);
    for (const body of bodies) expect(body.offer).toEqual(bodies[0].offer);
    expect(bodies[0].offer).toMatchObject({ status: 'Accepted', signed: true });
    expect((await events(offer.id)).map((e) => e.event)).toEqual(['uploaded', 'accepted']);
  }, 120_000);});

describe('Idempotency-Key', () => {
  test('concurrent calls with one key: one transition, the same answer for all', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const key = { 'idempotency-key': 'decline-once' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => decline(robin, offer.id, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().changed)).toHaveLength(1);
    expect((await events(offer.id)).map((e) => e.event)).toEqual(['declined']);
  });
});

describe('uploads at once', () => {
  let one: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ UPLOADS_PER_IP_AT_ONCE: '1', LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => {
    await one.close();
  });

  test('an address may have UPLOADS_PER_IP_AT_ONCE accept calls in progress; one more is 429 until one ends', async () => {
    const robin = await logInAs(one.app, 'alex@demo.test');
    const offerId = (await one.app.careers.db.selectFrom('offers').select('id').where('status', '=', 'Extended').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const { payload, contentType } = multipart([letterFile(await pdfSaying('slow'))]);
    // An upload whose body has not all arrived yet holds its place until the rest comes.
    const body = new PassThrough();
    const slow = one.app.inject({
      method: 'POST', url: `/api/offer/offers/${offerId}/accept?domain=demo.test`, remoteAddress: '10.2.0.1', payload: body,
      headers: { cookie: robin.cookie, 'x-csrf-token': robin.csrf, 'content-type': contentType },
    });
    body.write(payload.subarray(0, payload.length - 20));
    // A probe on a missing offer (404 when let through, nothing changes) until the slow one is inside.
    const probe = (remoteAddress: string) => one.app.inject({
      method: 'POST', url: '/api/offer/offers/999999/accept?domain=demo.test', remoteAddress,
      headers: { cookie: robin.cookie, 'x-csrf-token': robin.csrf, 'content-type': contentType }, payload,
    });
    let slowAnswered = false;
    void slow.then(() => (slowAnswered = true));
    // Probe only once the slow one holds its slot: a probe sent earlier could take the slot first (then
    // the slow one, arriving second, is the one refused), which a loaded machine made happen in CI.
    const slots = uploadSlotsOf(one.app.careers);
    for (let tries = 0; slots.busy('10.2.0.1') === 0 && !slowAnswered && tries < 5000; tries++) await new Promise((resolve) => setTimeout(resolve, 2));
    const refused = await probe('10.2.0.1');
    // Not answered before its body is complete: it holds its place meanwhile.
    expect(slowAnswered).toBe(false);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many uploads at once. Wait for one to finish, then try again.' } });
    const docProbe = await one.app.inject({
      method: 'POST', url: `/api/offer/offers/${offerId}/999999/accept?domain=demo.test`, remoteAddress: '10.2.0.1',
      headers: { cookie: robin.cookie, 'x-csrf-token': robin.csrf, 'content-type': contentType }, payload,
    });
    expect(docProbe.statusCode).toBe(429);
    // Another address is not held back.
    expect((await probe('10.2.0.2')).statusCode).toBe(404);
    body.end(payload.subarray(payload.length - 20));
    expect((await slow).statusCode).not.toBe(429);
    expect((await probe('10.2.0.1')).statusCode).toBe(404);
  });
});

describe('uploads: exactly one PDF, parsed, capped, without JavaScript', () => {
  async function pdfWithJavaScript(): Promise<Buffer> {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hi")') }));
    return Buffer.from(await doc.save());
  }

  async function pdfWithAction(type: string): Promise<Buffer> {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: type, F: PDFString.of('http://example.org/x') }));
    return Buffer.from(await doc.save());
  }
  async function pdfWithAttachment(): Promise<Buffer> {
    const doc = await PDFDocument.create();
    doc.addPage();
    await doc.attach(Buffer.from('MZ'), 'run.exe');
    return Buffer.from(await doc.save());
  }
  async function deepChainPdf(): Promise<Buffer> {
    const doc = await PDFDocument.create();
    doc.addPage();
    let action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("deep")') });
    for (let i = 0; i < 70; i++) action = doc.context.obj({ S: 'GoTo', D: [doc.getPage(0).ref, PDFName.of('Fit')], Next: action });
    doc.catalog.set(PDFName.of('OpenAction'), action);
    return Buffer.from(await doc.save({ useObjectStreams: false }));
  }
  /** A one-page PDF whose object stream inflates to 17 MiB of spaces. */
  function bombPdf(): Buffer {
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'];
    const text = `%PDF-1.7\n${objects.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join('')}`;
    const data = deflateSync(Buffer.concat([Buffer.from('4 0 << >>'), Buffer.alloc(17 * 1024 * 1024, 0x20)]));
    return Buffer.concat([
      Buffer.from(`${text}5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
      data, Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    ]);
  }

  /** A one-page PDF with 60,000 '%' before its cross-reference table: pdf-lib needs many seconds for them (quadratic). */
  async function slowPdf(): Promise<Buffer> {
    const doc = await PDFDocument.create();
    doc.addPage();
    const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
    const at = bytes.lastIndexOf('xref');
    return Buffer.concat([bytes.subarray(0, at), Buffer.from(`${'%'.repeat(60_000)}\n`), bytes.subarray(at)]);
  }

  test.each<[string, () => Promise<Part[]>, RegExp]>([
    ['a file crafted to keep the PDF parser busy (stopped by the parse gate)', async () => [letterFile(await slowPdf(), 'slow.pdf')], /^The file "slow\.pdf" is built in a way that takes too long to read\./],
    ['a renamed PNG', async () => [letterFile(SAMPLE.png, 'signed.pdf')], /^The file "signed\.pdf" is not a PDF\./],
    ['two files', async () => [letterFile(await pdfSaying('a'), 'a.pdf'), letterFile(await pdfSaying('b'), 'b.pdf')], /^You should upload at most 1 file$/],
    ['an oversized file', async () => [letterFile(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_SIGNED_PDF_BYTES)]), 'big.pdf')], /^The file "big\.pdf" is larger than 10 MB/],
    ['a PDF with JavaScript', async () => [letterFile(await pdfWithJavaScript(), 'script.pdf')], /^The file "script\.pdf" contains JavaScript/],
    ['a decompression bomb (17 KB expanding beyond 16 MB)', async () => [letterFile(bombPdf(), 'bomb.pdf')], /^The file "bomb\.pdf" holds compressed data that expands to more than 16 MB/],
    ['JavaScript at the end of 70 nested /Next actions', async () => [letterFile(await deepChainPdf(), 'deep.pdf')], /^The file "deep\.pdf" contains JavaScript/],
    ...['SubmitForm', 'ImportData', 'GoToE', 'GoToR'].map((type) => [
      `a /${type} action`, async () => [letterFile(await pdfWithAction(type), 'action.pdf')], /^The file "action\.pdf" contains JavaScript or other active content/,
    ] as [string, () => Promise<Part[]>, RegExp]),
    ['an attached file', async () => [letterFile(await pdfWithAttachment(), 'attached.pdf')], /^The file "attached\.pdf" contains JavaScript or other active content/],
    ['a broken PDF', async () => [letterFile(Buffer.from('%PDF-1.4\nnot really\n'), 'broken.pdf')], /^The file "broken\.pdf" (could not be read as a PDF|has no pages)/],
    ['an empty file', async () => [letterFile(Buffer.alloc(0), 'empty.pdf')], /^The file "empty\.pdf" is empty\.$/],
    ['no file', async () => [{ field: 'signature_name', body: 'Robin Park' }], /^Attach the signed PDF as the "signed_offer_letter_pdf_file" file\.$/],
    ['the file under another name', async () => [{ field: 'file', filename: 'a.pdf', body: SAMPLE.pdf }], /^Attach the signed PDF/],
  ])('%s: 422 with a clear message, nothing stored', async (_what, parts, message) => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const res = await accept(robin, offer.id, await parts());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(message);
    expect(await offerRow(offer.id)).toMatchObject({ status: 'Extended', signed_at: null });
    expect(await documentRow(offer.docs[0] as number)).toMatchObject({ status: 'Unsigned', signed_pdf: null });
    expect(await events(offer.id)).toEqual([]);
  });

  test('a demo offer letter and a signed PDF written by pdf-lib with object streams are accepted', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id, { docs: [{ name: 'Handbook' }, { name: 'Offer letter', letter: true }] });
    const demo = await db().selectFrom('offer_documents').select('pdf').where('is_letter', '=', 1).where('pdf', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const res = await acceptDocument(robin, offer.id, offer.docs[0] as number, [{ field: 'signed_document_file', filename: 'demo.pdf', body: Buffer.from(demo.pdf as Uint8Array) }]);
    expect(res.statusCode).toBe(200);
    const signed = await PDFDocument.load(offer.pdfs[1] as Buffer);
    signed.getPage(0).drawText('Robin Park', { x: 50, y: 100, size: 14, font: await signed.embedFont(StandardFonts.HelveticaOblique) });
    const letter = await accept(robin, offer.id, [letterFile(Buffer.from(await signed.save({ useObjectStreams: true }))), { field: 'signature_name', body: 'Robin Park' }]);
    expect(letter.statusCode).toBe(200);
    expect(letter.json().offer).toMatchObject({ status: 'Accepted', signed: true });
  });

  test('a request that is not multipart: 422 for a document signed in the page', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const res = await accept(robin, offer.id, undefined as unknown as Part[]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Attach the signed PDF as the "signed_offer_letter_pdf_file" file.');
  });
});
