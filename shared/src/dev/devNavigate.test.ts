import { devNavigate } from './devNavigate';

const entry = { remoteName: 'mf-offers' };
// jsdom cannot load another page: the mock stands for the browser doing so.
const assign = jest.fn<void, [string]>();

beforeEach(() => {
  window.history.replaceState(null, '', '/careers/offers');
  assign.mockClear();
});

test("a page of the same remote is reached in place, and the remote hears of it as it does under single-spa", () => {
  const heard: string[] = [];
  const listener = () => heard.push(window.location.pathname);
  window.addEventListener('popstate', listener);
  devNavigate(entry, () => true, assign)('/careers/offer/7?tab=documents');
  window.removeEventListener('popstate', listener);
  expect(window.location.pathname + window.location.search).toBe('/careers/offer/7?tab=documents');
  expect(heard).toEqual(['/careers/offer/7']);
  expect(assign).not.toHaveBeenCalled();
});

test("another remote's page, or a protected one before a login, is loaded as a page", () => {
  devNavigate(entry, () => true, assign)('/careers/search');
  devNavigate(entry, () => false, assign)('/careers/offer/7');
  expect(assign.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/careers/search', '/careers/offer/7']);
  expect(window.location.pathname).toBe('/careers/offers');
});
