import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { openDatabase } from '../db/database';
import { buildEsignApp } from '../esign/esignApp';
import { applyEsignResults, esignPageUrl } from '../services/offers/esign';
import { loadEsignSecret } from '../services/offers/esign/esignSecret';
import { sha256Hex } from '../services/offers/evidence';
import { addOffer, pdfStrings } from '../testing/esignFixtures';
import { createTestApp, logInAs, type Browser, type TestApp } from '../testing/testApp';

let t: TestApp;
let provider: FastifyInstance;
let alex: Browser & { id: number };
let sam: Browser & { id: number };

beforeAll(async () => {
  t = await createTestApp();
  provider = buildEsignApp(t.app.careers, { careersPort: 8080 });
  await provider.ready();
  const id = async (email: string) => (await db().selectFrom('candidates').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  alex = { ...(await logInAs(t.app, 'alex@demo.test')), id: await id('alex@demo.test') };
  sam = { ...(await logInAs(t.app, 'sam@demo.test')), id: await id('sam@demo.test') };
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

const db = () => t.app.careers.db;

const status = (offerId: number, documentId: number, who: Browser = alex, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/offer/offers/${offerId}/${documentId}/esign_status?domain=demo.test`,
    headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'user-agent': 'jest-site', ...headers },
  });

/** Signs (or rejects) at the provider as the candidate's browser does, without anyone hearing the frame's message. */
async function atProvider(documentId: number, action: 'sign' | 'reject-confirmed', candidateId = alex.id): Promise<void> {
  const token = new URL(esignPageUrl(t.app.careers, documentId, candidateId) as string).searchParams.get('t') as string;
  const res = await provider.inject({
    method: 'POST',
    url: `/sign/${documentId}`,
    headers: { host: 'localhost:8082', 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'jest-provider' },
    payload: new URLSearchParams({ t: token, parent: 'http://localhost:8080', action, name: 'Alex Rivera' }).toString(),
  });
  expect(res.statusCode).toBe(200);
}

const events = (offerId: number) =>
  db().selectFrom('offer_events').select(['event', 'document_id', 'ip', 'user_agent', 'sha256_before', 'sha256_after']).where('offer_id', '=', offerId).orderBy('id').execute();
const eventRows = (offerId: number) =>
  db().selectFrom('offer_events').select(['event', 'document_id', 'user_agent', 'at', 'sha256_after']).where('offer_id', '=', offerId).orderBy('id').execute();
const documentRow = (documentId: number) =>
  db().selectFrom('offer_documents').select(['status', 'signed', 'signed_at', 'signed_pdf', 'pdf']).where('id', '=', documentId).executeTakeFirstOrThrow();
const offerRow = (offerId: number) => db().selectFrom('offers').select(['status', 'signed_at', 'expires_at']).where('id', '=', offerId).executeTakeFirstOrThrow();
const resultRow = (documentId: number) => db().selectFrom('esign_results').selectAll().where('document_id', '=', documentId).executeTakeFirstOrThrow();

async function esignOffer(documents: Array<{ name: string; isLetter?: boolean; esign?: boolean }>, candidateId = alex.id) {
  return addOffer(db(), { candidateId, documents: documents.map((d) => ({ esign: true, ...d })) });
}

test('waiting while the provider has recorded nothing: the document offers its signing page', async () => {
  const { offerId, documentIds } = await esignOffer([{ name: 'Offer letter', isLetter: true }]);
  const documentId = documentIds[0] as number;
  const res = await status(offerId, documentId);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.esign).toBe('waiting');
  expect(body.document).toMatchObject({ id: documentId, name: 'Offer letter', status: 'Unsigned', signed: false, is_letter: true, b64_string: null });
  expect(body.document.url).toMatch(new RegExp(`^http://localhost:8082/sign/${documentId}\\?t=\\d+\\.[A-Za-z0-9_-]{43}$`));
  // A fresh address that works for a day.
  const expires = Number(/t=(\d+)\./.exec(body.document.url)?.[1]) * 1000;
  expect(Math.abs(expires - (Date.now() + 86_400_000))).toBeLessThan(60_000);
  expect(body.offer).toMatchObject({ id: offerId, status: 'Extended', signed: false, actionable: true });
  expect(body.offer.offer_documents).toEqual([body.document]);
  expect(await events(offerId)).toEqual([]);
});

test('a signature is applied once: the document Signed with the sealed PDF, an esigned event, the offer left Extended for another document', async () => {
  const { offerId, documentIds } = await esignOffer([{ name: 'Offer letter', isLetter: true }, { name: 'Employment agreement' }]);
  const documentId = documentIds[1] as number;
  await atProvider(documentId, 'sign');
  const providerPdf = Buffer.from((await resultRow(documentId)).signed_pdf as Buffer);

  const answers = await Promise.all(Array.from({ length: 8 }, () => status(offerId, documentId)));
  for (const res of answers) {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ esign: 'signed', document: { id: documentId, status: 'Signed', signed: true, url: null }, offer: { status: 'Extended', actionable: true } });
  }
  const stored = await documentRow(documentId);
  expect(stored).toMatchObject({ status: 'Signed', signed: 1 });
  const sealed = Buffer.from(stored.signed_pdf as Buffer);
  // The provider's stamped copy with the certificate page the site adds.
  expect(sealed.equals(providerPdf)).toBe(false);
  expect((await PDFDocument.load(sealed)).getPageCount()).toBeGreaterThan((await PDFDocument.load(providerPdf)).getPageCount());
  expect(await pdfStrings(sealed)).toContain('Alex Rivera');
  expect(stored.signed_at).toBe((await resultRow(documentId)).recorded_at);
  expect((await resultRow(documentId)).applied_at).not.toBeNull();
  // Exactly one event, with the signer's address and browser at the provider.
  expect(await events(offerId)).toEqual([
    expect.objectContaining({ event: 'esigned', document_id: documentId, user_agent: 'jest-provider', sha256_after: expect.stringMatching(/^[0-9a-f]{64}$/) }),
  ]);
  expect(await offerRow(offerId)).toMatchObject({ status: 'Extended', signed_at: null });
  // Asking again changes nothing.
  expect((await status(offerId, documentId)).json().esign).toBe('signed');
  expect(await events(offerId)).toHaveLength(1);
});

test('an e-signed letter accepts the offer: Accepted, signed, no deadline any more', async () => {
  const { offerId, documentIds } = await esignOffer([{ name: 'Offer letter', isLetter: true }]);
  const documentId = documentIds[0] as number;
  await atProvider(documentId, 'sign');
  const res = await status(offerId, documentId);
  expect(res.json()).toMatchObject({
    esign: 'signed',
    offer: { status: 'Accepted', signed: true, actionable: false, expires_at: null },
    document: { status: 'Signed', signed: true, url: null },
  });
  expect(await offerRow(offerId)).toMatchObject({ status: 'Accepted', expires_at: null, signed_at: (await resultRow(documentId)).recorded_at });
  expect((await events(offerId)).map((e) => [e.event, e.user_agent])).toEqual([['esigned', 'jest-provider'], ['accepted', 'jest-site']]);
});

test('a rejection declines the offer, once', async () => {
  const { offerId, documentIds } = await esignOffer([{ name: 'Employment agreement' }]);
  const documentId = documentIds[0] as number;
  await atProvider(documentId, 'reject-confirmed');
  const res = await status(offerId, documentId);
  expect(res.json()).toMatchObject({ esign: 'rejected', offer: { status: 'Declined', actionable: false, expires_at: null }, document: { status: 'Unsigned', signed: false } });
  await status(offerId, documentId);
  expect((await events(offerId)).map((e) => [e.event, e.document_id])).toEqual([['esign_rejected', documentId], ['declined', null]]);
  expect(await offerRow(offerId)).toMatchObject({ status: 'Declined', expires_at: null, signed_at: null });
});

test('a result nobody heard about (message lost, tab closed) is applied by the next call that lists or asks', async () => {
  const first = await esignOffer([{ name: 'Offer letter', isLetter: true }]);
  const second = await esignOffer([{ name: 'Employment agreement' }]);
  await atProvider(first.documentIds[0] as number, 'sign');
  await atProvider(second.documentIds[0] as number, 'reject-confirmed');
  // The offers list applies every recorded result of the candidate.
  await applyEsignResults(t.app.careers, { domain: 'demo.test', candidateId: alex.id, ip: '127.0.0.1', userAgent: 'jest-list' });
  expect(await offerRow(first.offerId)).toMatchObject({ status: 'Accepted' });
  expect(await offerRow(second.offerId)).toMatchObject({ status: 'Declined' });

  // After a reload, esign_status picks it up as well.
  const third = await esignOffer([{ name: 'Offer letter', isLetter: true }]);
  await atProvider(third.documentIds[0] as number, 'sign');
  expect((await status(third.offerId, third.documentIds[0] as number)).json().offer.status).toBe('Accepted');
});

test("another candidate's document, a document of another offer and an unknown one: the same 404, and nothing applied", async () => {
  const { offerId, documentIds } = await esignOffer([{ name: 'Offer letter', isLetter: true }]);
  const documentId = documentIds[0] as number;
  const other = await esignOffer([{ name: 'Offer letter', isLetter: true }]);
  await atProvider(documentId, 'sign');
  const answers = [
    await status(offerId, documentId, sam),
    await status(other.offerId, documentId),
    await status(offerId, 2_000_000_000),
    await status(2_000_000_000, documentId),
  ];
  for (const res of answers) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Offer not found.' } });
  }
  expect((await resultRow(documentId)).applied_at).toBeNull();
  expect(await offerRow(offerId)).toMatchObject({ status: 'Extended' });
  // Sam's own offers are Sam's to ask about.
  const sams = await esignOffer([{ name: 'Offer letter', isLetter: true }], sam.id);
  expect((await status(sams.offerId, sams.documentIds[0] as number, sam)).statusCode).toBe(200);
});

test('a result that arrives after the offer was decided elsewhere leaves the offer as it is, and still leaves its trace in the audit log', async () => {
  const { offerId, documentIds } = await esignOffer([{ name: 'Offer letter', isLetter: true }]);
  const documentId = documentIds[0] as number;
  await atProvider(documentId, 'sign');
  await db().updateTable('offers').set({ status: 'Canceled', expires_at: null }).where('id', '=', offerId).execute();
  const res = await status(offerId, documentId);
  expect(res.json()).toMatchObject({ esign: 'signed', offer: { status: 'Canceled', signed: false }, document: { status: 'Unsigned', signed: false } });
  expect((await resultRow(documentId)).applied_at).not.toBeNull();
  expect((await documentRow(documentId)).signed_pdf).toBeNull();
  // The provider's act, with its time, address and browser: the stamped copy it recorded as the bytes after.
  const recorded = await resultRow(documentId);
  expect(await eventRows(offerId)).toEqual([
    expect.objectContaining({ event: 'esigned', document_id: documentId, user_agent: 'jest-provider', at: recorded.recorded_at, sha256_after: sha256Hex(Buffer.from(recorded.signed_pdf as Buffer)) }),
  ]);
  // Once.
  await status(offerId, documentId);
  expect(await events(offerId)).toHaveLength(1);
});

describe('accept and decline apply what the provider recorded first: the earliest act wins', () => {
  const decline = (offerId: number, who: Browser = alex) =>
    t.app.inject({
      method: 'POST',
      url: `/api/offer/offers/${offerId}/decline?domain=demo.test`,
      headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'user-agent': 'jest-decline' },
    });
  const acceptDocument = (offerId: number, documentId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/offer/offers/${offerId}/${documentId}/accept?domain=demo.test`,
      headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf, 'user-agent': 'jest-accept' },
    });

  test('a decline after the letter was signed at the provider: 409 already accepted, the offer Accepted, the signature in the audit log', async () => {
    const { offerId, documentIds } = await esignOffer([{ name: 'Offer letter', isLetter: true }]);
    const documentId = documentIds[0] as number;
    await atProvider(documentId, 'sign');
    const res = await decline(offerId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'offer_not_actionable', message: 'This offer has already been accepted.' } });
    expect(await offerRow(offerId)).toMatchObject({ status: 'Accepted', expires_at: null, signed_at: (await resultRow(documentId)).recorded_at });
    expect(await documentRow(documentId)).toMatchObject({ status: 'Signed', signed: 1 });
    expect((await events(offerId)).map((e) => [e.event, e.user_agent])).toEqual([['esigned', 'jest-provider'], ['accepted', 'jest-decline']]);
    expect((await status(offerId, documentId)).json()).toMatchObject({ esign: 'signed', offer: { status: 'Accepted', signed: true } });
  });

  test('a decline after another document was signed at the provider: that document Signed first, then the offer Declined', async () => {
    const { offerId, documentIds } = await esignOffer([{ name: 'Offer letter', isLetter: true }, { name: 'Employment agreement' }]);
    const documentId = documentIds[1] as number;
    await atProvider(documentId, 'sign');
    const res = await decline(offerId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, offer: { status: 'Declined' } });
    expect(await documentRow(documentId)).toMatchObject({ status: 'Signed', signed: 1 });
    expect((await events(offerId)).map((e) => [e.event, e.document_id])).toEqual([['esigned', documentId], ['declined', null]]);
  });

  test('an accept after a rejection at the provider: 409 declined', async () => {
    const { offerId, documentIds } = await esignOffer([{ name: 'Offer letter', isLetter: true }, { name: 'Employment agreement' }]);
    await atProvider(documentIds[1] as number, 'reject-confirmed');
    const res = await acceptDocument(offerId, documentIds[0] as number);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'offer_not_actionable', message: 'This offer has been declined.' } });
    expect((await events(offerId)).map((e) => e.event)).toEqual(['esign_rejected', 'declined']);
  });

  test('the accept of the signed document answers changed: true once, whoever applied it', async () => {
    const { offerId, documentIds } = await esignOffer([{ name: 'Offer letter', isLetter: true }]);
    const documentId = documentIds[0] as number;
    await atProvider(documentId, 'sign');
    const answers = await Promise.all(Array.from({ length: 5 }, () => acceptDocument(offerId, documentId)));
    for (const res of answers) expect(res.json()).toMatchObject({ offer: { status: 'Accepted' } });
    expect(answers.filter((res) => res.json().changed)).toHaveLength(1);
    expect((await events(offerId)).map((e) => e.event)).toEqual(['esigned', 'accepted']);
  });
});

test('the call needs a login and the CSRF token', async () => {
  const { offerId, documentIds } = await esignOffer([{ name: 'Offer letter' }]);
  const url = `/api/offer/offers/${offerId}/${documentIds[0]}/esign_status`;
  expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'POST', url, headers: { cookie: alex.cookie } })).statusCode).toBe(403);
});

describe('signing page addresses', () => {
  test('on the host name the visitor uses, on ESIGN_PUBLIC_ORIGIN when set, none with the provider off', async () => {
    const ctx = t.app.careers;
    expect(esignPageUrl(ctx, 7, alex.id, '127.0.0.1')).toMatch(/^http:\/\/127\.0\.0\.1:8082\/sign\/7\?t=/);
    expect(esignPageUrl(ctx, 7, alex.id, 'evil.example/"><x')).toMatch(/^http:\/\/localhost:8082\/sign\/7\?t=/);
    // Bound to the document and the candidate.
    expect(esignPageUrl(ctx, 7, alex.id)).not.toBe(esignPageUrl(ctx, 8, alex.id));
    expect(esignPageUrl(ctx, 7, alex.id)).not.toBe(esignPageUrl(ctx, 7, sam.id));
    const configured = await createTestApp({ ESIGN_PUBLIC_ORIGIN: 'https://esign.example.com' });
    const off = await createTestApp({ ESIGN_PORT: '0' });
    try {
      expect(esignPageUrl(configured.app.careers, 7, alex.id, '127.0.0.1')).toMatch(/^https:\/\/esign\.example\.com\/sign\/7\?t=/);
      expect(esignPageUrl(off.app.careers, 7, alex.id)).toBeNull();
    } finally {
      await Promise.all([configured.close(), off.close()]);
    }
  });

  test('every instance on one database signs page addresses with the same key', async () => {
    const second = openDatabase(t.config.database);
    try {
      expect((await loadEsignSecret(second.db)).equals(await loadEsignSecret(db()))).toBe(true);
      expect(await db().selectFrom('installation_secrets').select('name').execute()).toEqual([{ name: 'esign page tokens' }]);
    } finally {
      await second.close();
    }
  });
});
