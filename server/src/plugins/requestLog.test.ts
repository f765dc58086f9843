import http from 'node:http';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';
import { loggableUrl, loggableUrlParses } from './requestLog';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  // The default level, as `npm start` runs the server.
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

const requestLines = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => 'reqId' in entry);

test('one line per request at info: method, URL without secrets, status, response time, request id; never the cookie', async () => {
  const alex = await logInAs(t.app);
  lines.length = 0;
  const requests = [
    { url: '/healthz', headers: {} },
    { url: '/api/pcsx/search?domain=demo.test&query=engineer', headers: { cookie: alex.cookie } },
    { url: '/api/pcsx/no-such-call', headers: { cookie: alex.cookie } },
    { url: '/esign/documents/1?t=s3cr3t-link&parent=x', headers: {} },
  ];
  const statuses: number[] = [];
  for (const { url, headers } of requests) statuses.push((await t.app.inject({ url, headers })).statusCode);

  const logged = requestLines();
  expect(logged.map(({ msg, method, url, statusCode }) => ({ msg, method, url, statusCode }))).toEqual([
    { msg: 'request completed', method: 'GET', url: '/healthz', statusCode: statuses[0] },
    { msg: 'request completed', method: 'GET', url: '/api/pcsx/search?domain=demo.test&query=engineer', statusCode: statuses[1] },
    { msg: 'request completed', method: 'GET', url: '/api/pcsx/no-such-call', statusCode: statuses[2] },
    { msg: 'request completed', method: 'GET', url: '/esign/documents/1?t=[redacted]&parent=x', statusCode: statuses[3] },
  ]);
  for (const entry of logged) {
    expect(entry).toMatchObject({ level: 30, reqId: expect.any(String), responseTime: expect.any(Number) });
  }
  expect(new Set(logged.map((entry) => entry.reqId)).size).toBe(requests.length);
  const everything = lines.join('');
  expect(everything).not.toContain(alex.cookie.split('=')[1] as string);
  expect(everything).not.toContain(alex.csrf);
  expect(everything).not.toContain('s3cr3t-link');
  expect(everything).not.toContain('incoming request');
});

test('query values that are credentials are redacted, the rest kept', () => {
  expect(loggableUrl('/a?domain=demo.test&token=abc&reset_code=1&api%5Fkey=z&t=x&q=engineer')).toBe(
    '/a?domain=demo.test&token=[redacted]&reset_code=[redacted]&api%5Fkey=[redacted]&t=[redacted]&q=engineer',
  );
  expect(loggableUrl('/healthz')).toBe('/healthz');
});

test('a URL with nothing to redact is parsed once however often it is logged; one with a secret every time, so none is kept', () => {
  const search = '/api/pcsx/search?domain=demo.test&query=data%20engineer&location=Berlin';
  const before = loggableUrlParses();
  for (let i = 0; i < 100; i++) expect(loggableUrl(search)).toBe(search);
  expect(loggableUrlParses() - before).toBe(1);
  const link = '/esign/sign?t=s3cr3t-link';
  for (let i = 0; i < 3; i++) expect(loggableUrl(link)).toBe('/esign/sign?t=[redacted]');
  expect(loggableUrlParses() - before).toBe(4);
  // Many different URLs (a crawler, random queries) do not grow what is kept without bound; the answer stays right.
  for (let i = 0; i < 5000; i++) loggableUrl(`/api/pcsx/search?query=q${i}`);
  expect(loggableUrl(`/a?q=1&token=x`)).toBe('/a?q=1&token=[redacted]');
});

/** A request as a raw HTTP client sends it, path and all (inject would drop a '#' and what follows). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { accept: 'text/html' } }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test("a query after '#' (the router reads one there, as after '?') is redacted too", async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as { port: number };
  // The router takes what follows a '#' as the query: the search reads it.
  const withMark = await rawGet(port, '/api/pcsx/search?domain=demo.test&query=engineer');
  const withHash = await rawGet(port, '/api/pcsx/search#domain=demo.test&query=engineer');
  expect(JSON.parse(withHash.body).count).toBe(JSON.parse(withMark.body).count);
  expect(JSON.parse(withHash.body).count).not.toBe(JSON.parse((await rawGet(port, '/api/pcsx/search?domain=demo.test')).body).count);

  lines.length = 0;
  await rawGet(port, '/careers/job-alerts/unsubscribe#token=s3cr3t-unsubscribe&domain=demo.test');
  expect(requestLines().map(({ url }) => url)).toEqual(['/careers/job-alerts/unsubscribe#token=[redacted]&domain=demo.test']);
  expect(lines.join('')).not.toContain('s3cr3t-unsubscribe');
  expect(loggableUrl('/a?b#token=x&t=y')).toBe('/a?b#token=[redacted]&t=[redacted]');
});

test('an address that cannot be routed (answered before any hook) still gets its line, at info', async () => {
  lines.length = 0;
  const res = await t.app.inject({ url: '/careers/%E0%A4%A?token=s3cr3t-bad', headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(400);
  expect(requestLines().map(({ msg, method, url, statusCode, level }) => ({ msg, method, url, statusCode, level }))).toEqual([
    { msg: 'request completed', method: 'GET', url: '/careers/%E0%A4%A?token=[redacted]', statusCode: 400, level: 30 },
  ]);
  expect(lines.join('')).not.toContain('s3cr3t-bad');
});

test('secrets inside an address carried by a parameter (next=, a return URL) are redacted too, nested or encoded twice', async () => {
  lines.length = 0;
  const next = encodeURIComponent('/esign/documents/1?t=s3cr3t-link&parent=x');
  await t.app.inject({ url: `/candidate/login?domain=demo.test&next=${next}`, headers: { accept: 'text/html' } });
  expect(requestLines().map(({ url }) => url)).toEqual([
    `/candidate/login?domain=demo.test&next=${encodeURIComponent('/esign/documents/1?t=')}[redacted]${encodeURIComponent('&parent=x')}`,
  ]);
  expect(lines.join('')).not.toContain('s3cr3t-link');

  // As written (not encoded), a return URL with a fragment, a redirect inside a redirect, one encoded twice.
  expect(loggableUrl('/candidate/login?next=/careers/jobs?reset_code=123')).toBe('/candidate/login?next=/careers/jobs?reset_code=[redacted]');
  expect(loggableUrl(`/a?return_to=${encodeURIComponent('https://x.test/cb?state=1#access_token=abc')}`)).toBe(
    `/a?return_to=${encodeURIComponent('https://x.test/cb?state=1#access_token=')}[redacted]`,
  );
  const inner = encodeURIComponent('/unsubscribe?token=abc&domain=demo.test');
  expect(loggableUrl(`/candidate/login?next=${encodeURIComponent(`/candidate/login?next=${inner}`)}`)).toBe(
    `/candidate/login?next=${encodeURIComponent(`/candidate/login?next=${encodeURIComponent('/unsubscribe?token=')}`)}` +
      '[redacted]' +
      encodeURIComponent(encodeURIComponent('&domain=demo.test')),
  );
  expect(loggableUrl(`/a?next=${encodeURIComponent(inner)}`)).not.toContain('abc');
  // Nothing to hide: kept exactly as sent.
  const plain = `/candidate/login?next=${encodeURIComponent('/careers/jobs?query=engineer&location=Berlin')}`;
  expect(loggableUrl(plain)).toBe(plain);
});

test('a secret behind an address encoded three or more times, or in a value that does not decode, is not logged', () => {
  const triple = loggableUrl('/x?next=%252525252Fe%252525253Ft%252525253DSECRET');
  expect(triple).not.toContain('SECRET');
  const broken = loggableUrl('/x?next=%2Fesign%3Ft%3DSECRET%ZZ&q=engineer');
  expect(broken).toBe('/x?next=[redacted]&q=engineer');
  // Plain values and plainly nested links are as before.
  expect(loggableUrl('/x?q=100%25&next=%2Fcareers%2Fjob%2F12')).toBe('/x?q=100%25&next=%2Fcareers%2Fjob%2F12');
});
