import { addPosition } from '../testing/fixtures';
import { installStandIns, remoteSlot, serveRemoteBuild, styleNonceOf, type StandInRenderer } from '../testing/serverDrawnPages';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';
import { listItemCount, SERVER_DRAWN_ITEMS_MAX } from './serverDrawnItems';

// Issue 27 "First paint": a logged-in candidate's dashboard arrives with its first view drawn by mf-dashboard's
// server renderer, from the same first answers the page carries (one read for both).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await t.close();
});

// Stand-ins for shell/dist-ssr/render.cjs and mf-dashboard/dist-ssr/render.cjs (the real ones are proven in
// shell/src/ssr, mf-dashboard/src/features/dashboard/renderDashboard.test.tsx and e2e/tests/dashboardServerRendered):
// the chrome draws the slots it is given; the dashboard draws the nudges and the applications of the answers it is given.
const dashboard: StandInRenderer = {
  remote: 'mf-dashboard',
  exportName: 'renderDashboard',
  buildId: 'd1',
  styleKey: 'd',
  draw: `(url, answers) => {
    const answer = (p) => answers['/api/pcsx/dashboard/' + p];
    const nudges = answer('nudges').data.nudges.map((n) => '<li data-nudge>' + n.message + '</li>').join('');
    const apps = (answer('applications')?.data.applications ?? []).map((a) => '<li data-application>' + a.position.name + '</li>').join('');
    return '<h1>Dashboard</h1><ul>' + nudges + '</ul><ul>' + apps + '</ul>';
  }`,
};
beforeAll(() => installStandIns(t, dashboard));
beforeEach(() => serveRemoteBuild(t, 'mf-dashboard', 'd1'));

const api = async (cookie: string, list: string) => {
  const res = await t.app.inject({ url: `/api/pcsx/dashboard/${list}?domain=demo.test`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

test("a logged-in candidate's dashboard holds its nudges and first section's items, drawn in mf-dashboard's slot", async () => {
  const alex = await logInAs(t.app);
  const page = await t.app.inject({ url: '/careers/dashboard', headers: { cookie: alex.cookie } });
  expect(page.statusCode).toBe(200);
  const nudges = ((await api(alex.cookie, 'nudges')) as { data: { nudges: { message: string }[] } }).data.nudges;
  const applications = ((await api(alex.cookie, 'applications')) as { data: { applications: { position: { name: string } }[] } }).data.applications;
  // The demo candidate has both: the test would prove nothing with empty lists.
  expect(nudges.length).toBeGreaterThan(0);
  expect(applications.length).toBeGreaterThan(0);
  const slot = remoteSlot(page.body, 'mf-dashboard');
  expect(slot).toContain('<h1>Dashboard</h1>');
  for (const nudge of nudges) expect(slot).toContain(`<li data-nudge>${nudge.message}</li>`);
  for (const application of applications) expect(slot).toContain(`<li data-application>${application.position.name}</li>`);
  // Its styles in the head with this response's nonce; the answers it was drawn with are the page's (one read).
  expect(page.body.indexOf(`<style data-emotion="careers d" nonce="${styleNonceOf(page.headers)}">`)).toBeLessThan(page.body.indexOf('</head>'));
  expect(page.body).toContain('id="careers-first-answers"');
  // Drawn, it works without scripts or leaves out what needs them (its tabs are links, its lists not drawn say so
  // themselves): no page-wide 'needs JavaScript' above it (issue 27).
  expect(page.body).not.toContain('<noscript>');
});

test('a visitor gets the login screen as before: no dashboard drawn, no answers', async () => {
  const page = await t.app.inject({ url: '/careers/dashboard' });
  expect(page.body).toContain('<header>/careers/dashboard</header><main></main>');
  expect(page.body).not.toContain('data-remote="mf-dashboard"');
  expect(page.body).not.toContain('careers-first-answers');
});

test('a renderer of another mf-dashboard build, or one that fails: the page as before, with its answers for the browser to draw', async () => {
  const alex = await logInAs(t.app);
  serveRemoteBuild(t, 'mf-dashboard', 'd2');
  const stale = await t.app.inject({ url: '/careers/dashboard', headers: { cookie: alex.cookie } });
  expect(stale.body).toContain('<header>/careers/dashboard</header><main></main>');
  expect(stale.body).toContain('id="careers-first-answers"');
  // Not drawn, the page still needs scripts for all of it, and says so.
  expect(stale.body).toContain('<noscript>This page needs JavaScript. Please enable it and reload the page.</noscript>');
  serveRemoteBuild(t, 'mf-dashboard', 'd1');
  const failed = await t.app.inject({ url: '/careers/dashboard?boom=1', headers: { cookie: alex.cookie } });
  expect(failed.statusCode).toBe(200);
  expect(failed.body).toContain('<header>/careers/dashboard</header><main></main>');
  expect(failed.body).toContain('id="careers-first-answers"');
});

test(`a candidate with more than ${SERVER_DRAWN_ITEMS_MAX} list items gets the dashboard drawn in the browser (a long synchronous render would hold every other request)`, async () => {
  const alex = await logInAs(t.app);
  const db = t.app.careers.db;
  const candidate = await db.selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow();
  const drawn = async () => (await t.app.inject({ url: '/careers/dashboard', headers: { cookie: alex.cookie } })).body;
  const countApplications = async () => ((await api(alex.cookie, 'applications')) as { data: { applications: unknown[] } }).data.applications.length;
  expect(await drawn()).toContain('data-remote="mf-dashboard"');
  while ((await countApplications()) <= SERVER_DRAWN_ITEMS_MAX) {
    const role = await addPosition(db, 'demo.test', `Long List Role ${Math.random().toString(36).slice(2, 8)}`);
    await db.insertInto('applications').values({ domain: 'demo.test', candidate_id: candidate.id, position_id: role, status: 'Applied', stage: 'Review', created_at: '2026-01-01', updated_at: '2026-01-01', is_active: 1 }).execute();
  }
  const page = await drawn();
  expect(page).not.toContain('data-remote="mf-dashboard"');
  // The answers are still in the page: the browser draws the same view without asking the API again.
  expect(page).toContain('id="careers-first-answers"');
});

test('listItemCount counts the entries of every list in the answers and stops once over the limit', () => {
  expect(listItemCount({ '/a': { data: { applications: [{}, {}] } }, '/b': { data: { nudges: [{}, {}, {}] } }, '/c': { data: [] } })).toBe(5);
  // Past the limit nothing more is read: the second list is never visited.
  const big = () => ({ data: new Array(100_000).fill({ items: [1, 2] }) });
  expect(listItemCount({ '/a': big(), '/b': big() }, 10)).toBe(100_000);
});
