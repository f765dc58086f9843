import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/testApp';

// The search page's first view drawn by the server (issue 27 "First paint"). Stand-ins for the built renderers
// (the real search page renderer is proven in mf-search/src/features/search/renderSearch.test.tsx and
// e2e/tests/searchFirstPaint.spec.ts): the chrome draws the slots it is given after its header, the search page
// draws its heading and its GET form from the boot data and the address.
const chrome = `exports.buildId = 'b1';
exports.renderChrome = ({ boot, path, slots }) => ({ html: '<header>' + boot.configs.company.name + ' ' + path + '</header>' + (slots || ''), styles: '' });`;
const search = `exports.buildId = 's1';
exports.renderSearch = ({ boot, url, locale, nonce }) => {
  if (url.includes('boom')) throw new Error('search renderer failed');
  const query = new URL(url, 'http://x').searchParams.get('query') || '';
  return {
    html: '<h1>Careers at ' + boot.configs.company.name + '</h1><form role="search"><input name="query" value="' + query + '"><input name="location" value=""><button type="submit">Search</button></form><p>' + locale + '</p>',
    styles: '<style data-emotion="careers s" nonce="' + nonce + '">.careers-s{}</style>',
  };
};`;

let t: TestApp;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(t.repoRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(t.repoRoot, file), text);
};
const serveSearchBuild = (id: string) => {
  write(`mf-search/dist/${id}/mf-manifest.json`, '{}');
  write('mf-search/dist/current', id);
};

beforeAll(async () => {
  t = await createTestApp();
  write('shell/dist/entry.json', JSON.stringify({ js: ['b1/main.js'], css: [] }));
  write('shell/dist-ssr/render.cjs', chrome);
  write('mf-search/dist-ssr/renderSearch.cjs', search);
});
beforeEach(() => serveSearchBuild('s1'));
afterAll(async () => {
  await t.close();
});

const slotsOf = (html: string) => /<div id="careers-remotes"><div data-remote="mf-search">(.*?)<\/div><\/div><\/div>/.exec(html)?.[1] ?? null;

test('/careers/search arrives with the search page drawn in the slots: its heading and its form, the address typed into it', async () => {
  const res = await t.app.inject({ url: '/careers/search?query=nurse', headers: { 'accept-language': 'es' } });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<header>Northwind Labs /careers/search</header><div id="careers-remotes"><div data-remote="mf-search"><h1>Careers at Northwind Labs</h1>');
  expect(slotsOf(res.body)).toBe(
    '<h1>Careers at Northwind Labs</h1><form role="search"><input name="query" value="nurse"><input name="location" value=""><button type="submit">Search</button></form><p>es</p>',
  );
  // Its styles in the head, with the response's nonce.
  const policyNonce = /style-src 'self' 'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
  expect(res.body.indexOf(`<style data-emotion="careers s" nonce="${policyNonce}">.careers-s{}</style>`)).toBeGreaterThan(-1);
  expect(res.body.indexOf('<style data-emotion="careers s"')).toBeLessThan(res.body.indexOf('</head>'));
  // No details block (that is a job page's), and without scripts the visitor still hears that results need them.
  expect(res.body).not.toContain('careers-job-details');
  expect(res.body).toContain('<noscript>Los resultados de búsqueda necesitan JavaScript. Actívalo y vuelve a cargar la página.</noscript>');
});

test('/careers (the search page at the site root) is drawn too; other pages are not', async () => {
  expect(slotsOf((await t.app.inject({ url: '/careers' })).body)).toContain('<h1>Careers at Northwind Labs</h1>');
  const dashboard = await t.app.inject({ url: '/careers/dashboard' });
  expect(dashboard.body).not.toContain('careers-remotes');
});

test('a renderer of another mf-search build, or one that fails: the page as before, mf-search draws it in the browser', async () => {
  serveSearchBuild('s2');
  const stale = await t.app.inject({ url: '/careers/search' });
  expect(stale.body).toContain('<header>Northwind Labs /careers/search</header></div>');
  expect(stale.body).not.toContain('data-emotion="careers s"');
  serveSearchBuild('s1');
  const failed = await t.app.inject({ url: '/careers/search?boom=1' });
  expect(failed.statusCode).toBe(200);
  expect(failed.body).toContain('<header>Northwind Labs /careers/search</header></div>');
});
