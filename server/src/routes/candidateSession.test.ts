import { createTestApp, sessionCookie, visit, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newCandidate(email: string) {
  const anonymous = await visit(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/candidate/signup',
    headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
    payload: { email, password: 'plum-kettle-42', firstName: 'Pat', lastName: 'Doe' },
  });
  return { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
}

test('profile bootstrapping saves the answers and marks the candidate bootstrapped', async () => {
  const me = await newCandidate('pat@example.com');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pcsx/profile_bootstrap',
    headers: { cookie: me.cookie, 'x-csrf-token': me.csrf },
    payload: { firstName: ' Patricia ', lastName: 'Doe', location: 'Lisbon, Portugal' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    ok: true,
    profile: { firstName: 'Patricia', lastName: 'Doe', fullname: 'Patricia Doe', location: 'Lisbon, Portugal', email: 'pat@example.com' },
  });
  const session = await t.app.inject({ url: '/api/pcsx/session', headers: { cookie: me.cookie } });
  expect(session.json().onboarding).toMatchObject({ isBootstrapped: true, isOnboarded: false });
  expect(session.json().onboarding.bootstrappingConfig.fields).toEqual(['firstName', 'lastName', 'location']);
});

test('profile bootstrapping names each bad field (422)', async () => {
  const me = await newCandidate('kim@example.com');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pcsx/profile_bootstrap',
    headers: { cookie: me.cookie, 'x-csrf-token': me.csrf },
    payload: { firstName: '', lastName: 'x'.repeat(101) },
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().error).toEqual({
    code: 'invalid_request',
    message: 'Enter your first name.',
    fields: { firstName: 'Enter your first name.', lastName: 'Use at most 100 characters for your last name.' },
  });
  const session = await t.app.inject({ url: '/api/pcsx/session', headers: { cookie: me.cookie } });
  expect(session.json().onboarding.isBootstrapped).toBe(false);
});

test('onboarding marks the candidate onboarded', async () => {
  const me = await newCandidate('lee@example.com');
  const res = await t.app.inject({ method: 'POST', url: '/api/pcsx/onboarding', headers: { cookie: me.cookie, 'x-csrf-token': me.csrf } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true, isOnboarded: true });
  const session = await t.app.inject({ url: '/api/pcsx/session', headers: { cookie: me.cookie } });
  expect(session.json().onboarding.isOnboarded).toBe(true);
});
