import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';
import { multipartBody, UPLOAD_URL, uploadFile } from '../testing/uploadFile';

// The routes that store answers and files (visitors' too) and the assistant have tighter per-IP limits
// than RATE_LIMIT_MAX: FORM_SUBMIT_RATE_LIMIT_MAX and ASSISTANT_RATE_LIMIT_MAX a minute, per route.
// Uploads also count how many one address has in progress at once (UPLOADS_PER_IP_AT_ONCE).

let t: TestApp;
let visitor: Browser;
let alex: Browser;

beforeAll(async () => {
  t = await createTestApp({ FORM_SUBMIT_RATE_LIMIT_MAX: '3', ASSISTANT_RATE_LIMIT_MAX: '2', UPLOADS_PER_IP_AT_ONCE: '1' });
  visitor = await visit(t.app);
  alex = await logInAs(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const post = (url: string, who: Browser, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, remoteAddress, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });

test.each([
  ['/api/pcsx/apply', 'visitor', { pid: 1, values: {} }],
  ['/api/pcsx/forms/talent-network/submit', 'visitor', { values: {} }],
  ['/api/pcsx/forms/tax-information/save', 'alex', { values: {} }],
  ['/api/pcsx/draft_applications', 'alex', { pid: 1, values: {} }],
] as const)('%s: at most FORM_SUBMIT_RATE_LIMIT_MAX requests a minute per IP, then 429', async (url, who, payload) => {
  const browser = who === 'visitor' ? visitor : alex;
  for (let i = 0; i < 3; i++) expect((await post(url, browser, payload, '10.1.0.1')).statusCode).not.toBe(429);
  const limited = await post(url, browser, payload, '10.1.0.1');
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: 'Please try again in a few minutes' } });
  // Another address has its own count.
  expect((await post(url, browser, payload, '10.1.0.2')).statusCode).not.toBe(429);
});

test('the assistant: at most ASSISTANT_RATE_LIMIT_MAX questions a minute per IP', async () => {
  const ask = (remoteAddress: string) => post('/api/pcsx/assistant', visitor, { messages: [{ role: 'user', content: 'hello' }] }, remoteAddress);
  for (let i = 0; i < 2; i++) expect((await ask('10.1.0.3')).statusCode).toBe(200);
  const limited = await ask('10.1.0.3');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.message).toBe('Please try again in a few minutes');
  expect((await ask('10.1.0.4')).statusCode).toBe(200);
});

test('/api/pcsx/form_files: at most FORM_SUBMIT_RATE_LIMIT_MAX uploads a minute per IP, then 429', async () => {
  const upload = (n: number, remoteAddress: string) => uploadFile(t.app, visitor, `cv-${n}.txt`, Buffer.from(`resume ${n} ${remoteAddress}`), { remoteAddress });
  for (let i = 0; i < 3; i++) expect((await upload(i, '10.1.0.5')).statusCode).toBe(201);
  const limited = await upload(3, '10.1.0.5');
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.res.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json).toEqual({ error: { code: 'rate_limited', message: 'Please try again in a few minutes' } });
  expect((await upload(4, '10.1.0.6')).statusCode).toBe(201);
  // Refused uploads store nothing.
  expect(await t.app.careers.db.selectFrom('form_files').select('id').where('uploader_ip', '=', '10.1.0.5').execute()).toHaveLength(3);
});

test('/api/pcsx/form_files: an address may have UPLOADS_PER_IP_AT_ONCE uploads in progress; one more is 429 until one ends', async () => {
  const tmpDir = t.app.careers.files.tmpDir;
  expect(fs.readdirSync(tmpDir)).toEqual([]);
  const { payload, contentType } = multipartBody('slow.txt', Buffer.from('a slow upload'));
  // An upload whose body has not all arrived yet: it holds its place until the rest comes.
  const body = new PassThrough();
  const slow = t.app.inject({
    method: 'POST', url: `${UPLOAD_URL}?domain=demo.test`, remoteAddress: '10.1.0.7', payload: body,
    headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf, 'content-type': contentType },
  });
  body.write(payload.subarray(0, payload.length - 20));
  // Its bytes are being written to a temporary file: the server is inside the upload.
  while (fs.readdirSync(tmpDir).length === 0) await new Promise((resolve) => setImmediate(resolve));

  const refused = await uploadFile(t.app, visitor, 'other.txt', Buffer.from('another file'), { remoteAddress: '10.1.0.7' });
  expect(refused.statusCode).toBe(429);
  expect(refused.json).toEqual({ error: { code: 'rate_limited', message: 'Too many uploads at once. Wait for one to finish, then try again.' } });
  // Another address is not held back.
  expect((await uploadFile(t.app, visitor, 'elsewhere.txt', Buffer.from('from elsewhere'), { remoteAddress: '10.1.0.8' })).statusCode).toBe(201);

  body.end(payload.subarray(payload.length - 20));
  const done = await slow;
  expect(done.statusCode).toBe(201);
  expect(done.json().data).toMatchObject({ name: 'slow.txt', size: 'a slow upload'.length });
  // Its place is free again.
  expect((await uploadFile(t.app, visitor, 'other.txt', Buffer.from('another file'), { remoteAddress: '10.1.0.7' })).statusCode).toBe(201);
});
