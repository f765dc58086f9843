import { addCompany, addPosition } from '../testing/fixtures';
import { installStandIns, remoteSlot, serveRemoteBuild, styleNonceOf, type StandInRenderer } from '../testing/serverDrawnPages';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';

// Issue 27 "First paint": an open position's apply page arrives with the position's heading and the form drawn by
// mf-forms' server renderer, for a visitor (the company lets them apply) and a candidate alike, from the form answer
// the page carries, read as GET /api/pcsx/apply_form reads it. On both engines (TEST_POSTGRES_URL).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000', FORM_SUBMIT_RATE_LIMIT_MAX: '10000' });
});
afterAll(async () => {
  await t.close();
});

// Stand-ins for shell/dist-ssr/render.cjs and mf-forms/dist-ssr/render.cjs (the real one is proven in
// mf-forms/src/features/apply/renderApply.test.tsx, applyHydration.test.tsx and e2e/tests/applyServerRendered): the
// apply renderer draws the heading, each field's label and its answer from the answer it is given.
const forms: StandInRenderer = {
  remote: 'mf-forms',
  exportName: 'renderApply',
  buildId: 'f1',
  styleKey: 'f',
  draw: `(url, answers) => {
    const { form, values, position } = answers['/api/pcsx/apply_form'].data;
    const fields = form.sections.flatMap((s) => s.items).map((i) => '<label>' + i.label + '<input name="' + i.name + '" value="' + (values[i.name] ?? '') + '"></label>').join('');
    return { html: '<h1>Apply for ' + position.name + '</h1><form>' + fields + '</form>', title: 'Apply for ' + position.name + ' | Careers at Northwind Labs' };
  }`,
};
beforeAll(() => installStandIns(t, forms));
beforeEach(() => serveRemoteBuild(t, 'mf-forms', 'f1'));

const db = () => t.app.careers.db;
const page = (url: string, who?: Browser) => t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const formOf = async (pid: number, who: Browser | null) => {
  const res = await t.app.inject({ url: `/api/pcsx/apply_form?pid=${pid}&domain=demo.test`, headers: who ? { cookie: who.cookie } : {} });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { form: { sections: { items: { name: string; label: string }[] }[] } } }).data.form;
};

test("a candidate's apply page holds the position's heading and every field with their own answers, drawn in mf-forms' slot, and stays private", async () => {
  const pid = await addPosition(db(), 'demo.test', 'Drawn Apply Engineer');
  const alex = await logInAs(t.app);
  const saved = await t.app.inject({ method: 'POST', url: '/api/pcsx/draft_applications', headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf }, payload: { pid, values: { coverLetter: 'Alex wrote this' }, domain: 'demo.test' } });
  expect(saved.statusCode).toBeLessThan(300);
  const res = await page(`/careers/apply?pid=${pid}&domain=demo.test`, alex);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const slot = remoteSlot(res.body, 'mf-forms');
  expect(slot).toContain('<h1>Apply for Drawn Apply Engineer</h1>');
  // The tab is named by the drawn page from the first byte, not by the route ('Apply | …').
  expect(res.body).toContain('<title>Apply for Drawn Apply Engineer | Careers at Northwind Labs</title>');
  const items = (await formOf(pid, alex)).sections.flatMap((section) => section.items);
  expect(items.length).toBeGreaterThan(2);
  for (const item of items) expect(slot).toContain(`<label>${item.label}<input name="${item.name}"`);
  expect(slot).toContain('<input name="coverLetter" value="Alex wrote this">');
  // Its styles in the head with this response's nonce; the answer it was drawn with is the page's (one read).
  expect(res.body.indexOf(`<style data-emotion="careers f" nonce="${styleNonceOf(res.headers)}">`)).toBeLessThan(res.body.indexOf('</head>'));
  expect(res.body).toContain('id="careers-first-answers"');
  expect(res.body).not.toContain('<noscript>');

  // Another candidate, and a visitor, each get their own page: never Alex's draft.
  const sam = await logInAs(t.app, 'sam@demo.test');
  const visitor = await visit(t.app);
  for (const who of [sam, visitor]) {
    const other = await page(`/careers/apply?pid=${pid}&domain=demo.test`, who);
    expect(other.statusCode).toBe(200);
    expect(other.headers['cache-control']).toBe('private, no-store');
    expect(remoteSlot(other.body, 'mf-forms')).toContain('<h1>Apply for Drawn Apply Engineer</h1>');
    expect(other.body).not.toContain('Alex wrote this');
  }
  const visitorSlot = remoteSlot((await page(`/careers/apply?pid=${pid}`, visitor)).body, 'mf-forms');
  expect(visitorSlot).toContain('<input name="coverLetter" value="">');
});

test('hostile pids draw nothing of a form: missing, not a number, another company\'s, unknown (404), closed (410, the server\'s own closed page)', async () => {
  await addCompany(db(), 'drawn-elsewhere.test');
  const elsewhere = await addPosition(db(), 'drawn-elsewhere.test', 'Elsewhere Secret Role');
  const closed = await addPosition(db(), 'demo.test', 'Closed Drawn Role');
  await db().updateTable('positions').set({ archived_at: new Date().toISOString() }).where('id', '=', closed).execute();
  const alex = await logInAs(t.app);
  for (const who of [alex, undefined]) {
    for (const url of ['/careers/apply', '/careers/apply?pid=abc', '/careers/apply?pid=12abc', `/careers/apply?pid=${elsewhere}`, '/careers/apply?pid=987654321', '/careers/apply?pid=-1']) {
      const res = await page(url, who);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('data-remote="mf-forms"');
      expect(res.body).not.toContain('careers-first-answers');
      expect(res.body).not.toContain('Elsewhere Secret Role');
    }
    const gone = await page(`/careers/apply?pid=${closed}`, who);
    expect(gone.statusCode).toBe(410);
    // The server's own closed page (views/closedApplyPage.ts), in the same slot, not mf-forms' form.
    expect(remoteSlot(gone.body, 'mf-forms')).toMatch(/^<div class="careers-closed-apply">\s*<h1>Applications closed: Closed Drawn Role<\/h1>/);
    expect(gone.body).not.toContain('<form');
    expect(gone.body).not.toContain('careers-first-answers');
    expect(gone.body).toContain('This position is no longer accepting applications.');
  }
});

test('a renderer that fails, or is of another build than the served scripts, leaves the page to the browser, with its answer', async () => {
  const pid = await addPosition(db(), 'demo.test', 'Fallback Apply Role');
  const boom = await page(`/careers/apply?pid=${pid}&boom=1`);
  expect(boom.statusCode).toBe(200);
  expect(boom.body).not.toContain('data-remote="mf-forms"');
  expect(boom.body).toContain('careers-first-answers');
  serveRemoteBuild(t, 'mf-forms', 'f2');
  const stale = await page(`/careers/apply?pid=${pid}`);
  expect(stale.body).not.toContain('data-remote="mf-forms"');
});
