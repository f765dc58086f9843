import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initSession } from '@careers/shared/state';
import { createFakeTransport, makeBootData } from '@careers/shared/testing';
import { makeSearchResponse, stubWindowWidth } from '../../testing/searchFixtures';
import { putServerSearchPage, serverRenderSearch, takeOverSearch } from '../../testing/serverDrawnSearchPage';
import { filterNamingOf } from '../../url/filterNamingOf';
import { parseSearchUrl, resultsKeyOf } from '../../url/searchUrlState';

// The pages and Sort by of the search page the server drew: without scripts the pages are links to their own
// addresses and Sort by a GET form (the server draws what they ask for); after the takeover the same nodes act in
// the page, without a page load, except for the clicks that ask the browser for a new tab.

// A boot of its own for each render and session (the server's render runs in modules of its own): with one boot
// shared by them all, the second takeover in this file overflowed valtio's stack while setting the session.
const bootOf = () => makeBootData({ domain: 'demo.test', configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
const naming = filterNamingOf(bootOf().configs);
const url = '/careers/search?query=nurse&start=10&filter_department=ENG&utm_source=mail';
const resultsOf = (address: string, response = makeSearchResponse(25, 10)) => ({ domain: 'demo.test', key: resultsKeyOf(parseSearchUrl(address, naming)), response });
const stateOf = (address: string) => parseSearchUrl(address, naming);

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** The drawn page as a document fragment a visitor without scripts reads. */
function drawn(address = url) {
  // In jsdom the server's render reads the address from the window (serverHref), as the browser's first render does.
  window.history.replaceState(null, '', address);
  const page = serverRenderSearch({ boot: bootOf(), url: address, locale: 'en', nonce: 'n0nce', results: resultsOf(address) });
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = page?.html ?? '';
  return root;
}

test('the drawn pages are links to the next and previous page of this search, every other parameter kept, the current page named', () => {
  const pages = within(drawn()).getByRole('navigation', { name: 'Pages' });
  const previous = within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')!;
  const next = within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')!;
  expect(previous.startsWith('/careers/search?')).toBe(true);
  expect(stateOf(previous)).toEqual({ ...stateOf(url), start: 0 });
  expect(stateOf(next)).toEqual({ ...stateOf(url), start: 20 });
  expect(within(pages).getByText('Page 2 of 3')).toHaveAttribute('aria-current', 'page');
});

test('on the first and last page the way further is a disabled button, not a link', () => {
  const first = within(drawn('/careers/search?query=nurse')).getByRole('navigation', { name: 'Pages' });
  expect(within(first).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(within(first).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Next page' })).toBeInTheDocument();
  document.body.innerHTML = '';
  const last = within(drawn('/careers/search?query=nurse&start=20')).getByRole('navigation', { name: 'Pages' });
  expect(within(last).getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(within(last).getByText('Page 3 of 3')).toHaveAttribute('aria-current', 'page');
});

test('the drawn Sort by is a GET form to this page that sends the same search sorted, from its first page', () => {
  const root = drawn();
  const select = within(root).getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
  const form = select.closest('form')!;
  // No action: the page's own address (a path-style address stays the page it is), as the search form.
  expect(form.getAttribute('method')).toBe('get');
  expect(form).not.toHaveAttribute('action');
  expect(within(form).getByRole('button', { name: 'Sort' })).toHaveAttribute('type', 'submit');
  select.value = 'newest';
  const sent = `/careers/search?${new URLSearchParams(new FormData(form) as unknown as string[][]).toString()}`;
  expect(stateOf(sent)).toEqual({ ...stateOf(url), start: 0, sortBy: 'newest' });
});

// A user trial (s24): without scripts the filters rode along unseen in the form's hidden fields, and could not be
// removed. They are drawn as links to the same search without each one (shown only without scripts, by CSS).
test('the drawn page shows each active filter as a link to this search without it', () => {
  const address = '/careers/search?query=nurse&start=10&filter_department=Engineering,Sales&utm_source=mail';
  const filters = within(drawn(address)).getByRole('list', { name: 'Active filters' });
  const engineering = within(filters).getByRole('link', { name: 'Remove filter: Department: Engineering' });
  expect(engineering).toHaveTextContent('Department: Engineering');
  expect(stateOf(engineering.getAttribute('href')!)).toEqual({ ...stateOf(address), start: 0, filters: { department: ['Sales'] } });
  const sales = within(filters).getByRole('link', { name: 'Remove filter: Department: Sales' });
  expect(stateOf(sales.getAttribute('href')!)).toEqual({ ...stateOf(address), start: 0, filters: { department: ['Engineering'] } });
  document.body.innerHTML = '';
  expect(within(drawn('/careers/search?query=nurse')).queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
});

test.each([
  ['a phone', 390],
  ['a desktop', 1280],
])('on %s, taken over, the drawn page links move the results on in the page; a Ctrl or middle click is the browser\'s', async (_, width) => {
  window.history.replaceState(null, '', url);
  stubWindowWidth(width);
  const results = resultsOf(url);
  const page = serverRenderSearch({ boot: bootOf(), url, locale: 'en', nonce: 'n0nce', results });
  const slot = putServerSearchPage(results, page?.html ?? '');
  const drawnNext = within(slot).getByRole('link', { name: 'Next page' });
  initSession(bootOf());
  const errors = jest.spyOn(console, 'error');
  const transport = createFakeTransport({ 'GET /api/pcsx/search': (req) => makeSearchResponse(25, Number(req.params?.start ?? 0)) });
  const { props, unmount } = await takeOverSearch(slot, transport);
  expect(props.reportError).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  const next = screen.getByRole('link', { name: 'Next page' });
  expect(next).toBe(drawnNext);

  // fireEvent returns false when the page cancelled the click (the browser then does not follow the link).
  expect(fireEvent.click(next, { ctrlKey: true })).toBe(true);
  expect(fireEvent.click(next, { button: 1 })).toBe(true);
  expect(window.location.search).toBe('?query=nurse&start=10&filter_department=ENG&utm_source=mail');

  await userEvent.click(next);
  expect(await screen.findByRole('link', { name: /^Position 21, / })).toBeInTheDocument();
  expect(stateOf(window.location.pathname + window.location.search)).toEqual({ ...stateOf(url), start: 20 });
  expect(props.navigate).not.toHaveBeenCalled();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
  expect(stateOf(window.location.pathname + window.location.search)).toEqual({ ...stateOf(url), start: 0, sortBy: 'newest' });
  expect(await screen.findByRole('link', { name: /^Position 1, / })).toBeInTheDocument();
  expect(transport.calls.filter((c) => c.path === '/api/pcsx/search').map((c) => [c.params?.start, c.params?.sort_by])).toEqual([
    [20, undefined],
    [0, 'newest'],
  ]);
  await unmount();
});
