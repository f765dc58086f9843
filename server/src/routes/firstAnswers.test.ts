import { hashPassword } from '../services/passwords';
import { addCandidate } from '../testing/fixtures';
import { createTestApp, logInAs, type Browser, type TestApp } from '../testing/testApp';
import { dashboardListReads } from './firstViewReads';

// Issue 27: a logged-in candidate's dashboard and offer pages carry the answers their first view asks for, so
// mf-dashboard and mf-offers render them without one more round trip after their scripts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;
const BLOCK = /<script type="application\/json" id="careers-first-answers" nonce="([^"]+)">([^<]*)<\/script>/;

/** The page's first-answers block, parsed, and the nonce it carries; null when the page has none. */
function blockOf(html: string): { nonce: string; value: { domain: string; pathname: string; answers: Record<string, unknown> } } | null {
  const match = BLOCK.exec(html);
  return match ? { nonce: match[1] ?? '', value: JSON.parse(match[2] ?? '') } : null;
}

const api = async (who: Browser, path: string) => {
  const res = await t.app.inject({ url: `${path}?domain=demo.test`, headers: { cookie: who.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as unknown;
};

test("the dashboard carries the candidate's first lists, the same JSON the API answers, privately", async () => {
  const alex = await logInAs(t.app);
  const page = await t.app.inject({ url: '/careers/dashboard', headers: { cookie: alex.cookie } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('private, no-store');
  const block = blockOf(page.body);
  expect(block?.value.domain).toBe('demo.test');
  expect(block?.value.pathname).toBe('/careers/dashboard');
  // The demo company's first tab is the applications: the first-run steps, the nudges and that list.
  expect(block?.value.answers).toEqual({
    '/api/pcsx/dashboard/next_steps': await api(alex, '/api/pcsx/dashboard/next_steps'),
    '/api/pcsx/dashboard/nudges': await api(alex, '/api/pcsx/dashboard/nudges'),
    '/api/pcsx/dashboard/applications': await api(alex, '/api/pcsx/dashboard/applications'),
  });
  // The block carries this response's CSP nonce (the one its scripts are allowed by).
  expect(page.headers['content-security-policy']).toContain(`'nonce-${block?.nonce}'`);
});

test('the tab the address opens decides the third list', async () => {
  const alex = await logInAs(t.app);
  const page = await t.app.inject({ url: '/careers/dashboard?tab=drafts', headers: { cookie: alex.cookie } });
  expect(Object.keys(blockOf(page.body)?.value.answers ?? {})).toEqual(['/api/pcsx/dashboard/next_steps', '/api/pcsx/dashboard/nudges', '/api/pcsx/dashboard/drafts']);
});

test("the Saved jobs tab carries the candidate's saved jobs, as GET /api/pcsx/positions/saved answers them", async () => {
  const alex = await logInAs(t.app);
  const page = await t.app.inject({ url: '/careers/dashboard?tab=saved', headers: { cookie: alex.cookie } });
  const answers = blockOf(page.body)?.value.answers ?? {};
  expect(Object.keys(answers)).toEqual(['/api/pcsx/dashboard/next_steps', '/api/pcsx/dashboard/nudges', '/api/pcsx/positions/saved']);
  const saved = await api(alex, '/api/pcsx/positions/saved');
  // The demo candidate has saved jobs: an empty list would prove nothing.
  expect((saved as { data: { positions: unknown[] } }).data.positions.length).toBeGreaterThan(0);
  expect(answers['/api/pcsx/positions/saved']).toEqual(saved);
});

test.each(['interviews', 'events'])("the %s tab's list is not in the page before the browser's zone is known: its times are written in it, which a page's request carries only in the careers_tz cookie", async (tab) => {
  const alex = await logInAs(t.app);
  const page = await t.app.inject({ url: `/careers/dashboard?tab=${tab}`, headers: { cookie: alex.cookie } });
  expect(Object.keys(blockOf(page.body)?.value.answers ?? {})).toEqual(['/api/pcsx/dashboard/next_steps', '/api/pcsx/dashboard/nudges']);
});

test.each(['interviews', 'events'])("with the careers_tz cookie the %s tab's list is in the page, written in that zone as the API writes it for a call from there", async (tab) => {
  const alex = await logInAs(t.app);
  const path = `/api/pcsx/dashboard/${tab}`;
  const zone = 'Pacific/Kiritimati';
  const page = await t.app.inject({ url: `/careers/dashboard?tab=${tab}`, headers: { cookie: `${alex.cookie}; careers_tz=${encodeURIComponent(zone)}` } });
  const answers = blockOf(page.body)?.value.answers ?? {};
  expect(Object.keys(answers)).toEqual(['/api/pcsx/dashboard/next_steps', '/api/pcsx/dashboard/nudges', path]);
  const fromThere = await t.app.inject({ url: `${path}?domain=demo.test`, headers: { cookie: alex.cookie, 'x-timezone': zone } });
  const items = (fromThere.json() as { data: Record<string, { local_time: string }[]> }).data[tab] ?? [];
  // The demo candidate has some: an empty list would prove nothing about the zone.
  expect(items.length).toBeGreaterThan(0);
  expect(answers[path]).toEqual(fromThere.json());
  // The API's own calls still go by the header they carry, not the cookie; and the zone shows (UTC+14 is another day's time).
  const fromUtc = await t.app.inject({ url: `${path}?domain=demo.test`, headers: { cookie: `${alex.cookie}; careers_tz=${zone}`, 'x-timezone': 'UTC' } });
  const utcTimes = (fromUtc.json() as { data: Record<string, { local_time: string }[]> }).data[tab]?.map((item) => item.local_time);
  expect(utcTimes).not.toEqual(items.map((item) => item.local_time));
});

test("an offer's page carries the candidate's offers as GET /api/offer/offers answers them", async () => {
  const alex = await logInAs(t.app);
  const offers = (await api(alex, '/api/offer/offers')) as { offers: { id: number }[] };
  expect(offers.offers.length).toBeGreaterThan(0);
  const page = await t.app.inject({ url: `/careers/offer/${offers.offers[0]?.id}`, headers: { cookie: alex.cookie } });
  // The e-signature links are signed with the second they were made in: the API's answer and the page's may lie
  // either side of a second's tick (half the runs on a loaded machine). Everything else must be the same.
  const unstamped = (answer: unknown) => JSON.parse(JSON.stringify(answer).replace(/\?t=\d+\.[\w-]+/g, '?t=<signed>')) as unknown;
  expect(JSON.stringify(offers)).toMatch(/\?t=\d+\.[\w-]+/);
  expect(unstamped(blockOf(page.body)?.value.answers)).toEqual(unstamped({ '/api/offer/offers': offers }));
  // An offer document's page asks for something else first: no block.
  const documentPage = await t.app.inject({ url: `/careers/offer/${offers.offers[0]?.id}/offer-document/1`, headers: { cookie: alex.cookie } });
  expect(blockOf(documentPage.body)).toBeNull();
});

test("another candidate's page carries that candidate's answers, never alex's; a visitor's page carries none", async () => {
  const alex = await logInAs(t.app);
  const alexApplications = await api(alex, '/api/pcsx/dashboard/applications');
  await addCandidate(db(), 'demo.test', 'sam@first-answers.test', await hashPassword('plum-kettle-42'));
  const sam = await logInAs(t.app, 'sam@first-answers.test', 'plum-kettle-42');
  const page = await t.app.inject({ url: '/careers/dashboard', headers: { cookie: sam.cookie } });
  const answers = blockOf(page.body)?.value.answers ?? {};
  expect(answers['/api/pcsx/dashboard/applications']).toEqual(await api(sam, '/api/pcsx/dashboard/applications'));
  expect(answers['/api/pcsx/dashboard/applications']).not.toEqual(alexApplications);
  for (const url of ['/careers/dashboard', '/careers/offer/1', '/careers/search']) {
    const visitor = await t.app.inject({ url });
    expect({ url, block: blockOf(visitor.body), hasId: visitor.body.includes('careers-first-answers') }).toEqual({ url, block: null, hasId: false });
    expect(visitor.headers['cache-control']).toBe('no-store');
  }
});

test("a title with '</script>' in it stays inside the block and reads back as the API's JSON", async () => {
  const alex = await logInAs(t.app);
  const before = (await api(alex, '/api/pcsx/dashboard/applications')) as { data: { applications: { position: { id: number } }[] } };
  const positionId = before.data.applications[0]?.position.id;
  expect(positionId).toBeDefined();
  const title = 'Cook</script><script>alert(1)</script>';
  await db().updateTable('positions').set({ title }).where('id', '=', positionId as number).execute();
  const page = await t.app.inject({ url: '/careers/dashboard', headers: { cookie: alex.cookie } });
  expect(page.body).not.toContain('<script>alert(1)');
  const answers = blockOf(page.body)?.value.answers ?? {};
  expect(JSON.stringify(answers['/api/pcsx/dashboard/applications'])).toContain(JSON.stringify(title));
  expect(answers['/api/pcsx/dashboard/applications']).toEqual(await api(alex, '/api/pcsx/dashboard/applications'));
});

test("the dashboard's first lists are read together, not one after the other (on PostgreSQL each read is a round trip)", async () => {
  const alex = await logInAs(t.app);
  let inFlight = 0;
  let most = 0;
  const spies = (['nextSteps', 'nudges', 'applications'] as const).map((list) => {
    const { read } = dashboardListReads[list];
    return jest.spyOn(dashboardListReads[list], 'read').mockImplementation(async (...args: Parameters<typeof read>) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        // The real read, after a turn of the event loop: a read that is awaited before the next one starts ends here first.
        await new Promise((resolve) => setImmediate(resolve));
        return (await read(...args)) as never;
      } finally {
        inFlight -= 1;
      }
    });
  });
  try {
    const page = await t.app.inject({ url: '/careers/dashboard', headers: { cookie: alex.cookie } });
    for (const spy of spies) expect(spy).toHaveBeenCalledTimes(1);
    expect(most).toBe(3);
    // The same answers, in the order the first view asks for them.
    expect(blockOf(page.body)?.value.answers).toEqual({
      '/api/pcsx/dashboard/next_steps': await api(alex, '/api/pcsx/dashboard/next_steps'),
      '/api/pcsx/dashboard/nudges': await api(alex, '/api/pcsx/dashboard/nudges'),
      '/api/pcsx/dashboard/applications': await api(alex, '/api/pcsx/dashboard/applications'),
    });
    expect(Object.keys(blockOf(page.body)?.value.answers ?? {})).toEqual(['/api/pcsx/dashboard/next_steps', '/api/pcsx/dashboard/nudges', '/api/pcsx/dashboard/applications']);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
});
