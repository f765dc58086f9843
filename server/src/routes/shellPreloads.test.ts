import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';

// Issue 27: a logged-in page is drawn by its remote in the browser; the HTML names the remote's manifest, entry
// and first file, so the browser fetches them beside the shell's main.js instead of one after the other.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const build = (remote: string, id: string) => {
    const folder = path.join(t.repoRoot, remote, 'dist', id);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(folder, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'app', assets: { js: { sync: ['__federation_expose_app.js'] } } }] }),
    );
    fs.writeFileSync(path.join(t.repoRoot, remote, 'dist', 'current'), id);
  };
  build('mf-dashboard', 'dpre1');
  build('mf-offers', 'opre1');
});
afterAll(async () => {
  await t.close();
});

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);

test("the dashboard's HTML, logged in, names mf-dashboard's manifest (as fetch, crossorigin), entry and first file", async () => {
  const alex = await logInAs(t.app);
  const res = await t.app.inject({ url: '/careers/dashboard', headers: { cookie: alex.cookie } });
  expect(res.statusCode).toBe(200);
  expect(preloadsOf(res.body)).toEqual([
    '<link rel="preload" href="/remotes/mf-dashboard/dpre1/mf-manifest.json" as="fetch" crossorigin>',
    '<link rel="preload" href="/remotes/mf-dashboard/dpre1/remoteEntry.js" as="script">',
    '<link rel="preload" href="/remotes/mf-dashboard/dpre1/__federation_expose_app.js" as="script">',
  ]);
  // In the head, after the shell's own script (fetched first).
  expect(res.body.indexOf('<link rel="preload"')).toBeGreaterThan(res.body.indexOf('<script defer'));
  expect(res.body.indexOf('<link rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
});

test("an offer's page, logged in, names mf-offers' files", async () => {
  const alex = await logInAs(t.app);
  const res = await t.app.inject({ url: '/careers/offer/1', headers: { cookie: alex.cookie } });
  expect(preloadsOf(res.body).map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual([
    '/remotes/mf-offers/opre1/mf-manifest.json',
    '/remotes/mf-offers/opre1/remoteEntry.js',
    '/remotes/mf-offers/opre1/__federation_expose_app.js',
  ]);
});

test('no remote hints for a visitor on a logged-in route (the login comes first), nor on public pages', async () => {
  for (const url of ['/careers/dashboard', '/careers/offer/1', '/careers/search', '/careers/login']) {
    const res = await t.app.inject({ url });
    expect({ url, preloads: preloadsOf(res.body) }).toEqual({ url, preloads: [] });
  }
  const alex = await logInAs(t.app);
  const search = await t.app.inject({ url: '/careers/search', headers: { cookie: alex.cookie } });
  expect(preloadsOf(search.body)).toEqual([]);
});
