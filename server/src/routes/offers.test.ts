import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { hashPassword } from '../services/passwords';
import { addCandidate, addCompany, addPosition } from '../testing/fixtures';
import { offerRequests, type Part } from '../testing/offerRequests';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';

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
const { newCandidate, pdfSaying, addOffer, get, letterFile, accept, decline, acceptDocument, events, offerRow, documentRow } = offerRequests(() => t);

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
