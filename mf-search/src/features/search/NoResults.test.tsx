import { screen, within } from '@testing-library/react';
import type { WayOn } from '@careers/shared/contracts';
import { renderWithProviders } from '@careers/shared/testing';
import { makeSearchResponse } from '../../testing/searchFixtures';
import { NoResults } from './NoResults';

// User trial s25: on a Spanish page the ways on read 'All jobs', 'Remote' and 'Anywhere' (the server's English words),
// and 'All jobs' led to the search without its words but with its filter and place: 155 jobs of 196.

const searched = { query: 'zzzzqq', location: '', filters: { employment_type: ['FULL_TIME'] } };
const waysOn: WayOn[] = [
  { kind: 'query', label: 'All jobs', count: 155, params: { ...searched, query: '' } },
  { kind: 'remote', label: 'Remote', count: 4, params: { ...searched, location: 'remote' } },
  { kind: 'drop_location', label: 'Anywhere', count: 9, params: { ...searched, location: '' } },
  { kind: 'query', label: 'DevOps Engineer', count: 12, params: { ...searched, query: 'DevOps Engineer' } },
  { kind: 'place', label: 'Munich', count: 3, params: { ...searched, location: 'Munich, Bavaria, DE' } },
];

function renderWays(locale: 'en' | 'es') {
  const response = makeSearchResponse(0);
  const meta = { ...response.resultsMetaData, query: 'zzzzqq', waysOn };
  const noop = () => undefined;
  renderWithProviders(<NoResults meta={meta} typedLocation="" filterCount={1} hrefOf={() => '/careers/search'} onRun={noop} onClearFilters={noop} onReset={noop} />, { locale });
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

test("the ways on are named in the visitor's language, the one without the words by what it drops", () => {
  expect(renderWays('es')).toEqual(['Sin «zzzzqq»', 'Remoto', 'En cualquier lugar', 'DevOps Engineer', 'Munich']);
});

test('in English the way without the words says so, not All jobs (it keeps the filter)', () => {
  expect(renderWays('en')).toEqual(['Without “zzzzqq”', 'Remote', 'Anywhere', 'DevOps Engineer', 'Munich']);
});
