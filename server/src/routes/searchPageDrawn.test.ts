import { addPosition } from '../testing/positionRows';
import { installStandInChrome, remoteSlot, serveRemoteBuild, styleNonceOf, writeRepoFile } from '../testing/serverDrawnPages';
import { createTestApp, SHELL_ENTRY, type TestApp } from '../testing/testApp';

// The search page's first view is drawn by mf-search's search page from the results the page carries (issue 27,
// routes/shell.ts → renderSearchPage). mf-search's real renderer is proven in its searchHydration.test.tsx and the
// e2e specs; here a stand-in draws the count and titles of the results it is given, refuses an address with a
// position open in it (as the real one does), and throws for one with 'crash' in it.

const STAND_IN = `exports.buildId = 's1';
exports.renderJob = () => null;
exports.firstSearchOf = ({ url }) => {
  const u = new URL(url, 'http://x.invalid');
  if (u.pathname.startsWith('/careers/job')) return null;
  const query = u.searchParams.get('query') || '';
  return { key: JSON.stringify([query]), query, location: '', start: 0, sortBy: null, filters: {} };
};
exports.renderSearch = ({ url, nonce, results }) => {
  if (url.includes('crash')) throw new Error('the search page renderer failed');
  if (new URL(url, 'http://x.invalid').searchParams.has('pid')) return null;
  const titles = results.response.positions.map((p) => p.name).sort().join(', ');
  return { html: '<h1>' + results.response.count + ' jobs: ' + titles + '</h1>', styles: '<style data-emotion="careers s" nonce="' + nonce + '">.careers-s{}</style>' };
};`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  installStandInChrome(t);
  writeRepoFile(t, 'mf-search/dist-ssr/render.cjs', STAND_IN);
  const add = (title: string) => addPosition(t.app.careers.db, { title, department: 'Finance', domain: 'demo.test', skills: [], validThrough: '2099-04-01T09:00:00.000Z' });
  await add('Quillmark Analyst');
  await add('Quillmark Surveyor');
});
beforeEach(() => serveRemoteBuild(t, 'mf-search', 's1'));
afterAll(async () => {
  writeRepoFile(t, 'shell/dist/entry.json', JSON.stringify(SHELL_ENTRY));
  await t.close();
});

test("the search page arrives drawn: the results it carries are in mf-search's slot, inside the chrome, styled under the response's nonce", async () => {
  const page = await t.app.inject({ url: '/careers/search?query=Quillmark' });
  expect(page.statusCode).toBe(200);
  expect(remoteSlot(page.body, 'mf-search')).toBe('<h1>2 jobs: Quillmark Analyst, Quillmark Surveyor</h1>');
  expect(page.body).toContain(`<style data-emotion="careers s" nonce="${styleNonceOf(page.headers)}">`);
  // The answer it was drawn from goes with it: the remote's first render in the browser draws the same.
  expect(page.body).toContain('id="careers-search-results"');
});

test('a search page with a position open is not drawn (its details are the browser\'s to read): the slot is empty, the results still carried', async () => {
  const page = await t.app.inject({ url: '/careers/search?query=Quillmark&pid=1' });
  expect(page.statusCode).toBe(200);
  expect(remoteSlot(page.body, 'mf-search')).toBe('');
  expect(page.body).toContain('id="careers-search-results"');
});

test('a renderer that fails leaves the page as before: the chrome, the results carried, the remote draws', async () => {
  const failed = await t.app.inject({ url: '/careers/search?query=crash' });
  expect(failed.statusCode).toBe(200);
  expect(remoteSlot(failed.body, 'mf-search')).toBe('');
  expect(failed.body).toContain('<header>/careers/search</header>');
  expect(failed.body).toContain('id="careers-search-results"');
});
