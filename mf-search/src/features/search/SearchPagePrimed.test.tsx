import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetPrimedSearchResults, primeSearchResults } from '../../data/primedSearchResults';
import { makeSearchResponse } from '../../testing/searchFixtures';
import { parseSearchUrl, resultsKeyOf } from '../../url/searchUrlState';
import { renderSearchPage, searches } from './testSearchPage';

// A search page carries the answer of its first search (issue 27, server/src/routes/primedSearch.ts): the page's
// first render draws those results, without a loading state and without asking the API for them.
afterEach(() => forgetPrimedSearchResults());

const naming = { keys: ['department'], displayNames: {}, labelMaps: {}, commaInValues: false };
const keyOf = (url: string) => resultsKeyOf(parseSearchUrl(url, naming));

test('the results the page carries are drawn in the first render, and the API is not asked for them', async () => {
  primeSearchResults({ domain: 'demo.test', key: keyOf('/careers/search?query=nurse'), response: makeSearchResponse(4) });
  const { transport } = renderSearchPage({ url: '/careers/search?query=nurse' });
  // No awaiting: the first render already has them.
  expect(screen.getByRole('link', { name: /^Position 1, / })).toBeInTheDocument();
  expect(screen.getByText('4 jobs found', { exact: false })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
  await act(async () => undefined);
  expect(searches(transport)).toHaveLength(0);
});

test('the next search asks the API, and Back shows the carried results again without asking', async () => {
  primeSearchResults({ domain: 'demo.test', key: keyOf('/careers/search?query=nurse'), response: makeSearchResponse(25) });
  const { transport } = renderSearchPage({ url: '/careers/search?query=nurse' });
  await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: /^Position 11, / })).toBeInTheDocument();
  expect(searches(transport)).toHaveLength(1);
  await act(async () => {
    window.history.back();
  });
  expect(await screen.findByRole('link', { name: /^Position 1, / })).toBeInTheDocument();
  expect(searches(transport)).toHaveLength(1);
});

test('results carried more than 5 minutes ago are not drawn as new: the page asks', async () => {
  jest.spyOn(performance, 'now').mockReturnValueOnce(0);
  primeSearchResults({ domain: 'demo.test', key: keyOf('/careers/search?query=nurse'), response: makeSearchResponse(2) });
  jest.spyOn(performance, 'now').mockReturnValue(5 * 60 * 1000 + 1);
  const { transport } = renderSearchPage({ url: '/careers/search?query=nurse' });
  expect(await screen.findByText('25 jobs found', { exact: false })).toBeInTheDocument();
  expect(searches(transport)).toHaveLength(1);
  jest.restoreAllMocks();
});

test("results carried for another search, or another company's, are not drawn: the page asks as before", async () => {
  primeSearchResults({ domain: 'demo.test', key: keyOf('/careers/search?query=welder'), response: makeSearchResponse(2) });
  const other = renderSearchPage({ url: '/careers/search?query=nurse' });
  expect(await screen.findByRole('link', { name: /^Position 1, / })).toBeInTheDocument();
  expect(searches(other.transport)).toHaveLength(1);
  other.unmount();
  primeSearchResults({ domain: 'other.test', key: keyOf('/careers/search?query=nurse'), response: makeSearchResponse(2) });
  const elsewhere = renderSearchPage({ url: '/careers/search?query=nurse' });
  expect(await screen.findByText('25 jobs found', { exact: false })).toBeInTheDocument();
  expect(searches(elsewhere.transport)).toHaveLength(1);
});
