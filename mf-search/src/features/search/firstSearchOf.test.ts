/**
 * @jest-environment node
 */
// In Node, as the server runs it (dist-ssr/render.cjs): no document, no window.
import { makeBootData } from '@careers/shared/testing';
import { parseSearchUrl, resultsKeyOf } from '../../url/searchUrlState';
import { filterNamingOf } from '../../url/filterNamingOf';
import { firstSearchOf } from './firstSearchOf';

const boot = makeBootData({
  configs: {
    pcsxConfig: {
      searchConfig: { allFilters: ['department', 'location'] },
      searchOptionsMap: { department: { displayName: 'Team', options: { labelMap: { ENG: 'Engineering' } } } },
    },
  },
});

test("reads the search as the page's first render asks for it, under the key the page's results are cached by", () => {
  const url = '/careers/search?query=%20nurse%20&location=Berlin&start=20&sort_by=newest&filter_Team=Engineering,Sales&filter_color=red&utm_source=mail';
  expect(firstSearchOf({ boot, url })).toEqual({
    key: resultsKeyOf(parseSearchUrl(url, filterNamingOf(boot.configs))),
    query: 'nurse',
    location: 'Berlin',
    start: 20,
    sortBy: 'newest',
    // The display name and the option label map back to keys; a filter the company does not have is dropped.
    filters: { department: ['ENG', 'Sales'] },
  });
});

test('a path-style address is the same search; sizes the API refuses are brought within its limits', () => {
  expect(firstSearchOf({ boot, url: '/careers/nurse/berlin' })).toMatchObject({ query: 'nurse', location: 'berlin', start: 0, sortBy: null, filters: {} });
  expect(firstSearchOf({ boot, url: `/careers/search?start=99999999&query=${'q'.repeat(500)}` })).toMatchObject({ start: 10_000, query: 'q'.repeat(200) });
});

test("no search for an address that is not the search page's", () => {
  expect(firstSearchOf({ boot, url: '/careers/job/12' })).toBeNull();
  expect(firstSearchOf({ boot, url: '/careers/dashboard' })).toBeNull();
});
