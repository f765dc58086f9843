import { setDomainConfig } from '../testing/domainConfig';
import { createTestApp, logInAs, sessionCookie, visit, type Browser, type TestApp } from '../testing/testApp';

let t: TestApp;
let alex: Browser;
let sam: Browser;

const db = () => t.app.careers.db;

beforeAll(async () => {
  t = await createTestApp();
  alex = await logInAs(t.app, 'alex@demo.test');
  sam = await logInAs(t.app, 'sam@demo.test');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who: Browser | null) => t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: Browser, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, ...(payload ? { payload } : {}) });

const setConfig = (path: string, value: unknown) => setDomainConfig(db(), 'demo.test', path, value);

async function newCandidate(email: string): Promise<Browser> {
  const anonymous = await visit(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/candidate/signup',
    headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
    payload: { email, password: 'plum-kettle-42', firstName: 'Ari', lastName: 'Moss' },
  });
  expect(res.statusCode).toBe(201);
  return { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
}

describe('saved searches', () => {
  test('round trip: save, list, shows as saved in the search, delete', async () => {
    const me = await newCandidate('saver@example.com');
    const searchUrl = '/api/pcsx/search?domain=demo.test&query=engineer&location=Berlin&filter_department=Engineering&filter_is_remote=0';
    expect((await get(searchUrl, me)).json().savedSearchMetadata).toEqual({ enabled: true, isSaved: false, id: null });

    const created = await send('POST', '/api/pcsx/saved_searches', me, {
      query: ' Engineer ',
      location: 'Berlin',
      // Display name and label, as the search accepts them.
      filters: { Department: ['Engineering'], is_remote: ['On-site or hybrid'] },
      domain: 'demo.test',
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json().data;
    expect(saved).toEqual({
      id: expect.any(Number),
      query: 'Engineer',
      location: 'Berlin',
      filters: { department: ['Engineering'], is_remote: ['0'] },
      created_at: expect.any(String),
      alert: 'in_app',
    });

    // Case, spacing and the order of filters do not make it another search.
    expect((await get(searchUrl, me)).json().savedSearchMetadata).toEqual({ enabled: true, isSaved: true, id: saved.id });
    const reordered = '/api/pcsx/search?domain=demo.test&filter_is_remote=0&query=ENGINEER&filter_department=Engineering&location=berlin';
    expect((await get(reordered, me)).json().savedSearchMetadata).toEqual({ enabled: true, isSaved: true, id: saved.id });
    // Another query, another candidate, a visitor: not saved.
    expect((await get('/api/pcsx/search?domain=demo.test&query=engineer&location=Berlin', me)).json().savedSearchMetadata.isSaved).toBe(false);
    expect((await get(searchUrl, sam)).json().savedSearchMetadata).toEqual({ enabled: true, isSaved: false, id: null });
    expect((await get(searchUrl, null)).json().savedSearchMetadata).toEqual({ enabled: true, isSaved: false, id: null });

    const again = await send('POST', '/api/pcsx/saved_searches', me, { query: 'engineer', location: 'berlin', filters: { is_remote: ['0'], department: ['Engineering'] } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(saved.id);

    const second = (await send('POST', '/api/pcsx/saved_searches', me, { query: 'designer', location: '', filters: {} })).json().data;
    const list = (await get('/api/pcsx/saved_searches?domain=demo.test', me)).json();
    expect(list).toEqual({ data: { savedSearches: [second, saved] } });

    expect((await send('DELETE', `/api/pcsx/saved_searches/${saved.id}?domain=demo.test`, me)).json()).toEqual({ ok: true });
    expect((await get(searchUrl, me)).json().savedSearchMetadata).toEqual({ enabled: true, isSaved: false, id: null });
    expect((await get('/api/pcsx/saved_searches', me)).json().data.savedSearches).toEqual([second]);
    const gone = await send('DELETE', `/api/pcsx/saved_searches/${saved.id}`, me);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { code: 'not_found', message: 'Saved search not found.' } });
  });

  test('another candidate\'s saved search cannot be deleted', async () => {
    const { id } = (await send('POST', '/api/pcsx/saved_searches', alex, { query: 'python', location: 'remote', filters: {} })).json().data;
    const res = await send('DELETE', `/api/pcsx/saved_searches/${id}`, sam);
    expect(res.statusCode).toBe(404);
    expect(await db().selectFrom('saved_searches').select('id').where('id', '=', id).execute()).toHaveLength(1);
  });

  test('the alert choice: in-app only by default, e-mail when chosen, kept in the list; another candidate\'s → 404', async () => {
    const me = await newCandidate('chooser@example.com');
    const created = (await send('POST', '/api/pcsx/saved_searches', me, { query: 'nurse', alert: 'email' })).json().data;
    expect(created.alert).toBe('email');
    const plain = (await send('POST', '/api/pcsx/saved_searches', me, { query: 'welder' })).json().data;
    expect(plain.alert).toBe('in_app');

    const changed = await send('PUT', `/api/pcsx/saved_searches/${created.id}/alert`, me, { alert: 'in_app' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ ...created, alert: 'in_app' });
    const list = (await get('/api/pcsx/saved_searches', me)).json().data.savedSearches;
    expect(list.map((s: { alert: string }) => s.alert)).toEqual(['in_app', 'in_app']);

    const theirs = await send('PUT', `/api/pcsx/saved_searches/${created.id}/alert`, sam, { alert: 'email' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: { code: 'not_found', message: 'Saved search not found.' } });
    const bad = await send('PUT', `/api/pcsx/saved_searches/${created.id}/alert`, me, { alert: 'sms' });
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/pcsx/saved_searches', me)).json().data.savedSearches[1].alert).toBe('in_app');
  });

  test('logged out → 401', async () => {
    const visitor = await visit(t.app);
    expect((await send('POST', '/api/pcsx/saved_searches', visitor, { query: 'x' })).statusCode).toBe(401);
    expect((await get('/api/pcsx/saved_searches', null)).statusCode).toBe(401);
    expect((await send('DELETE', '/api/pcsx/saved_searches/1', visitor)).statusCode).toBe(401);
  });

  test.each([
    [{ query: 'x'.repeat(201) }, 400, 'invalid_request', 'The field "query" must NOT have more than 200 characters.'],
    // Over-long text is refused before any code reads it, as the search itself refuses it.
    [{ location: ' ,:'.repeat(101) }, 400, 'invalid_request', 'The field "location" must NOT have more than 300 characters.'],
    [{ filters: { department: [','.repeat(201)] } }, 400, 'invalid_request', 'The field "filters.department.0" must NOT have more than 200 characters.'],
    [{ filters: { department: Array.from({ length: 51 }, (_, i) => `d${i}`) } }, 400, 'invalid_request', 'The field "filters.department" must NOT have more than 50 items.'],
    [{ filters: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, ['x']])) }, 400, 'invalid_request', 'The field "filters" must NOT have more than 20 properties.'],
    [{ query: 'x', filters: { department: 'Engineering', color: ['red'] } }, 400, 'invalid_filter', 'Unknown filter "color".'],
    [{ query: 'x', filters: { department: [{ name: 'Engineering' }] } }, 400, 'invalid_request', 'The field "filters.department.0" must be string.'],
    [{ query: 'x', location: 'Map Area:::1,2' }, 400, 'invalid_location', 'Map Area needs the two corners of the map: "Map Area:::<lat>,<lng>,<lat>,<lng>".'],
  ])('%j → %i %s', async (payload, status, code, message) => {
    const res = await send('POST', '/api/pcsx/saved_searches', alex, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code, message } });
  });

  test('a bad id in the path → 400', async () => {
    const res = await send('DELETE', '/api/pcsx/saved_searches/abc', alex);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The field "id" must be integer.');
  });

  test.each([
    ['$.configs.notificationsConfig.savedSearchNotification.enabled'],
    ['$.configs.loginSignupConfig.candidateLoginEnabled'],
  ])('off when %s is false: 404 and savedSearchMetadata.enabled false', async (path) => {
    await setConfig(path, false);
    try {
      const res = await send('POST', '/api/pcsx/saved_searches', alex, { query: 'python' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Saved searches are not enabled.' } });
      expect((await get('/api/pcsx/search?domain=demo.test&query=python&location=remote', null)).json().savedSearchMetadata).toEqual({
        enabled: false,
        isSaved: false,
        id: null,
      });
    } finally {
      await setConfig(path, true);
    }
  });
});
