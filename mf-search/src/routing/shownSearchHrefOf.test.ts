/**
 * @jest-environment node
 */
// In Node, as the server draws the page, and in the browser alike.
import { makeBootData } from '@careers/shared/testing';
import { shownSearchHrefOf } from './shownSearchHrefOf';

const { configs } = makeBootData();

test.each([
  ['/careers/search?query=nurse&start=100000', 25, '/careers/search?query=nurse&start=20'],
  ['/careers/nurse/berlin?start=50', 11, '/careers/nurse/berlin?start=10'],
  ['/careers/search?start=30', 31, '/careers/search?start=30'],
  ['/careers/search?query=nurse&start=40', 0, '/careers/search?query=nurse&start=40'],
  ['/careers/search?query=nurse', 3, '/careers/search?query=nurse'],
])('%s with %d results shows %s: the last page for a page past it, else the address itself', (href, count, shown) => {
  expect(shownSearchHrefOf(href, configs, count)).toBe(shown);
});
