import type { DomainSettings } from '../contracts/domainSettings';
import { notify } from '../services/notificationEvents';
import { addCompany, changeCompanySettings } from '../testing/fixtures';
import { createTestApp, logInAs, signUp, visit, type Browser, type TestApp } from '../testing/testApp';

let t: TestApp;
let alex: Browser;
let sam: Browser;

beforeAll(async () => {
  t = await createTestApp();
  alex = await logInAs(t.app, 'alex@demo.test');
  sam = await logInAs(t.app, 'sam@demo.test');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;
const idOf = async (email: string) => (await db().selectFrom('candidates').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const row = (id: string | number) => db().selectFrom('notifications').select(['is_clicked', 'is_viewed']).where('id', '=', Number(id)).executeTakeFirst();
const unclicked = async (candidateId: number) =>
  Number((await db().selectFrom('notifications').select((eb) => eb.fn.countAll().as('n')).where('candidate_id', '=', candidateId).where('is_clicked', '=', 0).executeTakeFirstOrThrow()).n);

const get = (url: string, who: Browser | null) => t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const post = (url: string, who: Browser, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, ...(payload ? { payload } : {}) });

/** A candidate of its own, so changes do not disturb the other tests. */
const newCandidate = (email: string) => signUp(t.app, email, { firstName: 'Robin', lastName: 'Park' });

describe('GET /api/pcsx/notifications', () => {
  test('the candidate\'s own notifications, newest first, in the spec\'s shape', async () => {
    const res = await get('/api/pcsx/notifications?domain=demo.test', alex);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { notifications } = res.json();
    const alexId = await idOf('alex@demo.test');
    const stored = (await db().selectFrom('notifications').select('id').where('candidate_id', '=', alexId).execute()).length;
    expect(notifications).toHaveLength(stored);
    for (const n of notifications) {
      expect(Object.keys(n).sort()).toEqual(['categoryTitle', 'createdAt', 'id', 'isClicked', 'message', 'notificationType', 'redirectUrl']);
      expect(n).toMatchObject({ id: expect.stringMatching(/^\d+$/), isClicked: expect.any(Boolean), redirectUrl: expect.stringMatching(/^\/careers/) });
      expect(new Date(n.createdAt).toISOString()).toBe(n.createdAt);
    }
    const times = notifications.map((n: { createdAt: string }) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(notifications[0]).toMatchObject({
      categoryTitle: 'Offers',
      notificationType: 'action_required',
      isClicked: false,
      redirectUrl: expect.stringMatching(/^\/careers\/offer\/\d+\?domain=demo\.test$/),
    });
  });

  test('type_filter=action_required returns only action-required ones', async () => {
    const all = (await get('/api/pcsx/notifications?domain=demo.test', alex)).json().notifications;
    const res = await get('/api/pcsx/notifications?domain=demo.test&type_filter=action_required', alex);
    const filtered = res.json().notifications as Array<{ notificationType: string }>;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered.every((n) => n.notificationType === 'action_required')).toBe(true);
    expect(filtered.length).toBe(all.filter((n: { notificationType: string }) => n.notificationType === 'action_required').length);
  });

  test('limit caps the list (default 50, at most 100)', async () => {
    const res = await get('/api/pcsx/notifications?domain=demo.test&limit=2', alex);
    const all = (await get('/api/pcsx/notifications?domain=demo.test', alex)).json().notifications;
    expect(res.json().notifications).toEqual(all.slice(0, 2));

    const me = await newCandidate('many@example.com');
    for (let i = 0; i < 60; i++) await notify(db(), { domain: 'demo.test', candidateId: me.id, event: { type: 'application_submitted', positionName: `Role ${i}` } });
    expect((await get('/api/pcsx/notifications?domain=demo.test', me)).json().notifications).toHaveLength(50);
    expect((await get('/api/pcsx/notifications?domain=demo.test&limit=100', me)).json().notifications).toHaveLength(61);
  });

  test.each([
    ['type_filter=urgent', 'The field "type_filter" must be equal to one of the allowed values.'],
    ['limit=0', 'The field "limit" must be >= 1.'],
    ['limit=101', 'The field "limit" must be <= 100.'],
    ['limit=ten', 'The field "limit" must be integer.'],
  ])('%s → 400 invalid_request', async (query, message) => {
    const res = await get(`/api/pcsx/notifications?domain=demo.test&${query}`, alex);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_request', message } });
  });

  test('a domain over 253 characters → 400 before any code reads it', async () => {
    const res = await get(`/api/pcsx/notifications?domain=${'a.'.repeat(127)}`, alex);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_request', message: 'The field "domain" must NOT have more than 253 characters.' } });
  });

  test('another company\'s domain, or one that does not exist, lists nothing', async () => {
    expect((await get('/api/pcsx/notifications?domain=nowhere.test', alex)).json()).toEqual({ notifications: [] });
    expect((await get('/api/pcsx/notification_badge?domain=nowhere.test', alex)).json()).toEqual({ count: 0 });
  });
});

describe('badge and mark_all_viewed', () => {
  test('the badge counts unviewed notifications; mark_all_viewed sets it to 0', async () => {
    const me = await newCandidate('badge@example.com');
    await notify(db(), { domain: 'demo.test', candidateId: me.id, event: { type: 'application_submitted', positionName: 'Designer' } });
    await notify(db(), { domain: 'demo.test', candidateId: me.id, event: { type: 'form_assigned', formName: 'W-4', url: '/careers/forms/center' } });
    // The welcome notification from sign-up, and these two.
    expect((await get('/api/pcsx/notification_badge?domain=demo.test', me)).json()).toEqual({ count: 3 });

    const res = await post('/api/pcsx/notifications/mark_all_viewed?domain=demo.test', me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, count: 0 });
    expect((await get('/api/pcsx/notification_badge?domain=demo.test', me)).json()).toEqual({ count: 0 });
    // Viewed is not clicked.
    const list = (await get('/api/pcsx/notifications?domain=demo.test', me)).json().notifications;
    expect(list.every((n: { isClicked: boolean }) => !n.isClicked)).toBe(true);

    await notify(db(), { domain: 'demo.test', candidateId: me.id, event: { type: 'welcome' } });
    expect((await get('/api/pcsx/notification_badge', me)).json()).toEqual({ count: 1 });
  });

  test('mark_all_viewed for another company changes nothing', async () => {
    const me = await newCandidate('viewed-elsewhere@example.com');
    const res = await post('/api/pcsx/notifications/mark_all_viewed', me, { domain: 'other.test' });
    expect(res.json()).toEqual({ ok: true, count: 0 });
    expect((await get('/api/pcsx/notification_badge?domain=demo.test', me)).json()).toEqual({ count: 1 });
  });
});

describe('mark_clicked and mark_all_clicked', () => {
  test('mark_clicked flips isClicked and answers the notification', async () => {
    const [first] = (await get('/api/pcsx/notifications?domain=demo.test', sam)).json().notifications;
    expect(first.isClicked).toBe(false);
    const res = await post(`/api/pcsx/notifications/${first.id}/mark_clicked?domain=demo.test`, sam);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, notification: { ...first, isClicked: true } });
    expect(await row(first.id)).toEqual({ is_clicked: 1, is_viewed: 1 });
    const [again] = (await get('/api/pcsx/notifications?domain=demo.test', sam)).json().notifications;
    expect(again.isClicked).toBe(true);
  });

  test('another candidate\'s notification → 404 and unchanged', async () => {
    const [alexs] = (await get('/api/pcsx/notifications?domain=demo.test', alex)).json().notifications;
    const before = await row(alexs.id);
    expect(before?.is_clicked).toBe(0);
    const res = await post(`/api/pcsx/notifications/${alexs.id}/mark_clicked?domain=demo.test`, sam);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Notification not found.' } });
    expect(await row(alexs.id)).toEqual(before);
  });

  test('an id beyond any row id → 404, as an unknown one (PostgreSQL refused to compare its integer ids with it: 500)', async () => {
    for (const id of ['2147483648', '999999999999999']) {
      const res = await post(`/api/pcsx/notifications/${id}/mark_clicked?domain=demo.test`, alex);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Notification not found.' } });
    }
  });

  test('another domain → 404 and unchanged: the named domain, or the notification\'s own', async () => {
    const [alexs] = (await get('/api/pcsx/notifications?domain=demo.test', alex)).json().notifications;
    const before = await row(alexs.id);
    for (const request of [
      () => post(`/api/pcsx/notifications/${alexs.id}/mark_clicked?domain=nowhere.test`, alex),
      () => post(`/api/pcsx/notifications/${alexs.id}/mark_clicked`, alex, { domain: 'other.test' }),
    ]) {
      const res = await request();
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Notification not found.' });
    }
    expect(await row(alexs.id)).toEqual(before);

    // A notification stored under another company is not reachable from this one, even for the same candidate id.
    await addCompany(db(), 'other.test');
    const { id: foreign } = await db()
      .insertInto('notifications')
      .values({
        domain: 'other.test', candidate_id: await idOf('alex@demo.test'), category_title: 'Offers', message: 'Elsewhere',
        created_at: new Date().toISOString(), redirect_url: '/careers', notification_type: 'read_only',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await post(`/api/pcsx/notifications/${foreign}/mark_clicked?domain=demo.test`, alex);
    expect(res.statusCode).toBe(404);
    expect(await row(foreign)).toEqual({ is_clicked: 0, is_viewed: 0 });
    const ids = (await get('/api/pcsx/notifications', alex)).json().notifications.map((n: { id: string }) => n.id);
    expect(ids).not.toContain(String(foreign));
  });

  test.each(['999999', 'abc', '1e3'])('a missing or malformed id (%s) → 404', async (id) => {
    const res = await post(`/api/pcsx/notifications/${id}/mark_clicked?domain=demo.test`, alex);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Notification not found.');
  });

  test('mark_all_clicked clicks (and so views) every notification of the candidate only', async () => {
    const me = await newCandidate('clicker@example.com');
    await notify(db(), { domain: 'demo.test', candidateId: me.id, event: { type: 'application_submitted', positionName: 'Chef' } });
    const alexUnclicked = await unclicked(await idOf('alex@demo.test'));
    const res = await post('/api/pcsx/notifications/mark_all_clicked', me, { domain: 'demo.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const list = (await get('/api/pcsx/notifications?domain=demo.test', me)).json().notifications;
    expect(list).toHaveLength(2);
    expect(list.every((n: { isClicked: boolean }) => n.isClicked)).toBe(true);
    expect((await get('/api/pcsx/notification_badge?domain=demo.test', me)).json()).toEqual({ count: 0 });
    expect(await unclicked(await idOf('alex@demo.test'))).toBe(alexUnclicked);
  });
});

describe('conventions', () => {
  test.each([
    ['GET', '/api/pcsx/notifications?domain=demo.test'],
    ['GET', '/api/pcsx/notification_badge?domain=demo.test'],
    ['POST', '/api/pcsx/notifications/mark_all_viewed?domain=demo.test'],
    ['POST', '/api/pcsx/notifications/1/mark_clicked?domain=demo.test'],
    ['POST', '/api/pcsx/notifications/mark_all_clicked?domain=demo.test'],
  ] as const)('logged out: %s %s → 401 with x-login-required', async (method, url) => {
    const browser = await visit(t.app);
    const res = await t.app.inject({ method, url, headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-login-required']).toBe('1');
    expect(res.json()).toEqual({ error: { code: 'login_required', message: 'Session timed out.' } });
  });

  test('POSTs without the CSRF token → 403 and nothing changes', async () => {
    const [first] = (await get('/api/pcsx/notifications?domain=demo.test', alex)).json().notifications;
    const before = await row(first.id);
    for (const url of [`/api/pcsx/notifications/${first.id}/mark_clicked`, '/api/pcsx/notifications/mark_all_clicked', '/api/pcsx/notifications/mark_all_viewed']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie: alex.cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.headers['x-invalid-csrf']).toBe('1');
    }
    expect(await row(first.id)).toEqual(before);
  });
});

describe('GET /api/pcsx/notifications_boot_data', () => {
  const setFlags = (mutate: (configs: DomainSettings['configs']) => void) => changeCompanySettings(db(), 'demo.test', (settings) => mutate(settings.configs));

  test('logged in', async () => {
    const res = await get('/api/pcsx/notifications_boot_data', alex);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      groupId: 'demo.test',
      isLoggedIn: true,
      enableCandidateInappNotifications: true,
      hasActionRequiredNotificationsConfigured: true,
      language: 'en',
    });
  });

  test('logged out: public, and enabled only when the company offers notifications to visitors too', async () => {
    const res = await get('/api/pcsx/notifications_boot_data', null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      groupId: 'demo.test',
      isLoggedIn: false,
      enableCandidateInappNotifications: true,
      hasActionRequiredNotificationsConfigured: true,
      language: 'en',
    });
    const restore = await setFlags((c) => {
      c.pcsxConfig.loggedOutNotificationConfig.enabled = false;
    });
    try {
      expect((await get('/api/pcsx/notifications_boot_data', null)).json().enableCandidateInappNotifications).toBe(false);
      expect((await get('/api/pcsx/notifications_boot_data', alex)).json().enableCandidateInappNotifications).toBe(true);
    } finally {
      await restore();
    }
  });

  test('follows the company flags', async () => {
    const restore = await setFlags((c) => {
      c.notificationsConfig.enableCandidateInappNotifications = false;
      c.notificationsConfig.hasActionRequiredNotificationsConfigured = false;
    });
    try {
      for (const who of [alex, null]) {
        expect((await get('/api/pcsx/notifications_boot_data', who)).json()).toMatchObject({
          enableCandidateInappNotifications: false,
          hasActionRequiredNotificationsConfigured: false,
        });
      }
    } finally {
      await restore();
    }
  });
});
