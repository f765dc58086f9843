import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { MAX_SIGNED_PDF_BYTES } from '@careers/shared/contracts/offers';
import { hashPassword } from '../services/passwords';
import { addCandidate, addCompany, addPosition } from '../testing/fixtures';
import { offerRequests, type Part } from '../testing/offerRequests';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';
import { SAMPLE } from '../testing/uploadFile';

// The offers API as the offers pages use it (spec §4, §7 Offers): on either engine, with the demo
// data and offers made for candidates of their own so each test starts from a known state.

let t: TestApp;
let alex: Browser;
let sam: Browser;

beforeAll(async () => {
  // Each test signs up a candidate of its own, all from one address (the concurrency tests and the
  // uploads-at-once limit are in offersUploads.test.ts, each with an app of its own).
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000', UPLOADS_PER_IP_AT_ONCE: '100' });
  alex = await logInAs(t.app, 'alex@demo.test');
  sam = await logInAs(t.app, 'sam@demo.test');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let serial = 0;
const { newCandidate, pdfSaying, addOffer, get, post, letterFile, accept, decline, acceptDocument, events, offerRow, documentRow } = offerRequests(() => t);

describe('GET /api/offer/offers', () => {
  test("Alex's demo offers: displayed status (Expired by expires_at), actionable only when Extended, unexpired and unsigned, links to the bytes", async () => {
    const res = await get(alex, '/api/offer/offers?domain=demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { offers } = res.json();
    expect(offers.map((o: { status: string }) => o.status)).toEqual(['Extended', 'Extended', 'Expired', 'Accepted', 'Declined']);
    expect(offers.map((o: { actionable: boolean }) => o.actionable)).toEqual([true, true, false, false, false]);
    expect(offers.map((o: { signed: boolean }) => o.signed)).toEqual([false, false, false, true, false]);
    const times = offers.map((o: { updated_at: string }) => o.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    const [first] = offers;
    expect(first.offer_documents.map((d: { status: string; is_letter: boolean }) => [d.status, d.is_letter])).toEqual([
      ['Pending', false], ['Unsigned', true], ['Signed', false],
    ]);
    for (const offer of offers) {
      expect(offer.offer_documents.filter((d: { is_letter: boolean }) => d.is_letter)).toHaveLength(1);
      expect(offer.position).toEqual({ id: expect.any(Number), name: expect.any(String) });
      for (const doc of offer.offer_documents) {
        expect(doc.b64_string).toBeNull();
        expect(doc.s3_path).toBe(`/api/offer/offers/${offer.id}/${doc.id}/file?domain=demo.test`);
      }
    }
  });

  test("Sam's offer expiring in a day, his canceled one and his stored Expired one", async () => {
    const { offers } = (await get(sam, '/api/offer/offers?domain=demo.test')).json();
    expect(offers.map((o: { status: string }) => o.status)).toEqual(['Extended', 'Canceled', 'Expired']);
    const left = Date.parse(offers[0].expires_at) - Date.now();
    expect(left).toBeGreaterThan(DAY - 10 * 60_000);
    expect(left).toBeLessThanOrEqual(DAY);
    expect(offers[0].actionable).toBe(true);
  });

  test('an offer turns Expired once its expires_at passes, whatever is stored, and can then be neither accepted nor declined', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id, { expiresAt: new Date(Date.now() + HOUR).toISOString() });
    const status = async () => (await get(robin, '/api/offer/offers?domain=demo.test')).json().offers[0];
    expect(await status()).toMatchObject({ status: 'Extended', actionable: true });
    const clock = t.app.careers.now;
    t.app.careers.now = () => Date.now() + 2 * HOUR;
    try {
      expect(await status()).toMatchObject({ status: 'Expired', actionable: false });
      const declined = await decline(robin, offer.id);
      expect(declined.statusCode).toBe(409);
      expect(declined.json()).toEqual({ error: { code: 'offer_not_actionable', message: 'This offer has expired.' } });
      const accepted = await accept(robin, offer.id, [letterFile(await pdfSaying('late'))]);
      expect(accepted.json()).toEqual({ error: { code: 'offer_not_actionable', message: 'This offer has expired.' } });
    } finally {
      t.app.careers.now = clock;
    }
    expect(await offerRow(offer.id)).toMatchObject({ status: 'Extended', signed_at: null });
    expect(await events(offer.id)).toEqual([]);
  });

  test('only Extended offers without a signature are actionable', async () => {
    const robin = await newCandidate();
    for (const status of ['Declined', 'Accepted', 'Canceled', 'Expired']) await addOffer(robin.id, { status, expiresAt: null });
    await addOffer(robin.id, { status: 'Extended', expiresAt: null });
    const signed = await addOffer(robin.id, { status: 'Extended', expiresAt: null });
    await db().updateTable('offers').set({ signed_at: new Date().toISOString() }).where('id', '=', signed.id).execute();
    const { offers } = (await get(robin, '/api/offer/offers?domain=demo.test')).json();
    const actionable = offers.filter((o: { actionable: boolean }) => o.actionable).map((o: { id: number }) => o.id);
    expect(actionable).toHaveLength(1);
    expect(actionable[0]).not.toBe(signed.id);
    expect(offers.find((o: { id: number }) => o.id === signed.id)).toMatchObject({ status: 'Extended', signed: true, actionable: false });
  });
});

describe('one document and its file', () => {
  test('GET /{id}/{documentId} answers the offer and the document with its PDF as base64, and records the view', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const res = await get(robin, `/api/offer/offers/${offer.id}/${offer.docs[0]}?domain=demo.test`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.offer).toMatchObject({ id: offer.id, status: 'Extended', actionable: true });
    expect(body.document).toMatchObject({ id: offer.docs[0], name: 'Offer letter', status: 'Unsigned', signed: false, is_letter: true, url: null });
    expect(Buffer.from(body.document.b64_string, 'base64').equals(offer.pdfs[0] as Buffer)).toBe(true);
    expect(await events(offer.id)).toEqual([
      { event: 'viewed', document_id: offer.docs[0], sha256_before: sha256(offer.pdfs[0] as Buffer), sha256_after: sha256(offer.pdfs[0] as Buffer), ip: '127.0.0.1', user_agent: 'lightMyRequest' },
    ]);
  });

  test('the file link serves the PDF inline or as an attachment, privately, with a safe name, and records it', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id, { docs: [{ name: 'Offer letter "final"\r\n<x>.pdf', letter: true }] });
    const url = `/api/offer/offers/${offer.id}/${offer.docs[0]}/file?domain=demo.test`;
    const inline = await get(robin, url);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['cache-control']).toBe('private, no-store');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="[a-z0-9-]+\.pdf"$/);
    expect(inline.rawPayload.equals(offer.pdfs[0] as Buffer)).toBe(true);
    const attachment = await get(robin, `${url}&download=1`);
    expect(attachment.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-offer-letter-final-x-pdf\.pdf"$/);
    expect((await events(offer.id)).map((e) => e.event)).toEqual(['viewed', 'downloaded']);
  });
});

describe('accepting the offer (its letter)', () => {
  test('a PDF signed in the page accepts the offer: Accepted, signed, no deadline; the file link then serves the sealed copy', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const upload = await pdfSaying('Signed by Robin Park');
    const res = await accept(robin, offer.id, [{ field: 'signature_name', body: '  robin  park ' }, letterFile(upload)]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.changed).toBe(true);
    expect(body.offer).toMatchObject({ id: offer.id, status: 'Accepted', signed: true, actionable: false, expires_at: null });
    expect(body.offer.offer_documents[0]).toMatchObject({ status: 'Signed', signed: true });
    expect(await offerRow(offer.id)).toMatchObject({ status: 'Accepted', signed_at: expect.any(String), expires_at: null });
    const doc = await documentRow(offer.docs[0] as number);
    expect(doc).toMatchObject({ status: 'Signed', signed: 1, signed_at: expect.any(String) });
    const sealed = doc.signed_pdf as Buffer;
    // The upload with the certificate page added; the original stays as it was.
    expect((await PDFDocument.load(sealed)).getPageCount()).toBe(2);
    expect((doc.pdf as Buffer).equals(offer.pdfs[0] as Buffer)).toBe(true);
    const served = await get(robin, `/api/offer/offers/${offer.id}/${offer.docs[0]}/file?domain=demo.test&download=1`);
    expect(served.rawPayload.equals(sealed)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/-offer-letter-signed\.pdf"$/);
    const log = await events(offer.id);
    expect(log.slice(0, 2)).toEqual([
      expect.objectContaining({ event: 'signed', document_id: offer.docs[0], sha256_before: sha256(offer.pdfs[0] as Buffer), sha256_after: sha256(sealed) }),
      expect.objectContaining({ event: 'accepted', document_id: offer.docs[0] }),
    ]);
  });

  test('a print-signed upload (no typed name) is recorded as uploaded; a repeat answers 200 with changed: false and the same offer', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const first = await accept(robin, offer.id, [letterFile(await pdfSaying('scan'))]);
    expect(first.statusCode).toBe(200);
    const again = await accept(robin, offer.id, [letterFile(await pdfSaying('scan again'))]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), changed: false });
    expect((await events(offer.id)).map((e) => e.event)).toEqual(['uploaded', 'accepted']);
  });

  test('a typed signature that is not the profile\'s full name: 422 "Please enter your full name", nothing changes', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    for (const name of ['Robin', '   ']) {
      const res = await accept(robin, offer.id, [letterFile(await pdfSaying('x')), { field: 'signature_name', body: name }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ message: 'Please enter your full name', fields: { signature_name: 'Please enter your full name' } });
    }
    expect(await offerRow(offer.id)).toMatchObject({ status: 'Extended', signed_at: null });
    expect(await events(offer.id)).toEqual([]);
  });

  test('with no full name on the profile any non-blank typed name signs', async () => {
    const id = await addCandidate(db(), 'demo.test', `noname${++serial}@offers.test`);
    await db().updateTable('candidates').set({ first_name: '', last_name: '' }).where('id', '=', id).execute();
    const offer = await addOffer(id);
    const email = (await db().selectFrom('candidates').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
    await db().updateTable('candidates').set({ password_hash: await hashPassword('plum-kettle-42') }).where('id', '=', id).execute();
    const who = await logInAs(t.app, email, 'plum-kettle-42');
    expect((await accept(who, offer.id, [letterFile(await pdfSaying('x')), { field: 'signature_name', body: ' ' }])).statusCode).toBe(422);
    expect((await accept(who, offer.id, [letterFile(await pdfSaying('x')), { field: 'signature_name', body: 'R. P.' }])).statusCode).toBe(200);
  });

  test('decline then accept: 409 naming the state; a second decline answers 200 with changed: false', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const declined = await decline(robin, offer.id);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ changed: true, offer: { status: 'Declined', actionable: false, expires_at: null } });
    expect(await offerRow(offer.id)).toMatchObject({ status: 'Declined', expires_at: null });
    const again = await decline(robin, offer.id);
    expect(again.json()).toEqual({ ...declined.json(), changed: false });
    const accepted = await accept(robin, offer.id, [letterFile(await pdfSaying('too late'))]);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toEqual({ error: { code: 'offer_not_actionable', message: 'This offer has been declined.' } });
    expect((await events(offer.id)).map((e) => e.event)).toEqual(['declined']);
    expect((await documentRow(offer.docs[0] as number)).signed_pdf).toBeNull();
  });

  test('canceled and accepted offers refuse what their state forbids, with its message', async () => {
    const robin = await newCandidate();
    const canceled = await addOffer(robin.id, { status: 'Canceled', expiresAt: null });
    expect((await decline(robin, canceled.id)).json().error.message).toBe('This offer has been canceled.');
    expect((await accept(robin, canceled.id, [letterFile(await pdfSaying('x'))])).json().error.message).toBe('This offer has been canceled.');
    const accepted = await addOffer(robin.id);
    expect((await accept(robin, accepted.id, [letterFile(await pdfSaying('x'))])).statusCode).toBe(200);
    const refused = await decline(robin, accepted.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'offer_not_actionable', message: 'This offer has already been accepted.' });
  });

  // A bound on how long the runner waits, not a speed goal: each of the 50 uploads is parsed in a
  // bounded worker, two at a time (services/files/pdfParseGate.ts), so on a loaded 2-core machine the
  // queue alone takes tens of seconds. What is tested is the one transition (the limit is the second argument, at the end).
});

describe('Idempotency-Key', () => {
  test('a repeat with the key gets the stored answer; the key with another request is refused (422)', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const other = await addOffer(robin.id);
    const key = { 'idempotency-key': `accept-${offer.id}-${randomBytes(4).toString('hex')}` };
    const first = await accept(robin, offer.id, [letterFile(await pdfSaying('one'))], key);
    expect(first.statusCode).toBe(200);
    expect(first.json().changed).toBe(true);
    // Even with no file at all: the answer is the one stored for the key.
    const replay = await post(robin, `/api/offer/offers/${offer.id}/accept?domain=demo.test`, undefined, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ...first.json(), changed: false });
    const reused = await decline(robin, other.id, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    expect(await offerRow(other.id)).toMatchObject({ status: 'Extended' });
    expect((await events(offer.id)).map((e) => e.event)).toEqual(['uploaded', 'accepted']);
    expect(await db().selectFrom('offer_actions').select('status_code').where('candidate_id', '=', robin.id).execute()).toEqual([{ status_code: 200 }]);
  });

  test('a refusal is stored too: the same key answers the same 409; keys are per candidate', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id, { status: 'Canceled', expiresAt: null });
    const key = { 'idempotency-key': 'the-same-key' };
    const first = await decline(robin, offer.id, key);
    expect(first.statusCode).toBe(409);
    const replay = await decline(robin, offer.id, key);
    expect([replay.statusCode, replay.json()]).toEqual([409, first.json()]);
    // Another candidate's identical key is theirs alone.
    const kim = await newCandidate();
    const kims = await addOffer(kim.id);
    expect((await decline(kim, kims.id, key)).json()).toMatchObject({ changed: true, offer: { status: 'Declined' } });
  });

  test('a key that is not 1-200 printable ASCII characters: 400', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    for (const bad of ['x'.repeat(201), 'tab\there']) {
      const res = await decline(robin, offer.id, { 'idempotency-key': bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_idempotency_key');
    }
    expect(await offerRow(offer.id)).toMatchObject({ status: 'Extended' });
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

describe('signing one document', () => {
  test('signs a document (Signed) and leaves the offer Extended; signing the letter this way accepts the offer', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id, { docs: [{ name: 'Handbook' }, { name: 'Offer letter', letter: true }] });
    const file = (bytes: Buffer): Part => ({ field: 'signed_document_file', filename: 'handbook.pdf', body: bytes });
    const handbook = await acceptDocument(robin, offer.id, offer.docs[0] as number, [file(await pdfSaying('handbook'))]);
    expect(handbook.statusCode).toBe(200);
    expect(handbook.json()).toMatchObject({ changed: true, offer: { status: 'Extended', actionable: true, signed: false } });
    expect(handbook.json().offer.offer_documents.map((d: { status: string }) => d.status)).toEqual(['Signed', 'Unsigned']);
    const letter = await acceptDocument(robin, offer.id, offer.docs[1] as number, [file(await pdfSaying('letter'))]);
    expect(letter.json()).toMatchObject({ changed: true, offer: { status: 'Accepted', signed: true } });
    expect((await events(offer.id)).map((e) => [e.event, e.document_id])).toEqual([
      ['uploaded', offer.docs[0]], ['uploaded', offer.docs[1]], ['accepted', offer.docs[1]],
    ]);
    // The signed copy is saved under a name that says so, viewed or downloaded; the letter's too now it is signed.
    const fileOf = (doc: number, query = '') => get(robin, `/api/offer/offers/${offer.id}/${doc}/file?domain=demo.test${query}`);
    expect((await fileOf(offer.docs[0] as number, '&download=1')).headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-handbook-signed\.pdf"$/);
    expect((await fileOf(offer.docs[0] as number)).headers['content-disposition']).toMatch(/^inline; filename="[a-z0-9-]+-handbook-signed\.pdf"$/);
    expect((await fileOf(offer.docs[1] as number, '&download=1')).headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-offer-letter-signed\.pdf"$/);
  });

  test('a Pending document cannot be signed (409)', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id, { docs: [{ name: 'Background check', status: 'Pending' }, { name: 'Offer letter', letter: true }] });
    const res = await acceptDocument(robin, offer.id, offer.docs[0] as number, [{ field: 'signed_document_file', filename: 'a.pdf', body: await pdfSaying('x') }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'document_pending', message: 'This document is still being processed and cannot be signed yet.' });
  });

  test('an e-sign document accepted without a file and with nothing recorded by the provider: 409, nothing changes', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id, { docs: [{ name: 'Offer letter', letter: true, url: '/esign/sign/0' }] });
    const res = await acceptDocument(robin, offer.id, offer.docs[0] as number);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('esign_not_recorded');
    expect(await offerRow(offer.id)).toMatchObject({ status: 'Extended' });
  });
});

describe('access', () => {
  test('every call without a session: 401 login_required', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const [id, doc] = [offer.id, offer.docs[0]];
    const anonymous = await visit(t.app);
    for (const [method, url] of [
      ['GET', '/api/offer/offers'], ['GET', `/api/offer/offers/${id}/${doc}`], ['GET', `/api/offer/offers/${id}/${doc}/file`],
      ['POST', `/api/offer/offers/${id}/accept`], ['POST', `/api/offer/offers/${id}/decline`], ['POST', `/api/offer/offers/${id}/${doc}/accept`],
    ] as const) {
      const res = await t.app.inject({ method, url: `${url}?domain=demo.test`, headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf } });
      expect({ url, status: res.statusCode, code: res.json().error.code, header: res.headers['x-login-required'] }).toEqual({ url, status: 401, code: 'login_required', header: '1' });
    }
  });

  test('POSTs without the CSRF token: 403 and nothing changes', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const res = await t.app.inject({ method: 'POST', url: `/api/offer/offers/${offer.id}/decline?domain=demo.test`, headers: { cookie: robin.cookie } });
    expect(res.statusCode).toBe(403);
    expect(await offerRow(offer.id)).toMatchObject({ status: 'Extended' });
  });

  test("another candidate's or another company's offer and documents: 404 on every call, the same as a missing one", async () => {
    const robin = await newCandidate();
    const mine = await addOffer(robin.id, { docs: [{ name: 'Handbook' }, { name: 'Offer letter', letter: true }] });
    const kim = await newCandidate();
    const kims = await addOffer(kim.id);
    await addCompany(db(), `other${++serial}.test`);
    const otherDomain = `other${serial}.test`;
    const otherPosition = await addPosition(db(), otherDomain, 'Elsewhere');
    const stranger = await addCandidate(db(), otherDomain, `stranger${serial}@other.test`);
    const foreign = await addOffer(stranger, { domain: otherDomain, positionId: otherPosition });
    const file = [{ field: 'signed_document_file', filename: 'a.pdf', body: await pdfSaying('x') }];
    const letter = [letterFile(await pdfSaying('x'))];
    const missing = { error: { code: 'not_found', message: 'Offer not found.' } };
    for (const [id, doc] of [[kims.id, kims.docs[0]], [foreign.id, foreign.docs[0]], [mine.id, kims.docs[0]], [999_999, 1]] as Array<[number, number]>) {
      for (const res of [
        await get(robin, `/api/offer/offers/${id}/${doc}?domain=demo.test`),
        await get(robin, `/api/offer/offers/${id}/${doc}/file?domain=demo.test`),
        await acceptDocument(robin, id, doc, file),
      ]) {
        expect({ id, doc, status: res.statusCode, body: res.json() }).toEqual({ id, doc, status: 404, body: missing });
      }
      if (id !== mine.id) {
        for (const res of [await accept(robin, id, letter), await decline(robin, id)]) expect({ id, status: res.statusCode, body: res.json() }).toEqual({ id, status: 404, body: missing });
      }
    }
    const { offers } = (await get(robin, '/api/offer/offers?domain=demo.test')).json();
    expect(offers.map((o: { id: number }) => o.id)).toEqual([mine.id]);
    expect(await offerRow(kims.id)).toMatchObject({ status: 'Extended' });
    expect(await offerRow(foreign.id)).toMatchObject({ status: 'Extended' });
    expect(await events(kims.id)).toEqual([]);
    expect(await events(foreign.id)).toEqual([]);
  });
});
