import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import { makeDetails } from '../../testing/searchFixtures';
import { renderSearchPage, details, searches } from './testSearchPage';

// The chosen position: which one, its details, match and insights, and what its apply button does.
test('the first result is selected after a search, and its details, match and insights load in parallel', async () => {
  const { transport } = renderSearchPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Careers at Acme' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Position 1' })).toBeInTheDocument();
  expect(screen.getByText('25 jobs found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Position 1, / })).toHaveAttribute('aria-current', 'true');
  await within(details()).findByText('You will build things.');
  const byPath = (path: string) => transport.calls.filter((c) => c.path === path).map((c) => c.params?.position_id);
  expect(byPath('/api/pcsx/position_details')).toEqual([1]);
  expect(byPath('/api/pcsx/match_details')).toEqual([1]);
  expect(byPath('/api/pcsx/position_insights')).toEqual([1]);
  expect(byPath('/api/pcsx/overrides')).toEqual([1]);
  expect(await within(details()).findByText('12 people')).toBeInTheDocument();
});

test('a pid in the address is selected instead of the first result', async () => {
  renderSearchPage({ url: '/careers/search?query=engineer&pid=7' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Position 7' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /^Position 7, / })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: /^Position 1, / })).not.toHaveAttribute('aria-current');
});

test('choosing a result on a desktop shows it beside the list and names it in the address', async () => {
  renderSearchPage({ url: '/careers/search?query=engineer' });
  await userEvent.click(await screen.findByRole('link', { name: /^Position 4, / }));
  expect(await within(details()).findByRole('heading', { level: 2, name: 'Position 4' })).toBeInTheDocument();
  expect(window.location.search).toBe('?query=engineer&pid=4');
});

// A user trial (s24): choosing a job beside the list replaced the address, so Back skipped the job seen before and
// left the search. Back goes where the candidate was: the job chosen before, then the search as it first showed.
test('on a desktop, Back after choosing jobs shows the job chosen before, then the search as it was', async () => {
  const goBack = () =>
    act(async () => {
      const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await moved;
    });
  renderSearchPage({ url: '/careers/search?query=engineer' });
  await within(await screen.findByRole('region', { name: 'Position details' })).findByRole('heading', { level: 2, name: 'Position 1' });
  await userEvent.click(screen.getByRole('link', { name: /^Position 4, / }));
  await within(details()).findByRole('heading', { level: 2, name: 'Position 4' });
  await userEvent.click(screen.getByRole('link', { name: /^Position 6, / }));
  await within(details()).findByRole('heading', { level: 2, name: 'Position 6' });
  await goBack();
  expect(window.location.search).toBe('?query=engineer&pid=4');
  expect(await within(details()).findByRole('heading', { level: 2, name: 'Position 4' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Position 4, / })).toHaveAttribute('aria-current', 'true');
  await goBack();
  expect(window.location.search).toBe('?query=engineer');
  expect(await within(details()).findByRole('heading', { level: 2, name: 'Position 1' })).toBeInTheDocument();
});

test('on a desktop, choosing the job already shown adds no step to Back', async () => {
  renderSearchPage({ url: '/careers/search?query=engineer' });
  await within(await screen.findByRole('region', { name: 'Position details' })).findByRole('heading', { level: 2, name: 'Position 1' });
  // jsdom's history.length counts entries a later push has cut off, so the new entries are counted where they are made.
  const push = jest.spyOn(window.history, 'pushState');
  await userEvent.click(screen.getByRole('link', { name: /^Position 1, / }));
  expect(window.location.search).toBe('?query=engineer&pid=1');
  expect(push).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('link', { name: /^Position 2, / }));
  expect(window.location.search).toBe('?query=engineer&pid=2');
  expect(push).toHaveBeenCalledTimes(1);
  push.mockRestore();
});

test('the explanation of the match is shown to a logged-in candidate, not a bare number', async () => {
  renderSearchPage();
  // The section is there from the start (keeping its room while the match loads): wait for the answer in it.
  const pane = await screen.findByRole('region', { name: 'How you match' });
  expect(await within(pane).findByText('Strong match')).toBeInTheDocument();
  expect(within(pane).getByText('82% match')).toBeInTheDocument();
  expect(within(pane).getByText('You have 1 of the 2 skills this job lists.')).toBeInTheDocument();
  expect(within(pane).getByText('Kubernetes')).toBeInTheDocument();
});

test('match details are not asked for when logged out, and a failed insights call just leaves them out', async () => {
  const { transport } = renderSearchPage({
    boot: { user: { isLoggedIn: false, id: null } },
    routes: { 'GET /api/pcsx/position_insights': () => Promise.reject(new TransportError('Server error. Please try again.', { status: 500, code: 'server_error' })) },
  });
  await within(await screen.findByRole('region', { name: 'Position details' })).findByText('You will build things.');
  expect(transport.calls.some((c) => c.path === '/api/pcsx/match_details')).toBe(false);
  expect(screen.getByText('Log in to see how your profile matches this job.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Insights' })).not.toBeInTheDocument();
  expect(toastStore.toasts).toEqual([]);
});

test('when the details fail to load, a 2 s toast says so and the selection is cleared', async () => {
  renderSearchPage({
    url: '/careers/search?pid=3',
    routes: { 'GET /api/pcsx/position_details': () => Promise.reject(new TransportError('Position not found.', { status: 404, code: 'not_found' })) },
  });
  await waitFor(() => expect(toastStore.toasts.map((t) => [t.kind, t.message, t.durationMs])).toEqual([['error', 'Failed to load position details', 2000]]));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Position details' })).not.toBeInTheDocument());
  expect(window.location.search).toBe('');
  expect(screen.getByRole('link', { name: /^Position 1, / })).not.toHaveAttribute('aria-current');
});

test('the apply link goes to /careers/apply?pid=<id> through the shell', async () => {
  const { navigate } = renderSearchPage();
  const apply = await within(await screen.findByRole('region', { name: 'Position details' })).findByRole('link', { name: 'Apply' });
  expect(apply).toHaveAttribute('href', '/careers/apply?pid=1');
  await userEvent.click(apply);
  expect(navigate).toHaveBeenCalledWith('/careers/apply?pid=1');
});

test('company overrides rename the apply button, send it elsewhere and hide match details', async () => {
  renderSearchPage({
    routes: { 'GET /api/pcsx/overrides': () => ({ data: { applyButtonLabel: 'Apply on our site', externalApplyUrl: 'https://jobs.example/1', hideMatchDetails: true } }) },
  });
  const pane = await screen.findByRole('region', { name: 'Position details' });
  expect(await within(pane).findByRole('link', { name: 'Apply on our site' })).toHaveAttribute('href', 'https://jobs.example/1');
  expect(within(pane).queryByText('Strong match')).not.toBeInTheDocument();
});

test('a closed position says so and cannot be applied for', async () => {
  renderSearchPage({ routes: { 'GET /api/pcsx/position_details': (req) => ({ ...makeDetails(Number(req.params?.position_id), { archived_at: '2026-01-01T00:00:00.000Z' }), metadata: { isFallback: true, isClosed: true } }) } });
  const pane = await screen.findByRole('region', { name: 'Position details' });
  expect(await within(pane).findByText('This position is closed and no longer takes applications.')).toBeInTheDocument();
  expect(within(pane).queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  expect(within(pane).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
});

test('a path-style address becomes the canonical one', async () => {
  const { transport } = renderSearchPage({ url: '/careers/software-engineer/new_york?utm_source=mail' });
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/careers/search?query=software%20engineer&location=new%20york&utm_source=mail'));
  await waitFor(() => expect(searches(transport)[0]?.params).toMatchObject({ query: 'software engineer', location: 'new york' }));
});
