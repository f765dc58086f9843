import type { DomainSettings } from '../contracts/domainSettings';
import { deleteStaleSessionCarts } from '../services/jobCart/jobCart';
import { changeCompanySettings } from '../testing/fixtures';
import { SEARCH_DOMAIN, seedSearchFixture } from '../testing/searchFixture';
import { count, createTestApp, logInAs, sessionCookie, visit, type Browser, type TestApp } from '../testing/testApp';

let t: TestApp;
let live: number[];
let archived: number[];
let otherCompany: number;

const db = () => t.app.careers.db;
const URL = '/api/pcsx/job_cart?domain=demo.test';

beforeAll(async () => {
  t = await createTestApp();
  otherCompany = (await seedSearchFixture(t.app.careers.db))[0] as number;
  const positions = db().selectFrom('positions').select('id').where('domain', '=', 'demo.test').orderBy('id');
  live = (await positions.where('archived_at', 'is', null).limit(60).execute()).map((row) => row.id);
  archived = (await positions.where('archived_at', 'is not', null).execute()).map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

const get = (who: Browser | null) => t.app.inject({ url: URL, headers: who ? { cookie: who.cookie } : {} });
const post = (who: Browser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/pcsx/job_cart', headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });
const cartOf = (res: { json(): unknown }) => (res.json() as { data: { jobCartData: { items: Array<{ id: number }>; invalidPositionIds: number[] } } }).data.jobCartData;
const ids = (res: { json(): unknown }) => cartOf(res).items.map((i) => i.id);

function title(id: number): Promise<{ name: string; location: string }> {
  return db().selectFrom('positions').select(['title as name', 'location_name as location']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function signUp(email: string, from: Browser): Promise<Browser> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/candidate/signup',
    headers: { cookie: from.cookie, 'x-csrf-token': from.csrf },
    payload: { email, password: 'plum-kettle-42', firstName: 'Kim', lastName: 'Lee' },
  });
  expect(res.statusCode).toBe(201);
  return { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
}

describe('a visitor\'s cart', () => {
  test('starts empty, even without a session', async () => {
    const res = await get(null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { jobCartData: { items: [], invalidPositionIds: [] } } });
  });

  test('add (ids as strings), remove, order kept, closed positions flagged', async () => {
    const me = await visit(t.app);
    const [a, b, c] = live as [number, number, number];
    const added = await post(me, { pids: [String(b), String(a)], operation: 'add', domain: 'demo.test' });
    expect(added.statusCode).toBe(200);
    expect(cartOf(added)).toEqual({
      items: [
        { id: b, ...(await title(b)), archived_at: null },
        { id: a, ...(await title(a)), archived_at: null },
      ],
      invalidPositionIds: [],
    });
    // Carted while it was open; closed since (a closed one is not added: see below).
    const closing = live[3] as number;
    const withClosing = await post(me, { pids: [String(closing), String(c), String(a)], operation: 'add', domain: 'demo.test' });
    expect(ids(withClosing)).toEqual([b, a, closing, c]);
    await db().updateTable('positions').set({ archived_at: '2026-02-20T00:00:00.000Z' }).where('id', '=', closing).execute();
    const closed = closing;
    const withClosed = await get(me);
    expect(ids(withClosed)).toEqual([b, a, closed, c]);
    expect(cartOf(withClosed).invalidPositionIds).toEqual([closed]);
    expect(cartOf(withClosed).items[2]).toMatchObject({ id: closed, archived_at: expect.any(String) });

    const removed = await post(me, { pids: [String(a), '123456789'], operation: 'remove', domain: 'demo.test' });
    expect(removed.statusCode).toBe(200);
    expect(ids(removed)).toEqual([b, closed, c]);
    expect(ids(await get(me))).toEqual([b, closed, c]);
    // Another visitor has a cart of their own.
    expect(ids(await get(await visit(t.app)))).toEqual([]);
    // Open again for the tests below, which take the live positions in order.
    await db().updateTable('positions').set({ archived_at: null }).where('id', '=', closed).execute();
  });

  test('a closed position is not added (409 with the closed text, nothing added); one in the cart can be added again and removed', async () => {
    const me = await visit(t.app);
    const [open, closing] = live.slice(4, 6) as [number, number];
    const closed = archived[0] as number;
    const refused = await post(me, { pids: [String(open), String(closed)], operation: 'add', domain: 'demo.test' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'position_closed', message: 'This position is closed and no longer takes applications.' } });
    expect(ids(await get(me))).toEqual([]);

    expect(ids(await post(me, { pids: [String(closing)], operation: 'add', domain: 'demo.test' }))).toEqual([closing]);
    await db().updateTable('positions').set({ archived_at: '2026-02-20T00:00:00.000Z' }).where('id', '=', closing).execute();
    try {
      const again = await post(me, { pids: [String(closing)], operation: 'add', domain: 'demo.test' });
      expect(again.statusCode).toBe(200);
      expect(ids(again)).toEqual([closing]);
      expect(ids(await post(me, { pids: [String(closing)], operation: 'remove', domain: 'demo.test' }))).toEqual([]);
      expect((await post(me, { pids: [String(closing)], operation: 'add', domain: 'demo.test' })).statusCode).toBe(409);
    } finally {
      await db().updateTable('positions').set({ archived_at: null }).where('id', '=', closing).execute();
    }
  });

  test('unknown ids (and another company\'s) on add → 400 naming them; nothing is added', async () => {
    const me = await visit(t.app);
    await post(me, { pids: [String(live[0])], operation: 'add' });
    const res = await post(me, { pids: [String(live[1]), '99999999', String(otherCompany)], operation: 'add', domain: 'demo.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_request', message: `Unknown position ids: 99999999, ${otherCompany}.` } });
    expect(ids(await get(me))).toEqual([live[0]]);
  });

  test('an id beyond any row\'s (over 32 bits) is refused by the schema on either engine, and the cart stays as it was', async () => {
    const me = await visit(t.app);
    await post(me, { pids: [String(live[0])], operation: 'add' });
    const added = await post(me, { pids: ['2147483648', '9007199254740991'], operation: 'add' });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({ error: { code: 'invalid_request', message: 'The field "pids.0" must be <= 2147483647.' } });
    const removed = await post(me, { pids: ['2147483648'], operation: 'remove' });
    expect(removed.statusCode).toBe(400);
    expect(ids(await get(me))).toEqual([live[0]]);
  });

  test('at most 50 items: the 51st is a 400 and the cart stays as it was', async () => {
    const me = await visit(t.app);
    const fifty = live.slice(0, 50).map(String);
    expect(cartOf(await post(me, { pids: fifty, operation: 'add' })).items).toHaveLength(50);
    // Adding what is already there is fine.
    expect((await post(me, { pids: [fifty[0]], operation: 'add' })).statusCode).toBe(200);
    const res = await post(me, { pids: [String(live[50])], operation: 'add' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_request', message: 'The job cart holds at most 50 positions.' } });
    expect(cartOf(await get(me)).items).toHaveLength(50);
  });

  test.each([
    [{ pids: 'x', operation: 'add' }, 'The field "pids.0" must be integer.'],
    [{ pids: ['abc'], operation: 'add' }, 'The field "pids.0" must be integer.'],
    [{ pids: ['0'], operation: 'add' }, 'The field "pids.0" must be >= 1.'],
    [{ pids: [], operation: 'add' }, 'The field "pids" must NOT have fewer than 1 items.'],
    [{ pids: Array.from({ length: 101 }, (_, i) => i + 1), operation: 'add' }, 'The field "pids" must NOT have more than 100 items.'],
    [{ pids: ['1'], operation: 'clear' }, 'The field "operation" must be equal to one of the allowed values.'],
    [{ pids: ['1'] }, 'The field "operation" is required.'],
  ])('%j → 400', async (payload, message) => {
    const res = await post(await visit(t.app), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_request', message } });
  });

  test('POST without the CSRF token → 403', async () => {
    const me = await visit(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/pcsx/job_cart', headers: { cookie: me.cookie }, payload: { pids: ['1'], operation: 'add' } });
    expect(res.statusCode).toBe(403);
  });

  test('visitor carts older than the longest visitor session are cleaned up', async () => {
    const me = await visit(t.app);
    await post(me, { pids: [String(live[5])], operation: 'add' });
    expect(await deleteStaleSessionCarts(t.app.careers.db, new Date(Date.now() + 13 * 3_600_000))).toBeGreaterThan(0);
    expect(ids(await get(me))).toEqual([]);
  });
});

describe('a candidate\'s cart', () => {
  test('the visitor\'s cart moves to the account at sign-up and log-in, and follows the candidate to new sessions', async () => {
    const visitor = await visit(t.app);
    const [a, b, c] = live.slice(10, 13) as [number, number, number];
    await post(visitor, { pids: [String(a), String(b)], operation: 'add' });
    const me = await signUp('cart-owner@example.com', visitor);
    expect(ids(await get(me))).toEqual([a, b]);
    expect(await count(t.app, 'job_cart_session_items')).toBe(0);

    // A later visit, before logging in again: the visitor cart joins what the account has.
    const later = await visit(t.app);
    await post(later, { pids: [String(c), String(a)], operation: 'add' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/login',
      headers: { cookie: later.cookie, 'x-csrf-token': later.csrf },
      payload: { email: 'cart-owner@example.com', password: 'plum-kettle-42' },
    });
    expect(res.statusCode).toBe(200);
    const again = { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
    expect(ids(await get(again))).toEqual([a, b, c]);
    expect(ids(await get(me))).toEqual([a, b, c]);

    await post(again, { pids: [String(b)], operation: 'remove', domain: 'demo.test' });
    expect(ids(await get(me))).toEqual([a, c]);
  });

  test('log-in moves (and clears) only that company\'s visitor cart: the same visitor\'s cart at another company is left alone', async () => {
    const visitor = await visit(t.app);
    await post(visitor, { pids: [String(otherCompany)], operation: 'add', domain: SEARCH_DOMAIN });
    await post(visitor, { pids: [String(live[30])], operation: 'add', domain: 'demo.test' });
    const rows = async (domain: string) => (await db().selectFrom('job_cart_session_items').select('position_id').where('domain', '=', domain).execute()).length;
    expect(await rows(SEARCH_DOMAIN)).toBe(1);
    await signUp('two-carts@example.com', visitor);
    expect(await rows('demo.test')).toBe(0);
    expect(await rows(SEARCH_DOMAIN)).toBe(1);
  });

  test('Alex\'s cart is not Sam\'s', async () => {
    const alex = await logInAs(t.app, 'alex@demo.test');
    const sam = await logInAs(t.app, 'sam@demo.test');
    await post(alex, { pids: [String(live[20])], operation: 'add' });
    expect(ids(await get(alex))).toEqual([live[20]]);
    expect(ids(await get(sam))).toEqual([]);
  });
});

test('a company without jobCartConfig (older configs) or with it off → 404 Job cart is not enabled.', async () => {
  const me = await visit(t.app);
  const changes = [
    (settings: DomainSettings) => {
      // Configs from before the job cart have no jobCartConfig at all.
      delete (settings.configs.pcsxConfig as { jobCartConfig?: unknown }).jobCartConfig;
    },
    (settings: DomainSettings) => {
      settings.configs.pcsxConfig.jobCartConfig = { enabled: false };
    },
  ];
  for (const change of changes) {
    const restore = await changeCompanySettings(db(), 'demo.test', change);
    try {
      for (const res of [await get(me), await post(me, { pids: [String(live[0])], operation: 'add' })]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Job cart is not enabled.' } });
      }
    } finally {
      await restore();
    }
  }
  // The search test company has it on; its cart is its own.
  const res = await t.app.inject({ url: `/api/pcsx/job_cart?domain=${SEARCH_DOMAIN}`, headers: { cookie: me.cookie } });
  expect(res.statusCode).toBe(200);
});
