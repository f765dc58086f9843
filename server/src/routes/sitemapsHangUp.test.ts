import http from 'node:http';
import { addCompany } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';

// Issue 27 review: a crawler hanging up mid-sitemap logged an error ("sitemap stream failed", Premature
// close). A client leaving is no server error: nothing at warn or above.
const COMPANY = 'sitemap-hangup.test';
const lines: string[] = [];
let t: TestApp;
let port = 0;

beforeAll(async () => {
  // The default level, as `npm start` runs the server.
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  const db = t.app.careers.db;
  await addCompany(db, COMPANY);
  const now = new Date().toISOString();
  // 4,000 positions: about 500 KB of plain XML, more than the socket takes at once.
  for (let batch = 0; batch < 4; batch++) {
    await db.insertInto('positions').values(Array.from({ length: 1000 }, (_, i) => ({
      domain: COMPANY, title: `Hang ${batch}-${i}`, department: 'Eng', description: 'x', employment_type: 'FULL_TIME', location_name: 'Berlin',
      city: 'Berlin', region: null, country: 'DE', lat: 52.5, lng: 13.4, posted_at: now, archived_at: null,
      salary_currency: null, salary_max: null, salary_min: null, valid_through: null,
    }))).execute();
  }
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
});

/** Asks for `path` and hangs up after the first bytes of the body (or, `early`, before any answer). */
function hangUp(path: string, headers: Record<string, string>, early = false): Promise<number> {
  return new Promise((resolve, reject) => {
    let received = 0;
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
        req.destroy();
      });
      res.on('close', () => resolve(received));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(received) : reject(error)));
    if (early) setTimeout(() => req.destroy(), 0);
  });
}

const levels = () => lines.map((line) => JSON.parse(line) as { level: number; msg?: string });

test('a crawler hanging up mid-sitemap logs nothing at warn or above', async () => {
  const url = `/sitemap-jobs-1.xml?domain=${COMPANY}`;
  lines.length = 0;
  const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }];
  for (const headers of variants) {
    await hangUp(url, headers, true);
    expect(await hangUp(url, headers)).toBeGreaterThan(0);
    expect(await hangUp(url, headers)).toBeGreaterThan(0);
  }
  // Let the server see every closed socket and finish its answers.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(levels().filter((entry) => entry.level >= 40)).toEqual([]);
  expect(lines.join('')).not.toMatch(/sitemap stream failed|Premature close/i);
  // The site still answers the whole sitemap.
  const whole = await t.app.inject({ url });
  expect([whole.statusCode, whole.body.split('<url>').length - 1]).toEqual([200, 4000]);
});
