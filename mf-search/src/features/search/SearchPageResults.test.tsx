import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import { makeSearchResponse } from '../../testing/searchFixtures';
import { renderSearchPage, details, searches, refused } from './testSearchPage';

// The results: paging, sorting, corrections, and searches that fail.
test('a failed search shows the toast and an error state with a retry, announced once (by the toast)', async () => {
  let fail = true;
  renderSearchPage({
    routes: {
      'GET /api/pcsx/search': () => (fail ? Promise.reject(new TransportError('Server error. Please try again.', { status: 500, code: 'server_error' })) : makeSearchResponse(3)),
    },
  });
  await waitFor(() => expect(toastStore.toasts.map((t) => [t.kind, t.message])).toEqual([['error', 'Failed to load positions']]));
  const results = screen.getByRole('region', { name: /Search results/ });
  expect(within(results).getByText('Failed to load positions')).toBeInTheDocument();
  // The error toast is the alert; the screen's text is not a second one.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('3 jobs found')).toBeInTheDocument();
});

test('paging moves the results on, and Back restores the first page', async () => {
  const { transport } = renderSearchPage();
  await screen.findByRole('link', { name: /^Position 1, / });
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: /^Position 11, / })).toBeInTheDocument();
  expect(window.location.search).toBe('?start=10');
  expect(screen.getByRole('heading', { level: 2, name: /Search results/ })).toHaveFocus();
  // Each page is announced as itself, not with the same words as the page before.
  expect(await screen.findByText('Page 2 of 3, 25 jobs found')).toBeInTheDocument();
  const before = searches(transport).length;
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(await screen.findByRole('link', { name: /^Position 1, / })).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  // The first page came from the cache of this key (spec §4): no new request.
  expect(searches(transport).length).toBe(before);
});

test('sorting searches again from the first page', async () => {
  const { transport } = renderSearchPage({ url: '/careers/search?start=10' });
  await screen.findByRole('link', { name: /^Position 11, / });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
  await waitFor(() => expect(searches(transport).at(-1)?.params).toMatchObject({ sort_by: 'newest', start: 0 }));
  expect(window.location.search).toBe('?sort_by=newest');
});

test('a search that fails after a good one shows its own error, not the previous results, count or details', async () => {
  renderSearchPage({
    url: '/careers/search?query=engineer',
    routes: { 'GET /api/pcsx/search': (req) => (req.params?.query === 'refused' ? refused('query must be at most 200 characters') : makeSearchResponse(300)) },
  });
  expect(await screen.findByText('300 jobs found')).toBeInTheDocument();
  await within(details()).findByText('You will build things.');
  const box = screen.getByRole('combobox', { name: 'Job title, skill or keyword' });
  await userEvent.clear(box);
  await userEvent.type(box, 'refused{Enter}');
  const results = screen.getByRole('region', { name: /Search results/ });
  expect(await within(results).findByText('Failed to load positions')).toBeInTheDocument();
  expect(within(results).getByRole('heading', { level: 2 })).toHaveTextContent(/^Search results$/);
  expect(within(results).queryByRole('link', { name: /^Position 1, / })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Position details' })).not.toBeInTheDocument();
  expect(screen.queryByText(/jobs found/)).not.toBeInTheDocument();
  // The server refused the search as asked: the same again cannot help, a new search can.
  expect(within(results).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  await userEvent.click(within(results).getByRole('button', { name: 'Start a new search' }));
  expect(window.location.search).toBe('');
  expect(await screen.findByText('300 jobs found')).toBeInTheDocument();
});

test('when the first search fails, the chosen filters stay on screen to untick or clear', async () => {
  renderSearchPage({
    url: '/careers/search?filter_department=Sales',
    routes: { 'GET /api/pcsx/search': (req) => (req.params?.filter_department ? refused('Unknown filter value') : makeSearchResponse(3)) },
  });
  expect(await screen.findByText('Failed to load positions')).toBeInTheDocument();
  expect(screen.getByText('department, 1 selected').closest('summary')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByText('3 jobs found')).toBeInTheDocument();
  expect(window.location.search).toBe('');
});

test('a page past the last one is replaced by the last page', async () => {
  const { transport } = renderSearchPage({ url: '/careers/search?query=nurse&start=90' });
  expect(await screen.findByRole('link', { name: /^Position 21, / })).toBeInTheDocument();
  expect(window.location.search).toBe('?query=nurse&start=20');
  expect(searches(transport).map((c) => c.params?.start)).toEqual([90, 20]);
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
});

test('a start beyond what the server serves is brought within it before asking', async () => {
  const { transport } = renderSearchPage({ url: '/careers/search?start=99999', routes: { 'GET /api/pcsx/search': (req) => makeSearchResponse(20_000, Number(req.params?.start)) } });
  expect(await screen.findByRole('link', { name: /^Position 10001, / })).toBeInTheDocument();
  expect(searches(transport)[0]?.params?.start).toBe(10_000);
  expect(screen.getByText('Page 1001 of 1001')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('typo corrections are shown and announced with the count', async () => {
  renderSearchPage({
    url: '/careers/search?query=senior%20enginer',
    routes: {
      'GET /api/pcsx/search': () => {
        const answer = makeSearchResponse(12);
        return { ...answer, resultsMetaData: { ...answer.resultsMetaData, query: 'senior enginer', corrections: { enginer: ['engineer'] } } };
      },
    },
  });
  expect(await screen.findByText('Showing results for senior engineer')).toBeInTheDocument();
  expect(screen.getByText('Showing results for senior engineer. 12 jobs found')).toBeInTheDocument();
});
