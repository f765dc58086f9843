import type { FastifyInstance } from 'fastify';
import { esignPageUrl } from '../services/offers/esign';
import { addOffer } from '../testing/esignFixtures';
import { createTestApp, type TestApp } from '../testing/testApp';
import { buildEsignApp } from './esignApp';

// The provider is a Fastify instance of its own: its signing links carry the token in `t`, which
// opens the document for signing. Its request log must not hand that out, as the site's does not.

const lines: string[] = [];
let t: TestApp;
let provider: FastifyInstance;
beforeAll(async () => {
  // The default level, as `npm start` runs the server and the provider beside it.
  t = await createTestApp({ LOG_LEVEL: 'info' });
  provider = buildEsignApp(t.app.careers, { careersPort: 8080, logStream: { write: (line) => void lines.push(line) } });
  await provider.ready();
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

test("the provider logs one line per request, the signing link's token redacted", async () => {
  const db = t.app.careers.db;
  const alex = (await db.selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow()).id;
  const { documentIds } = await addOffer(db, { candidateId: alex, documents: [{ name: 'Employment agreement', esign: true }] });
  const documentId = documentIds[0] as number;
  const url = new URL(esignPageUrl(t.app.careers, documentId, alex) as string);
  const token = url.searchParams.get('t') as string;
  const parent = encodeURIComponent('http://localhost:8080');

  const page = await provider.inject({ url: `${url.pathname}${url.search}&parent=${parent}`, headers: { host: 'localhost:8082' } });
  expect(page.statusCode).toBe(200);
  const pdf = await provider.inject({ url: `/sign/${documentId}/document.pdf?t=${encodeURIComponent(token)}`, headers: { host: 'localhost:8082' } });
  expect(pdf.statusCode).toBe(200);

  const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => 'reqId' in entry);
  expect(logged.map(({ msg, method, url: loggedUrl, statusCode }) => ({ msg, method, url: loggedUrl, statusCode }))).toEqual([
    { msg: 'request completed', method: 'GET', url: `/sign/${documentId}?t=[redacted]&parent=${parent}`, statusCode: 200 },
    { msg: 'request completed', method: 'GET', url: `/sign/${documentId}/document.pdf?t=[redacted]`, statusCode: 200 },
  ]);
  expect(lines.join('')).not.toContain(token);
  expect(lines.join('')).not.toContain(encodeURIComponent(token));
});

test('an address the provider cannot route gets its refusal page, its security headers and its log line', async () => {
  lines.length = 0;
  const res = await provider.inject({ url: '/sign/%?t=s3cr3t-token', headers: { host: 'localhost:8082', accept: 'text/html' } });
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain('The address is not valid.');
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  expect(res.headers['content-security-policy']).toContain('frame-ancestors http://localhost:8080 http://127.0.0.1:8080');
  expect(res.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' });

  const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => 'reqId' in entry);
  expect(logged.map(({ msg, method, url, statusCode, level }) => ({ msg, method, url, statusCode, level }))).toEqual([
    { msg: 'request completed', method: 'GET', url: '/sign/%?t=[redacted]', statusCode: 400, level: 30 },
  ]);
  expect(lines.join('')).not.toContain('s3cr3t-token');
});
