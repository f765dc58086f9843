import type { FastifyInstance } from 'fastify';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';

// The company a request is for is decided in one place (requestContext.ts, decideCompany): the domain
// it names in the query, else in its body, else the session's company. These tests send, as a
// candidate of demo.test, every kind of call naming another company that exists, and check that
// nothing of that company, nor of the candidate, changed: the candidate is logged out there.

const OTHER = 'other.test';
let t: TestApp;
let alex: Browser;
let otherPosition: number;
let ownPosition: number;
let formId: string;

const db = () => t.app.careers.db;

beforeAll(async () => {
  t = await createTestApp();
  const demo = await db().selectFrom('domains').selectAll().where('id', '=', 'demo.test').executeTakeFirstOrThrow();
  await db().insertInto('domains').values({ ...demo, id: OTHER, name: 'Other' }).execute();
  const { id: ownId, ...position } = await db().selectFrom('positions').selectAll()
    .where('domain', '=', 'demo.test').where('archived_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  ownPosition = ownId;
  otherPosition = (await db().insertInto('positions').values({ ...position, domain: OTHER }).returning('id').executeTakeFirstOrThrow()).id;
  const forms = await db().selectFrom('forms').selectAll().where('domain', '=', 'demo.test').execute();
  await db().insertInto('forms').values(forms.map((form) => ({ ...form, domain: OTHER }))).execute();
  formId = (forms.find((form) => form.kind !== 'application') ?? forms[0])!.id;
  alex = await logInAs(t.app);
});
afterAll(async () => {
  await t.close();
});

/** Everything a candidate's calls could change, as one comparable value. */
async function snapshot(): Promise<string> {
  const tables = ['saved_positions', 'saved_searches', 'draft_applications', 'form_responses', 'applications', 'notifications',
    'job_cart_candidate_items', 'candidates'] as const;
  const rows = await Promise.all(tables.map((table) => db().selectFrom(table).selectAll().execute()));
  return JSON.stringify(rows.map((list) => list.map((row) => JSON.stringify(row)).sort()));
}

function send(app: FastifyInstance, who: Browser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const headers = { cookie: who.cookie, 'x-csrf-token': who.csrf };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe('a candidate naming another company is logged out there: nothing of it, or of theirs, changes', () => {
  const calls: Array<[string, 'GET' | 'POST' | 'DELETE', () => string, () => object | undefined]> = [
    ['save a position (body)', 'POST', () => '/api/pcsx/position_action', () => ({ position_id: otherPosition, action: 'save', domain: OTHER })],
    ['save a position (query)', 'POST', () => `/api/pcsx/position_action?domain=${OTHER}`, () => ({ position_id: otherPosition, action: 'save' })],
    ['save a search', 'POST', () => '/api/pcsx/saved_searches', () => ({ query: 'engineer', domain: OTHER })],
    ['delete a saved search', 'DELETE', () => `/api/pcsx/saved_searches/1?domain=${OTHER}`, () => undefined],
    ['save a draft application', 'POST', () => '/api/pcsx/draft_applications', () => ({ pid: otherPosition, values: {}, domain: OTHER })],
    ['delete draft applications', 'DELETE', () => '/api/pcsx/draft_applications', () => ({ position_ids: [otherPosition], domain: OTHER })],
    ['save a form', 'POST', () => `/api/pcsx/forms/${formId}/save`, () => ({ values: {}, domain: OTHER })],
    ['mark all notifications viewed', 'POST', () => `/api/pcsx/notifications/mark_all_viewed?domain=${OTHER}`, () => undefined],
    ['mark all notifications clicked', 'POST', () => '/api/pcsx/notifications/mark_all_clicked', () => ({ domain: OTHER })],
    ['finish onboarding', 'POST', () => `/api/pcsx/onboarding?domain=${OTHER}`, () => undefined],
    // The schema of this call has no `domain`: the decision reads the body's all the same.
    ['bootstrap the profile', 'POST', () => '/api/pcsx/profile_bootstrap', () => ({ firstName: 'Mallory', lastName: 'Other', domain: OTHER })],
    ['read saved positions', 'GET', () => `/api/pcsx/positions/saved?domain=${OTHER}`, () => undefined],
    ['read match details', 'GET', () => `/api/pcsx/match_details?position_id=${otherPosition}&domain=${OTHER}`, () => undefined],
    ['read notifications', 'GET', () => `/api/pcsx/notifications?domain=${OTHER}`, () => undefined],
    ['read the forms list', 'GET', () => `/api/pcsx/forms_list?domain=${OTHER}`, () => undefined],
    ['read draft applications', 'GET', () => `/api/pcsx/draft_applications?domain=${OTHER}`, () => undefined],
    ['read saved searches', 'GET', () => `/api/pcsx/saved_searches?domain=${OTHER}`, () => undefined],
  ];

  test.each(calls)('%s → 401 Session timed out., nothing changed', async (_name, method, url, payload) => {
    const before = await snapshot();
    const res = await send(t.app, alex, method, url(), payload());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'login_required', message: 'Session timed out.' } });
    expect(await snapshot()).toBe(before);
  });

  test('on a public call, such as the job cart, they are a visitor of that company: their own cart stays as it was', async () => {
    const before = await snapshot();
    const res = await send(t.app, alex, 'POST', '/api/pcsx/job_cart', { pids: [String(otherPosition)], operation: 'add', domain: OTHER });
    expect(res.statusCode).toBe(200);
    expect(await snapshot()).toBe(before);
    const own = await send(t.app, alex, 'GET', '/api/pcsx/job_cart?domain=demo.test');
    expect(own.json().data.jobCartData.items).toEqual([]);
  });

  test('the session call says who they are there: nobody', async () => {
    const res = await send(t.app, alex, 'GET', `/api/pcsx/session?domain=${OTHER}`);
    expect(res.json().user).toEqual({ groupId: OTHER, isLoggedIn: false, is_admin: false, id: null });
    expect(res.json().profile).toBeNull();
  });
});

describe('one rule decides: the query before the body, a known company before the session\'s', () => {
  test('a query naming their own company wins over a body naming another: the call acts there, by that company\'s rules', async () => {
    const other = await send(t.app, alex, 'POST', '/api/pcsx/position_action?domain=demo.test', { position_id: otherPosition, action: 'save', domain: OTHER });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Position not found.');
    const own = await send(t.app, alex, 'POST', '/api/pcsx/position_action?domain=demo.test', { position_id: ownPosition, action: 'save', domain: OTHER });
    expect(own.json()).toEqual({ ok: true, positionUserActions: { isSaved: true } });
  });

  test('a domain that is no company leaves the session\'s company in charge', async () => {
    const res = await send(t.app, alex, 'POST', '/api/pcsx/position_action', { position_id: ownPosition, action: 'unsave', domain: 'nowhere.test' });
    expect(res.json()).toEqual({ ok: true, positionUserActions: { isSaved: false } });
    expect((await send(t.app, alex, 'GET', '/api/pcsx/session?domain=nowhere.test')).json().user.groupId).toBe('demo.test');
  });

  test('a visitor goes where the request names, query or body', async () => {
    const visitor = await visit(t.app);
    expect((await send(t.app, visitor, 'GET', `/api/pcsx/session?domain=${OTHER}`)).json().user.groupId).toBe(OTHER);
    const cart = await send(t.app, visitor, 'POST', '/api/pcsx/job_cart', { pids: [String(otherPosition)], operation: 'add', domain: OTHER });
    expect(cart.json().data.jobCartData.items.map((item: { id: number }) => item.id)).toEqual([otherPosition]);
    // The same visitor's cart at their own company is another cart.
    expect((await send(t.app, visitor, 'GET', '/api/pcsx/job_cart?domain=demo.test')).json().data.jobCartData.items).toEqual([]);
  });
});
