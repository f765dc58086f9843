import { sql } from 'kysely';
import { appendOfferEvent } from '../services/offers/evidence';
import { addAlexsOffer, addTestOffer, samplePdf, signTestLetter } from '../services/offers/evidence/evidenceTesting';
import { createTestDatabase } from '../testing/testDatabase';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';
import { multipartBody } from '../testing/uploadFile';
import { MAX_SIGNED_PDF_BYTES } from '@careers/shared/contracts/offers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The demo offer ids of a demo candidate. */
async function offersOf(email: string): Promise<number[]> {
  const rows = await t.app.careers.db
    .selectFrom('offers')
    .innerJoin('candidates', 'candidates.id', 'offers.candidate_id')
    .select('offers.id')
    .where('candidates.email', '=', email)
    .orderBy('offers.id')
    .execute();
  return rows.map((row) => row.id);
}

describe('GET /api/offer/offers/{id}/audit', () => {
  test("answers the candidate's own offer's log re-checked, and names an altered entry", async () => {
    const alex = await logInAs(t.app);
    const [offerId] = await offersOf('alex@demo.test');
    if (!offerId) throw new Error('the demo data has no offer for Alex');
    const offer = await t.app.careers.db.selectFrom('offers').select(['domain', 'candidate_id']).where('id', '=', offerId).executeTakeFirstOrThrow();
    const ids = await t.app.careers.db.transaction().execute(async (trx) => {
      const base = { domain: offer.domain, offerId, documentId: null, candidateId: offer.candidate_id, ip: '203.0.113.9', userAgent: 'jest', before: null, after: null };
      return [(await appendOfferEvent(trx, { ...base, event: 'viewed' })).id, (await appendOfferEvent(trx, { ...base, event: 'declined' })).id];
    });
    const audit = () => t.app.inject({ method: 'GET', url: `/api/offer/offers/${offerId}/audit?domain=demo.test`, headers: { cookie: alex.cookie } });
    const res = await audit();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ intact: true, altered: [] });
    expect(res.json().entries.slice(-2).map((entry: { id: number; event: string; ip: string }) => [entry.id, entry.event, entry.ip])).toEqual([
      [ids[0], 'viewed', '203.0.113.9'], [ids[1], 'declined', '203.0.113.9'],
    ]);
    await sql`UPDATE offer_events SET ip = '203.0.113.8' WHERE id = ${ids[0]}`.execute(t.app.careers.db);
    expect((await audit()).json()).toMatchObject({ intact: false, altered: [ids[0]] });
  });

  test("another candidate's offer and a missing one answer the same 404; visitors 401", async () => {
    const alex = await logInAs(t.app);
    const [samsOffer] = await offersOf('sam@demo.test');
    const other = await addTestOffer(t.app.careers.db, 'elsewhere.test');
    const notFound = { error: { code: 'not_found', message: 'Offer not found.' } };
    for (const id of [samsOffer ?? 0, other.offerId, 2_000_000_000]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/offer/offers/${id}/audit`, headers: { cookie: alex.cookie } });
      expect([id, res.statusCode, res.json()]).toEqual([id, 404, notFound]);
    }
    const visitor = await t.app.inject({ method: 'GET', url: `/api/offer/offers/${samsOffer ?? 0}/audit` });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('Session timed out.');
  });
});

describe('views and downloads in the audit log', () => {
  test('reloading a document within 10 minutes adds one entry; another address, agent or a download adds another', async () => {
    const alex = await logInAs(t.app);
    const db = t.app.careers.db;
    const { offerId, documentId } = await addAlexsOffer(db, 'Evidence Analyst');
    const clock = Date.parse('2026-11-20T10:00:00Z');
    let minutes = 0;
    t.app.careers.now = () => clock + minutes * 60_000;
    const read = async (at: number, path: string, ip = '203.0.113.1', agent = 'Agent/1') => {
      minutes = at;
      const res = await t.app.inject({ url: `/api/offer/offers/${offerId}/${documentId}${path}`, remoteAddress: ip, headers: { cookie: alex.cookie, 'user-agent': agent } });
      expect(res.statusCode).toBe(200);
    };
    const logged = async () => (await db.selectFrom('offer_events').select(['event', 'ip', 'user_agent', 'at']).where('offer_id', '=', offerId).orderBy('id').execute()).map((e) => [e.event, e.ip, e.user_agent, e.at]);
    try {
      await read(0, '?domain=demo.test');
      await read(1, '?domain=demo.test');
      await read(2, '/file?domain=demo.test');
      await read(9, '?domain=demo.test');
      expect(await logged()).toEqual([['viewed', '203.0.113.1', 'Agent/1', '2026-11-20T10:00:00.000Z']]);
      await read(3, '?domain=demo.test', '203.0.113.2');
      await read(4, '?domain=demo.test', '203.0.113.1', 'Agent/2');
      await read(5, '/file?domain=demo.test&download=1');
      await read(6, '/file?domain=demo.test&download=1');
      await read(11, '?domain=demo.test');
      expect(await logged()).toEqual([
        ['viewed', '203.0.113.1', 'Agent/1', '2026-11-20T10:00:00.000Z'],
        ['viewed', '203.0.113.2', 'Agent/1', '2026-11-20T10:03:00.000Z'],
        ['viewed', '203.0.113.1', 'Agent/2', '2026-11-20T10:04:00.000Z'],
        ['downloaded', '203.0.113.1', 'Agent/1', '2026-11-20T10:05:00.000Z'],
        ['viewed', '203.0.113.1', 'Agent/1', '2026-11-20T10:11:00.000Z'],
      ]);
      const audit = await t.app.inject({ url: `/api/offer/offers/${offerId}/audit?domain=demo.test`, headers: { cookie: alex.cookie } });
      expect(audit.json()).toMatchObject({ intact: true, altered: [] });
    } finally {
      t.app.careers.now = Date.now;
    }
  });
});

const verify = (bytes: Buffer, headers: Record<string, string> = {}, name = 'signed.pdf', url = '/api/offer/verify') => {
  const { payload, contentType } = multipartBody(name, bytes, { type: 'application/pdf' });
  return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });
};

describe('POST /api/offer/verify', () => {
  test('a sealed PDF, the same one altered, and one sealed elsewhere: three answers, no login or CSRF token needed', async () => {
    const { sealed, upload } = await signTestLetter(t.app.careers.db, await addTestOffer(t.app.careers.db));
    const res = await verify(sealed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      signed_by_this_site: true, unaltered: true, message: 'This PDF was signed on this site on 11/21/2026 and has not been altered since.',
      signed_at: '2026-11-21T14:05:09.000Z', document_name: 'Offer letter',
    });
    const altered = Buffer.from(sealed);
    altered[200] = (altered[200] ?? 0) ^ 1;
    expect((await verify(altered)).json()).toMatchObject({ signed_by_this_site: true, unaltered: false, message: "This PDF carries this site's seal but has been altered since it was signed." });
    expect((await verify(upload)).json()).toMatchObject({ signed_by_this_site: false, unaltered: false, message: 'This PDF was not signed by this site.' });
    const elsewhere = await createTestDatabase();
    try {
      const foreign = await signTestLetter(elsewhere.db, await addTestOffer(elsewhere.db));
      expect((await verify(foreign.sealed)).json()).toEqual({ signed_by_this_site: false, unaltered: false, message: 'This PDF was not signed by this site.', signed_at: null, document_name: null });
    } finally {
      await elsewhere.close();
    }
  });

  test('runs without the session a logged-in browser sends: no CSRF token needed, none handed out, no cookie set', async () => {
    const alex = await logInAs(t.app);
    const res = await verify(await samplePdf(), { cookie: alex.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-csrf-token']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    // Other POSTs still need the token.
    const other = await t.app.inject({ method: 'POST', url: '/vslog', headers: { cookie: alex.cookie }, payload: { namespace: 'a', event: 'b' } });
    expect(other.statusCode).toBe(403);
  });

  test('refuses what is not one PDF, with a clear message', async () => {
    const cases: Array<[string, () => ReturnType<typeof verify>, number, string]> = [
      ['not a PDF', () => verify(Buffer.from('\x89PNG\r\n\x1a\n not a pdf'), {}, 'renamed.pdf'), 422, 'This file is not a PDF.'],
      ['empty', () => verify(Buffer.alloc(0)), 422, 'The file is empty.'],
      ['too large', () => verify(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_SIGNED_PDF_BYTES)])), 413, 'The file is larger than 10 MB, the most a signed PDF may have.'],
      ['another field', () => t.app.inject({ method: 'POST', url: '/api/offer/verify', ...withBody(multipartBody('a.pdf', Buffer.from('%PDF-1.7'), { field: 'document' })) }), 400, 'Send the PDF as multipart/form-data with one part named "file".'],
      ['not multipart', () => t.app.inject({ method: 'POST', url: '/api/offer/verify', payload: { file: 'x' } }), 415, 'Send the PDF as multipart/form-data with one part named "file".'],
    ];
    for (const [name, send, status, message] of cases) {
      const res = await send();
      expect([name, res.statusCode, res.json().error.message]).toEqual([name, status, message]);
    }
  });
});

test('verifying is rate-limited per address like the other uploads (FORM_SUBMIT_RATE_LIMIT_MAX a minute)', async () => {
  const limited = await createTestApp({ FORM_SUBMIT_RATE_LIMIT_MAX: '2' });
  try {
    const pdf = multipartBody('a.pdf', await samplePdf());
    const send = () => limited.app.inject({ method: 'POST', url: '/api/offer/verify', ...withBody(pdf) });
    expect([(await send()).statusCode, (await send()).statusCode]).toEqual([200, 200]);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe('Please try again in a few minutes');
  } finally {
    await limited.close();
  }
});

function withBody(body: { payload: Buffer; contentType: string }) {
  return { headers: { 'content-type': body.contentType }, payload: body.payload };
}

describe('the verify page', () => {
  test('GET /careers/offers/verify: a labelled file input and a button in a plain multipart form, no script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/careers/offers/verify' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<h1>Verify a signed offer document</h1>');
    expect(html).toMatch(/<form method="post" action="\/careers\/offers\/verify" enctype="multipart\/form-data"/);
    expect(html).toContain('<label for="file">Signed PDF</label>');
    expect(html).toMatch(/<input id="file" name="file" type="file" accept="application\/pdf,\.pdf" required/);
    expect(html).toContain('<button type="submit">Verify PDF</button>');
    expect(html).not.toContain('<script');
  });

  test('a form post shows the verdict in the page and its title', async () => {
    const { sealed } = await signTestLetter(t.app.careers.db, await addTestOffer(t.app.careers.db));
    const alex = await logInAs(t.app);
    const good = await verify(sealed, { cookie: alex.cookie }, 'signed.pdf', '/careers/offers/verify');
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain('This PDF was signed on this site on 11/21/2026 and has not been altered since.');
    expect(good.body).toMatch(/<title>Signed here and unaltered — Verify a signed offer document — /);
    expect(good.body).toMatch(/<div class="verdict good" role="status" id="verify-result">/);
    const bad = await verify(await samplePdf(), {}, 'mine.pdf', '/careers/offers/verify');
    expect(bad.body).toContain('This PDF was not signed by this site.');
    expect(bad.body).toMatch(/<title>Not signed by this site — /);
  });

  test('a form sent without a file, or with something else, says so beside the form', async () => {
    const empty = await verify(Buffer.alloc(0), {}, '', '/careers/offers/verify');
    expect(empty.statusCode).toBe(422);
    expect(empty.headers['content-type']).toMatch(/^text\/html/);
    expect(empty.body).toContain('<div class="alert" role="alert" id="verify-result">Choose a PDF file to verify.</div>');
    expect(empty.body).toContain('aria-invalid="true"');
    const png = await verify(Buffer.from('\x89PNG\r\n\x1a\n'), {}, 'photo.png', '/careers/offers/verify');
    expect(png.statusCode).toBe(422);
    expect(png.body).toContain('This file is not a PDF.');
  });
});
