import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { esignPageUrl } from '../services/offers/esign';
import { addOffer, pdfStrings } from '../testing/esignFixtures';
import { addCandidate, changeCompanySettings } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';
import { buildEsignApp } from './esignApp';

let t: TestApp;
let provider: FastifyInstance;
let alex: number;
let sam: number;

const CAREERS = 'http://localhost:8080';

beforeAll(async () => {
  t = await createTestApp({ EMBED_ALLOWED_ORIGINS: 'https://intranet.example.com' });
  provider = buildEsignApp(t.app.careers, { careersPort: 8080 });
  await provider.ready();
  const id = async (email: string) => (await t.app.careers.db.selectFrom('candidates').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  alex = await id('alex@demo.test');
  sam = await id('sam@demo.test');
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

const db = () => t.app.careers.db;

/** The signing page's path and token, as the offers API hands it out (the provider's own origin cut off). */
function pageOf(documentId: number, candidateId = alex): { path: string; token: string } {
  const url = new URL(esignPageUrl(t.app.careers, documentId, candidateId) as string);
  return { path: url.pathname + url.search, token: url.searchParams.get('t') as string };
}

const open = (path: string, parent: string | null = CAREERS, host = 'localhost:8082') =>
  provider.inject({ url: parent === null ? path : `${path}&parent=${encodeURIComponent(parent)}`, headers: { host } });

const post = (documentId: number, fields: Record<string, string>, host = 'localhost:8082', extra: Record<string, string> = {}) =>
  provider.inject({
    method: 'POST',
    url: `/sign/${documentId}`,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'jest-provider', ...extra },
    payload: new URLSearchParams(fields).toString(),
  });

const result = (documentId: number) => db().selectFrom('esign_results').selectAll().where('document_id', '=', documentId).executeTakeFirst();

function directives(res: { headers: Record<string, unknown> }): Record<string, string[]> {
  return Object.fromEntries(
    String(res.headers['content-security-policy']).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name as string, values]),
  );
}

const hasControls = (body: string) => /<button[^>]*value="sign"/.test(body) || /<input[^>]*name="name"/.test(body);

async function esignOffer(options: { isLetter?: boolean; status?: string; expiresAt?: string | null; candidateId?: number } = {}) {
  const { offerId, documentIds } = await addOffer(db(), {
    candidateId: options.candidateId ?? alex, status: options.status, expiresAt: options.expiresAt,
    documents: [{ name: 'Employment agreement', esign: true, isLetter: options.isLetter }],
  });
  return { offerId, documentId: documentIds[0] as number };
}

describe('who may open a signing page', () => {
  test('a missing, wrong or borrowed token is refused (403) with no signing controls, the same for an unknown document', async () => {
    const { documentId } = await esignOffer();
    const { token } = pageOf(documentId);
    const samsToken = pageOf(documentId, sam).token;
    const other = await esignOffer();
    const answers = await Promise.all([
      open(`/sign/${documentId}?t=`),
      open(`/sign/${documentId}?x=1`),
      open(`/sign/${documentId}?t=${'A'.repeat(43)}`),
      // A token made for another candidate, or for another document, opens nothing.
      open(`/sign/${documentId}?t=${samsToken}`),
      open(`/sign/${other.documentId}?t=${token}`),
      open(`/sign/999999?t=${token}`),
      open(`/sign/abc?t=${token}`),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('This signing link is not valid. Open the document again from the careers site.');
      expect(hasControls(res.body)).toBe(false);
      expect(res.body).not.toContain('postMessage(');
    }
    // The PDF behind it too.
    expect((await provider.inject({ url: `/sign/${documentId}/document.pdf?t=${samsToken}` })).statusCode).toBe(403);
    expect((await open(pageOf(documentId).path)).statusCode).toBe(200);
  });

  test('a document signed in the embedded flow has no signing page, whatever the token', async () => {
    const { documentIds } = await addOffer(db(), { candidateId: alex, documents: [{ name: 'Offer letter', isLetter: true }] });
    const res = await open(pageOf(documentIds[0] as number).path);
    expect(res.statusCode).toBe(403);
    expect(hasControls(res.body)).toBe(false);
  });

  test('a parent that is not the careers site or an allowed embedding page gets no signing controls, and cannot frame the page', async () => {
    const { documentId } = await esignOffer();
    const { path } = pageOf(documentId);
    for (const parent of ['https://evil.example', `${CAREERS}/careers/offers`, 'http://localhost:8081', '*', 'null', null]) {
      const res = await open(path, parent);
      expect({ parent, status: res.statusCode }).toEqual({ parent, status: 403 });
      expect(res.body).toContain('This document can only be signed from the careers site.');
      expect(hasControls(res.body)).toBe(false);
      expect(directives(res)['frame-ancestors']).not.toContain('https://evil.example');
    }
    expect(await result(documentId)).toBeUndefined();
    // Posting with such a parent records nothing either.
    const { token } = pageOf(documentId);
    const posted = await post(documentId, { t: token, parent: 'https://evil.example', action: 'sign', name: 'Alex Rivera' });
    expect(posted.statusCode).toBe(403);
    expect(posted.body).not.toContain('postMessage(');
    expect(await result(documentId)).toBeUndefined();
  });

  test.each([
    ['the careers site on 127.0.0.1', '127.0.0.1:8082', 'http://127.0.0.1:8080'],
    ['the careers site on 127.0.0.1, whatever Host says', 'localhost:8082', 'http://127.0.0.1:8080'],
    ['the careers site on localhost', '127.0.0.1:8082', 'http://localhost:8080'],
    ['a page allowed to embed widgets for every company (EMBED_ALLOWED_ORIGINS)', 'localhost:8082', 'https://intranet.example.com'],
  ])('%s may frame it, and only it', async (_what, host, parent) => {
    const { documentId } = await esignOffer();
    const res = await open(pageOf(documentId).path, parent, host);
    expect(res.statusCode).toBe(200);
    expect(hasControls(res.body)).toBe(true);
    expect(directives(res)['frame-ancestors']).toEqual([parent]);
  });

  test('a forged Host header widens nothing: its careers origin may not frame the page, nor a refusal', async () => {
    const { documentId } = await esignOffer();
    const { path } = pageOf(documentId);
    for (const host of ['evil.example:8082', 'evil.example:18702']) {
      const careersThere = `http://${host.split(':')[0]}:8080`;
      const framed = await open(path, careersThere, host);
      expect(framed.statusCode).toBe(403);
      expect(hasControls(framed.body)).toBe(false);
      const refused = await open(`/sign/${documentId}?t=nope`, CAREERS, host);
      for (const res of [framed, refused]) {
        expect(directives(res)['frame-ancestors']).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'https://intranet.example.com']);
      }
      // The real careers site still works through that Host.
      const ok = await open(path, CAREERS, host);
      expect(directives(ok)['frame-ancestors']).toEqual([CAREERS]);
    }
  });

  test("a page the company allows to embed its widgets may frame it; another company's may not", async () => {
    const { documentId } = await esignOffer();
    const { path } = pageOf(documentId);
    expect((await open(path, 'https://hr.demo-partner.example')).statusCode).toBe(403);
    const restore = await changeCompanySettings(db(), 'demo.test', (s) => {
      s.configs.embedConfig.allowedOrigins = ['https://hr.demo-partner.example'];
    });
    try {
      expect((await open(path, 'https://hr.demo-partner.example')).statusCode).toBe(200);
    } finally {
      await restore();
    }
  });
});

describe('the signing page', () => {
  test('shows the document and a labelled name field with Sign and Reject, under a strict CSP with a nonce', async () => {
    const { documentId } = await esignOffer();
    const { path, token } = pageOf(documentId);
    const res = await open(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<h1>Employment agreement</h1>');
    // The document itself, from the provider, with the same token.
    expect(res.body).toContain(`<object data="/sign/${documentId}/document.pdf?t=${token}" type="application/pdf" title="Employment agreement (PDF)">`);
    expect(res.body).toMatch(/<label for="signer-name">Your full name<\/label>\s*<input type="text" id="signer-name" name="name" autocomplete="name"[^>]* required/);
    expect(res.body).toContain('<button type="submit" name="action" value="sign" class="primary">Sign</button>');
    expect(res.body).toContain('<button type="submit" name="action" value="reject" class="secondary" formnovalidate>Reject</button>');

    const d = directives(res);
    const nonce = /'nonce-([^']+)'/.exec(d['script-src']?.[0] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(d).toMatchObject({
      'default-src': ["'none'"],
      'script-src': [`'nonce-${nonce}'`],
      'style-src': [`'nonce-${nonce}'`],
      'object-src': ["'self'"],
      'form-action': ["'self'"],
      'base-uri': ["'none'"],
      'frame-ancestors': [CAREERS],
    });
    for (const tag of res.body.match(/<(script|style)\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.body).not.toMatch(/\sstyle=|\son[a-z]+=/);
    // Nothing is posted to the parent before anything is decided.
    expect(res.body).not.toContain('postMessage(');

    const pdf = await provider.inject({ url: `/sign/${documentId}/document.pdf?t=${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('signing without a name asks for it, and records nothing', async () => {
    const { documentId } = await esignOffer();
    const { token } = pageOf(documentId);
    const res = await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<p id="signer-name-error" class="error" role="alert">Please enter your full name</p>');
    expect(res.body).toMatch(/<input[^>]*aria-describedby="signer-name-hint signer-name-error"[^>]*aria-invalid="true" autofocus>/);
    expect(res.body).not.toContain('postMessage(');
    expect(await result(documentId)).toBeUndefined();
  });

  test("a name that is not the candidate's full name is refused, and records nothing; case and spaces do not matter", async () => {
    const { documentId } = await esignOffer();
    const { token } = pageOf(documentId);
    for (const name of ['Mallory <b>X</b>', 'Alex', 'Alex Rivera Jr', 'Sam Chen']) {
      const res = await post(documentId, { t: token, parent: CAREERS, action: 'sign', name });
      expect({ name, status: res.statusCode }).toEqual({ name, status: 422 });
      expect(res.body).toContain('<p id="signer-name-error" class="error" role="alert">Please enter your full name</p>');
      expect(res.body).not.toContain('<b>X</b>');
      expect(res.body).not.toContain('postMessage(');
    }
    expect(await result(documentId)).toBeUndefined();
    const res = await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: '  alex   RIVERA ' });
    expect(res.statusCode).toBe(200);
    expect(await result(documentId)).toMatchObject({ result: 'signed', signer_name: 'alex RIVERA' });
  });

  test('a candidate whose profile has no name signs with any non-blank name', async () => {
    const nameless = await addCandidate(db(), 'demo.test', `nameless.${Date.now()}@demo.test`);
    await db().updateTable('candidates').set({ first_name: '', last_name: '' }).where('id', '=', nameless).execute();
    const { documentId } = await esignOffer({ candidateId: nameless });
    const { token } = pageOf(documentId, nameless);
    expect((await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: '  ' })).statusCode).toBe(422);
    expect((await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: 'J. Doe' })).statusCode).toBe(200);
    expect(await result(documentId)).toMatchObject({ result: 'signed', signer_name: 'J. Doe' });
  });

  test("a form posted from another site's page (Origin not the provider's) is refused, and records nothing", async () => {
    const { documentId } = await esignOffer();
    const { token } = pageOf(documentId);
    for (const origin of ['https://evil.example', 'http://localhost:8080', 'http://localhost:8082.evil.example', 'null']) {
      const res = await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: 'Alex Rivera' }, 'localhost:8082', { origin });
      expect({ origin, status: res.statusCode }).toEqual({ origin, status: 403 });
      expect(res.body).toContain('This form was not sent from the signing page. Open the document again from the careers site.');
      expect(res.body).not.toContain('postMessage(');
      const rejected = await post(documentId, { t: token, parent: CAREERS, action: 'reject-confirmed' }, 'localhost:8082', { origin });
      expect(rejected.statusCode).toBe(403);
    }
    expect(await result(documentId)).toBeUndefined();
    // Its own pages' posts, on either local name, go through.
    const own = await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: 'Alex Rivera' }, '127.0.0.1:8082', { origin: 'http://127.0.0.1:8082' });
    expect(own.statusCode).toBe(200);
    expect(await result(documentId)).toMatchObject({ result: 'signed' });
  });

  test('a signing address stops working a day after it was made, with a page saying to open the document again', async () => {
    const { documentId } = await esignOffer({ expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    const { path, token } = pageOf(documentId);
    const clock = t.app.careers.now;
    try {
      t.app.careers.now = () => Date.now() + 23 * 3_600_000;
      expect((await open(path)).statusCode).toBe(200);
      t.app.careers.now = () => Date.now() + 25 * 3_600_000;
      const page = await open(path);
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain('<h1>Signing link expired</h1>');
      expect(page.body).toContain('This signing link has expired. Open the document again from the careers site to get a new one.');
      expect(hasControls(page.body)).toBe(false);
      const posted = await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: 'Alex Rivera' });
      expect(posted.statusCode).toBe(403);
      expect(posted.body).toContain('This signing link has expired.');
      expect(await result(documentId)).toBeUndefined();
      const pdf = await provider.inject({ url: `/sign/${documentId}/document.pdf?t=${token}` });
      expect(pdf.statusCode).toBe(403);
      // An address made now (as the offers API does on every read) works again.
      expect((await open(pageOf(documentId).path)).statusCode).toBe(200);
    } finally {
      t.app.careers.now = clock;
    }
    // A token whose expiry was moved by hand is not valid at all.
    const [expires, mac] = token.split('.') as [string, string];
    const moved = await open(`/sign/${documentId}?t=${Number(expires) + 86_400}.${mac}`);
    expect(moved.statusCode).toBe(403);
    expect(moved.body).toContain('This signing link is not valid.');
  });

  test('signing records the result once, stamps the name into the PDF and tells the parent at its exact origin', async () => {
    const { documentId } = await esignOffer();
    const { token, path } = pageOf(documentId);
    const res = await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: ' Alex   Rivera ' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/You signed this document on \d\d\/\d\d\/\d{4} as Alex Rivera\./);
    expect(res.body).toContain(`window.parent.postMessage({"type":"ESIGN"}, "${CAREERS}")`);
    expect(res.body).not.toMatch(/["']\*["']/);
    expect(directives(res)['frame-ancestors']).toEqual([CAREERS]);

    const first = await result(documentId);
    expect(first).toMatchObject({ result: 'signed', signer_name: 'Alex Rivera', user_agent: 'jest-provider', applied_at: null, domain: 'demo.test' });
    const signed = Buffer.from(first?.signed_pdf as Buffer);
    expect(await pdfStrings(signed)).toContain('Alex Rivera');
    expect((await PDFDocument.load(signed)).getPageCount()).toBe(1);

    // Signing again, or rejecting, shows what was recorded and changes nothing.
    const again = await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: 'Somebody Else' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('as Alex Rivera.');
    const reject = await post(documentId, { t: token, parent: CAREERS, action: 'reject-confirmed' });
    expect(reject.body).toContain('as Alex Rivera.');
    expect(reject.body).toContain('postMessage({"type":"ESIGN"}');
    expect(await result(documentId)).toEqual(first);

    // Opening the page again shows the result, without controls, and posts nothing.
    const reopened = await open(path);
    expect(reopened.statusCode).toBe(200);
    expect(hasControls(reopened.body)).toBe(false);
    expect(reopened.body).toContain('as Alex Rivera.');
    expect(reopened.body).not.toContain('postMessage(');
    // The PDF link now gives the signed copy.
    const pdf = await provider.inject({ url: `/sign/${documentId}/document.pdf?t=${token}` });
    expect(pdf.rawPayload.equals(signed)).toBe(true);
  });

  test('two signatures at once record one', async () => {
    const { documentId } = await esignOffer();
    const { token } = pageOf(documentId);
    const answers = await Promise.all(['Alex Rivera', 'alex rivera', 'ALEX  RIVERA'].map((name) => post(documentId, { t: token, parent: CAREERS, action: 'sign', name })));
    const recorded = await result(documentId);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`as ${recorded?.signer_name}.`);
    }
  });

  test('rejecting asks once more, then records the rejection and tells the parent REJECT', async () => {
    const { documentId } = await esignOffer();
    const { token } = pageOf(documentId);
    const ask = await post(documentId, { t: token, parent: CAREERS, action: 'reject' });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Reject this document?');
    expect(ask.body).toContain('<button type="submit" name="action" value="reject-confirmed" class="danger">Reject document</button>');
    // The safe choice is the one in focus, as in the careers site's own decline modal ('Back to offer').
    expect(ask.body).toMatch(/<a class="button plain" href="[^"]+" autofocus>Back to document<\/a>/);
    expect(ask.body).toContain(`href="/sign/${documentId}?t=${token}&amp;parent=${encodeURIComponent(CAREERS)}" autofocus>Back to document</a>`);
    expect(ask.body).not.toContain('postMessage(');
    expect(await result(documentId)).toBeUndefined();

    const res = await post(documentId, { t: token, parent: 'https://intranet.example.com', action: 'reject-confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/You rejected this document on \d\d\/\d\d\/\d{4}\./);
    expect(res.body).toContain('window.parent.postMessage({"type":"REJECT"}, "https://intranet.example.com")');
    expect(await result(documentId)).toMatchObject({ result: 'rejected', signed_pdf: null, applied_at: null });
    // A later sign shows the rejection.
    expect((await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: 'Alex Rivera' })).body).toContain('You rejected this document');
  });

  test.each([
    ['declined', { status: 'Declined', expiresAt: null }],
    ['canceled', { status: 'Canceled', expiresAt: null }],
    ['expired', { expiresAt: new Date(Date.now() - 60_000).toISOString() }],
  ])('a document of an offer that is %s can no longer be signed', async (_state, state) => {
    const { documentId } = await esignOffer(state);
    const { token, path } = pageOf(documentId);
    const page = await open(path);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('This document can no longer be signed.');
    expect(hasControls(page.body)).toBe(false);
    const res = await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: 'Alex Rivera' });
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain('postMessage(');
    expect(await result(documentId)).toBeUndefined();
  });

  test('a document that came without a PDF is signed on one the provider makes', async () => {
    const zoe = await addCandidate(db(), 'demo.test', `zoe.${Date.now()}@demo.test`);
    await db().updateTable('candidates').set({ first_name: 'Zoë', last_name: 'Ångström 李' }).where('id', '=', zoe).execute();
    const { documentIds } = await addOffer(db(), { candidateId: zoe, documents: [{ name: 'Relocation terms', esign: true, pdf: null }] });
    const documentId = documentIds[0] as number;
    const { token } = pageOf(documentId, zoe);
    const shown = await provider.inject({ url: `/sign/${documentId}/document.pdf?t=${token}` });
    expect(await pdfStrings(shown.rawPayload)).toContain('Relocation terms');
    await post(documentId, { t: token, parent: CAREERS, action: 'sign', name: 'Zoë Ångström 李' });
    const stored = await result(documentId);
    // Characters the standard PDF font cannot draw become '?'; the record keeps the name as typed.
    expect(stored?.signer_name).toBe('Zoë Ångström 李');
    expect(await pdfStrings(Buffer.from(stored?.signed_pdf as Buffer))).toContain('Zoë Ångström ?');
  });
});
