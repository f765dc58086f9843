import { count, createTestApp, logInAs, visit, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const last = () => t.app.careers.db.selectFrom('vslog').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

test('stores an event for a visitor → 204', async () => {
  const browser = await visit(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/vslog?domain=demo.test&pid=42',
    headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf },
    payload: { namespace: 'search', event: 'position_opened', data_json: JSON.stringify({ rank: 3 }), metrics_to_push: { load_ms: 120.5 } },
  });
  expect(res.statusCode).toBe(204);
  expect(await last()).toMatchObject({
    domain: 'demo.test',
    namespace: 'search',
    event: 'position_opened',
    pid: 42,
    data_json: '{"rank":3}',
    metrics_json: '{"load_ms":120.5}',
    candidate_id: null,
  });
});

test('records the candidate when logged in, and accepts namespace/event in the query', async () => {
  const alex = await logInAs(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/vslog?event=remote_load_failed&namespace=mf-offers',
    headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf },
  });
  expect(res.statusCode).toBe(204);
  const row = await last();
  expect(row).toMatchObject({ namespace: 'mf-offers', event: 'remote_load_failed' });
  expect(row.candidate_id).toEqual(expect.any(Number));
});

test.each([
  [{ event: 'x' }, 'namespace is required.'],
  [{ namespace: 'x'.repeat(101), event: 'x' }, 'namespace must be at most 100 characters.'],
  [{ namespace: 'a', event: 'b', data_json: 'not json' }, 'data_json must be a JSON string.'],
  [{ namespace: 'a', event: 'b', data_json: JSON.stringify('x'.repeat(17000)) }, 'data_json must be at most 16 KB.'],
  [{ namespace: 'a', event: 'b', metrics_to_push: { ok: 'nope' } }, 'metrics_to_push must be an object of numbers.'],
])('rejects %j → 400', async (payload, message) => {
  const browser = await visit(t.app);
  const before = await count(t.app, 'vslog');
  const res = await t.app.inject({ method: 'POST', url: '/vslog', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf }, payload });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toEqual({ code: 'invalid_request', message });
  expect(await count(t.app, 'vslog')).toBe(before);
});
