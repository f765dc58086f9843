import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';

// Issue 27: the HTML of a page a remote draws names, beside the remote's entry, the chunks of its root and of the
// page the address names, and the remote's own copies of shared modules the shell does not carry (preloads.json,
// written by the remote's build): they download beside the shell's main.js, not one round trip after another
// once the remote's code has run. A copy of a module the shell carries (React …) is never named.

let t: TestApp;
const write = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
};
const build = (remote: string, id: string, groups: Record<string, { js: string[]; shared: string[] }>, shared: Record<string, { js: string[]; shared: string[] }>) => {
  const folder = path.join(t.repoRoot, remote, 'dist', id);
  write(path.join(folder, 'mf-manifest.json'), { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'app', assets: { js: { sync: ['__federation_expose_app.js'] } } }] });
  write(path.join(folder, 'preloads.json'), { groups, shared });
  fs.writeFileSync(path.join(t.repoRoot, remote, 'dist', 'current'), id);
};
const SHARED = {
  react: { js: ['react.js'], shared: [] },
  swr: { js: ['swr.js'], shared: ['react'] },
  '@careers/shared/providers': { js: ['providers.js'], shared: ['swr', 'react'] },
  '@careers/shared/forms': { js: ['intl.js', 'final-form.js', 'forms.js'], shared: ['react', 'swr'] },
};

beforeAll(async () => {
  t = await createTestApp();
  write(path.join(t.repoRoot, 'shell', 'dist', 'mf-manifest.json'), { shared: [{ name: 'react' }, { name: 'react-dom' }] });
  build(
    'mf-dashboard',
    'd1',
    {
      __federation_expose_app: { js: ['__federation_expose_app.js'], shared: ['react'] },
      root: { js: ['root.js'], shared: ['react', '@careers/shared/providers'] },
      'page-dashboard': { js: ['2054.js', 'page-dashboard.js'], shared: ['swr'] },
      'page-profile': { js: ['page-profile.js'], shared: ['@careers/shared/forms'] },
    },
    SHARED,
  );
  build(
    'mf-forms',
    'f1',
    {
      __federation_expose_app: { js: ['__federation_expose_app.js'], shared: [] },
      root: { js: ['root.js'], shared: ['@careers/shared/providers'] },
      'page-apply': { js: ['page-apply.js'], shared: ['swr'] },
      'page-apply.form': { js: ['page-apply.form.js'], shared: ['@careers/shared/forms'] },
      'page-forms-center': { js: ['page-forms-center.js'], shared: [] },
    },
    SHARED,
  );
});
afterAll(async () => {
  await t.close();
});

const hintsOf = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);

test("the dashboard's HTML names its entry, root, page and the copies of swr and the providers, all at once; not the profile's, nor React's", async () => {
  const alex = await logInAs(t.app);
  const res = await t.app.inject({ url: '/careers/dashboard', headers: { cookie: alex.cookie } });
  expect(hintsOf(res.body)).toEqual([
    '/remotes/mf-dashboard/d1/mf-manifest.json',
    ...['remoteEntry.js', '__federation_expose_app.js', 'root.js', 'providers.js', 'swr.js', '2054.js', 'page-dashboard.js'].map((file) => `/remotes/mf-dashboard/d1/${file}`),
  ]);
});

test("the apply page's HTML names mf-forms' apply page and its form's toolkit, for a visitor too (logged-out apply is on)", async () => {
  const res = await t.app.inject({ url: '/careers/apply?pid=1' });
  expect(hintsOf(res.body)).toEqual([
    '/remotes/mf-forms/f1/mf-manifest.json',
    ...['remoteEntry.js', '__federation_expose_app.js', 'root.js', 'providers.js', 'swr.js', 'page-apply.js', 'page-apply.form.js', 'intl.js', 'final-form.js', 'forms.js'].map(
      (file) => `/remotes/mf-forms/f1/${file}`,
    ),
  ]);
  // /careers/apply/private is the same page; the forms center's page is its own.
  const alex = await logInAs(t.app);
  const center = await t.app.inject({ url: '/careers/forms/center', headers: { cookie: alex.cookie } });
  expect(hintsOf(center.body)).toContain('/remotes/mf-forms/f1/page-forms-center.js');
  expect(hintsOf(center.body)).not.toContain('/remotes/mf-forms/f1/page-apply.js');
  const privateApply = await t.app.inject({ url: '/careers/apply/private?pid=1' });
  expect(hintsOf(privateApply.body)).toContain('/remotes/mf-forms/f1/page-apply.form.js');
});
