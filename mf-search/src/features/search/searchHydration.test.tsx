import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initSession } from '@careers/shared/state';
import { createFakeTransport, makeBootData, styledClasses } from '@careers/shared/testing';
import { makeSearchResponse, stubWindowWidth } from '../../testing/searchFixtures';
import { putServerSearchPage, serverRenderSearch, takeOverSearch } from '../../testing/serverDrawnSearchPage';
import { filterNamingOf } from '../../url/filterNamingOf';
import { parseSearchUrl, resultsKeyOf } from '../../url/searchUrlState';

// Issue 27: the search page the server drew (renderSearch) is taken over by mf-search's first render in the browser,
// which draws the same markup from the same answer: hydrated, its nodes stay (and the focus), React reports no
// recoverable error (a mismatch is redrawn and reported through reportError), and nothing is asked of the API.

const boot = makeBootData({ domain: 'demo.test', configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
const url = '/careers/search?query=nurse';
const results = { domain: 'demo.test', key: resultsKeyOf(parseSearchUrl(url, filterNamingOf(boot.configs))), response: makeSearchResponse(25) };

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** mf-search takes over the page drawn in `slot`, and neither React nor the remote reports an error. */
async function takeOverWithoutErrors(slot: HTMLElement) {
  initSession(boot);
  const errors = jest.spyOn(console, 'error');
  const transport = createFakeTransport({ 'GET /api/pcsx/search': () => makeSearchResponse(25) });
  const { props, unmount } = await takeOverSearch(slot, transport);
  expect(props.reportError).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  return { transport, unmount };
}

// First in the file, before any other render has put styles in the document. The server sends the styles of the
// classes in its markup; the takeover must not compile and insert others (a css prop on a component makes a class of
// its own that no element carries: warm TBT, issue 27).
test('taking over the drawn search page inserts only styles its elements carry', async () => {
  window.history.replaceState(null, '', url);
  stubWindowWidth(390);
  const page = serverRenderSearch({ boot, url, locale: 'en', nonce: 'n0nce', results });
  const slot = putServerSearchPage(results, page?.html ?? '');
  const classesIn = (root: ParentNode) => [...root.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
  // The drawn markup's classes come with the page (the server's style tags); the takeover may add only classes it puts on elements.
  const drawn = classesIn(slot);
  // What earlier renders in this file left in the style tags is not the takeover's.
  const before = styledClasses();
  initSession(boot);
  const { unmount } = await takeOverSearch(slot, createFakeTransport({ 'GET /api/pcsx/search': () => makeSearchResponse(25) }));
  expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();
  const carried = new Set([...drawn, ...classesIn(document)]);
  expect([...styledClasses()].filter((name) => !before.has(name) && !carried.has(name))).toEqual([]);
  await unmount();
});

test.each([
  ['a phone', 390],
  ['a desktop', 1280],
])('on %s the drawn search page is hydrated node for node, and its links and form act', async (_, width) => {
  window.history.replaceState(null, '', url);
  stubWindowWidth(width);
  const page = serverRenderSearch({ boot, url, locale: "en", nonce: "n0nce", results });
  expect(page?.html).toContain('Position 1');
  const slot = putServerSearchPage(results, page?.html ?? '');
  const drawnLink = [...slot.querySelectorAll('a')].find((a) => a.textContent === 'Position 1')!;
  const drawnQuery = slot.querySelector<HTMLInputElement>('input[name="query"]')!;
  drawnQuery.focus();

  const { transport, unmount } = await takeOverWithoutErrors(slot);
  expect(screen.getByRole('link', { name: /^Position 1, / })).toBe(drawnLink);
  expect(document.activeElement).toBe(drawnQuery);
  expect(transport.calls.filter((c) => c.path === '/api/pcsx/search')).toHaveLength(0);

  await userEvent.type(drawnQuery, ' manager');
  expect(drawnQuery).toHaveValue('nurse manager');
  await unmount();
});

test('a page with a position open, or results of another search, is not drawn: the browser draws it', () => {
  expect(serverRenderSearch({ boot, url: `${url}&pid=3`, locale: 'en', nonce: 'n', results })).toBeNull();
  expect(serverRenderSearch({ boot, url: '/careers/search?query=welder', locale: 'en', nonce: 'n', results })).toBeNull();
  expect(serverRenderSearch({ boot, url, locale: 'en', nonce: 'n', results: { ...results, domain: 'other.test' } })).toBeNull();
  expect(serverRenderSearch({ boot, url: '/careers/job/3', locale: 'en', nonce: 'n', results })).toBeNull();
});

test('an address past the last page is drawn as its last page, and the takeover keeps that drawing (and moves the address there)', async () => {
  // The browser shows the last page of an old or edited link (SearchPage); the server carries that page's answer
  // (server/src/routes/primedSearch.ts) so it draws what the browser shows, and a visitor without scripts sees jobs.
  const past = '/careers/search?query=nurse&start=100000';
  const last = { ...results, key: resultsKeyOf(parseSearchUrl('/careers/search?query=nurse&start=20', filterNamingOf(boot.configs))), response: makeSearchResponse(25, 20) };
  // The server has no window and draws the address it names (setServerHref); under jsdom the render reads the window's.
  window.history.replaceState(null, '', '/careers/search?query=nurse&start=20');
  stubWindowWidth(390);
  const page = serverRenderSearch({ boot, url: past, locale: 'en', nonce: 'n0nce', results: last });
  expect(page?.html).toContain('Position 21');
  window.history.replaceState(null, '', past);
  const slot = putServerSearchPage(last, page?.html ?? '');
  const drawnLink = [...slot.querySelectorAll('a')].find((a) => a.textContent === 'Position 21')!;

  const { transport, unmount } = await takeOverWithoutErrors(slot);
  expect(screen.getByRole('link', { name: /^Position 21, / })).toBe(drawnLink);
  expect(window.location.search).toBe('?query=nurse&start=20');
  expect(transport.calls.filter((c) => c.path === '/api/pcsx/search')).toHaveLength(0);
  await unmount();
});
