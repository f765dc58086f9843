import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeLoginModal, completeLogin, loginModalStore, openLoginModal, setSession, toastStore } from '@careers/shared/state';
import { createFakeTransport, makeBootData, renderWithProviders, type DeepPartial, type FakeHandler } from '@careers/shared/testing';
import type { BootData } from '@careers/shared/boot';
import { TransportError } from '@careers/shared/transport';
import type { MatchDetails } from '@careers/shared/contracts';
import { assistantStore } from '../../assistant';
import { cartRoutes, deferred, position } from '../../cart/testCart';
import { savedStore } from '../../state/savedStore';
import { makeDetails, makeSearchResponse, stubMatchMedia, stubWindowWidth } from '../../testing/searchFixtures';
import { SearchPage } from './SearchPage';

const match: MatchDetails = {
  score: 0.82,
  isStrongMatch: true,
  threshold: 0.7,
  matchedSkills: ['TypeScript'],
  missingSkills: ['Kubernetes'],
  experience: { candidateYears: 6, requiredYears: 5, meets: true },
  explanation: ['You have 1 of the 2 skills this job lists.', 'Your 6 years of experience meet the 5 this job asks for.'],
};

interface SetupOptions {
  url?: string;
  wide?: boolean;
  /** A window this many px wide (instead of `wide`). */
  width?: number;
  routes?: Record<string, FakeHandler>;
  boot?: DeepPartial<BootData>;
}

function setup({ url = '/careers/search', wide = true, width, routes = {}, boot = {} }: SetupOptions = {}) {
  if (width === undefined) stubMatchMedia(wide);
  else stubWindowWidth(width);
  window.history.replaceState(null, '', url);
  const navigate = jest.fn();
  const transport = createFakeTransport({
    'GET /api/pcsx/search': (req) => makeSearchResponse(25, Number(req.params?.start ?? 0)),
    'GET /api/pcsx/position_details': (req) => makeDetails(Number(req.params?.position_id)),
    'GET /api/pcsx/match_details': () => ({ data: match }),
    'GET /api/pcsx/position_insights': () => ({ data: { fields: [{ key: 'team_size', label: 'Team size', value: '12 people' }] } }),
    'GET /api/pcsx/overrides': () => ({ data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false } }),
    'POST /api/pcsx/position_action': (req) => ({ ok: true, positionUserActions: { isSaved: (req.body as { action: string }).action === 'save' } }),
    ...routes,
  });
  const bootData = makeBootData({ domain: 'demo.test', ...boot, configs: { pcsxConfig: { jobCartConfig: { enabled: false } }, ...boot.configs } });
  renderWithProviders(<SearchPage navigate={navigate} />, { transport, boot: bootData });
  return { transport, navigate };
}

const details = () => screen.getByRole('region', { name: 'Position details' });
const searches = (transport: ReturnType<typeof createFakeTransport>) => transport.calls.filter((c) => c.path === '/api/pcsx/search');

const refused = (message: string) => Promise.reject(new TransportError(message, { status: 400, code: 'invalid_request' }));
const loggedOut = { user: { isLoggedIn: false, id: null } } as const;

beforeEach(() => {
  toastStore.toasts.splice(0);
  savedStore.byId = {};
  closeLoginModal();
  assistantStore.open = false;
});

test('the first result is selected after a search, and its details, match and insights load in parallel', async () => {
  const { transport } = setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Careers at Acme' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Position 1' })).toBeInTheDocument();
  expect(screen.getByText('25 jobs found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Position 1' })).toHaveAttribute('aria-current', 'true');
  await within(details()).findByText('You will build things.');
  const byPath = (path: string) => transport.calls.filter((c) => c.path === path).map((c) => c.params?.position_id);
  expect(byPath('/api/pcsx/position_details')).toEqual([1]);
  expect(byPath('/api/pcsx/match_details')).toEqual([1]);
  expect(byPath('/api/pcsx/position_insights')).toEqual([1]);
  expect(byPath('/api/pcsx/overrides')).toEqual([1]);
  expect(await within(details()).findByText('12 people')).toBeInTheDocument();
});

test('a pid in the address is selected instead of the first result', async () => {
  setup({ url: '/careers/search?query=engineer&pid=7' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Position 7' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Position 7' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: 'Position 1' })).not.toHaveAttribute('aria-current');
});

test('choosing a result on a desktop shows it beside the list and names it in the address', async () => {
  setup({ url: '/careers/search?query=engineer' });
  await userEvent.click(await screen.findByRole('link', { name: 'Position 4' }));
  expect(await within(details()).findByRole('heading', { level: 2, name: 'Position 4' })).toBeInTheDocument();
  expect(window.location.search).toBe('?query=engineer&pid=4');
});

test('the explanation of the match is shown to a logged-in candidate, not a bare number', async () => {
  setup();
  // The section is there from the start (keeping its room while the match loads): wait for the answer in it.
  const pane = await screen.findByRole('region', { name: 'How you match' });
  expect(await within(pane).findByText('Strong match')).toBeInTheDocument();
  expect(within(pane).getByText('82% match')).toBeInTheDocument();
  expect(within(pane).getByText('You have 1 of the 2 skills this job lists.')).toBeInTheDocument();
  expect(within(pane).getByText('Kubernetes')).toBeInTheDocument();
});

test('match details are not asked for when logged out, and a failed insights call just leaves them out', async () => {
  const { transport } = setup({
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
  setup({
    url: '/careers/search?pid=3',
    routes: { 'GET /api/pcsx/position_details': () => Promise.reject(new TransportError('Position not found.', { status: 404, code: 'not_found' })) },
  });
  await waitFor(() => expect(toastStore.toasts.map((t) => [t.kind, t.message, t.durationMs])).toEqual([['error', 'Failed to load position details', 2000]]));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Position details' })).not.toBeInTheDocument());
  expect(window.location.search).toBe('');
  expect(screen.getByRole('link', { name: 'Position 1' })).not.toHaveAttribute('aria-current');
});

test('a failed search shows the toast and an error state with a retry, announced once (by the toast)', async () => {
  let fail = true;
  setup({
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

test('saving while logged out opens the login modal; the save runs after login on the jobs pages', async () => {
  const { transport } = setup({ boot: { user: { isLoggedIn: false, id: null }, profile: null } });
  await userEvent.click(await within(await screen.findByRole('region', { name: 'Position details' })).findByRole('button', { name: 'Save job' }));
  expect(loginModalStore.isOpen).toBe(true);
  expect(loginModalStore.allowedRoutes).toEqual(['jobs', 'singlePosition']);
  expect(transport.calls.some((c) => c.path === '/api/pcsx/position_action')).toBe(false);
  await act(async () => {
    await loginModalStore.pendingAction?.();
  });
  expect(transport.calls.filter((c) => c.path === '/api/pcsx/position_action').map((c) => c.body)).toEqual([
    { position_id: 1, action: 'save', domain: 'demo.test' },
  ]);
  expect(within(details()).getByRole('button', { name: 'Saved' })).toBeInTheDocument();
});

test('a logged-in candidate saves and unsaves at once', async () => {
  const { transport } = setup();
  const pane = await screen.findByRole('region', { name: 'Position details' });
  await userEvent.click(await within(pane).findByRole('button', { name: 'Save job' }));
  // The new label shows it; a polite word tells whoever is not looking at the button.
  expect(await within(pane).findByText('Job saved')).toBeInTheDocument();
  await userEvent.click(await within(pane).findByRole('button', { name: 'Saved' }));
  expect(await within(pane).findByRole('button', { name: 'Save job' })).toBeInTheDocument();
  expect(await within(pane).findByText('Job removed from your saved jobs')).toBeInTheDocument();
  expect(transport.calls.filter((c) => c.path === '/api/pcsx/position_action').map((c) => (c.body as { action: string }).action)).toEqual(['save', 'unsave']);
});

test('the apply link goes to /careers/apply?pid=<id> through the shell', async () => {
  const { navigate } = setup();
  const apply = await within(await screen.findByRole('region', { name: 'Position details' })).findByRole('link', { name: 'Apply' });
  expect(apply).toHaveAttribute('href', '/careers/apply?pid=1');
  await userEvent.click(apply);
  expect(navigate).toHaveBeenCalledWith('/careers/apply?pid=1');
});

test('company overrides rename the apply button, send it elsewhere and hide match details', async () => {
  setup({
    routes: { 'GET /api/pcsx/overrides': () => ({ data: { applyButtonLabel: 'Apply on our site', externalApplyUrl: 'https://jobs.example/1', hideMatchDetails: true } }) },
  });
  const pane = await screen.findByRole('region', { name: 'Position details' });
  expect(await within(pane).findByRole('link', { name: 'Apply on our site' })).toHaveAttribute('href', 'https://jobs.example/1');
  expect(within(pane).queryByText('Strong match')).not.toBeInTheDocument();
});

test('a closed position says so and cannot be applied for', async () => {
  setup({ routes: { 'GET /api/pcsx/position_details': (req) => ({ ...makeDetails(Number(req.params?.position_id), { archived_at: '2026-01-01T00:00:00.000Z' }), metadata: { isFallback: true } }) } });
  const pane = await screen.findByRole('region', { name: 'Position details' });
  expect(await within(pane).findByText('This position is closed and no longer takes applications.')).toBeInTheDocument();
  expect(within(pane).queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  expect(within(pane).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
});

test('paging moves the results on, and Back restores the first page', async () => {
  const { transport } = setup();
  await screen.findByRole('link', { name: 'Position 1' });
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: 'Position 11' })).toBeInTheDocument();
  expect(window.location.search).toBe('?start=10');
  expect(screen.getByRole('heading', { level: 2, name: /Search results/ })).toHaveFocus();
  // Each page is announced as itself, not with the same words as the page before.
  expect(await screen.findByText('Page 2 of 3, 25 jobs found')).toBeInTheDocument();
  const before = searches(transport).length;
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(await screen.findByRole('link', { name: 'Position 1' })).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  // The first page came from the cache of this key (spec §4): no new request.
  expect(searches(transport).length).toBe(before);
});

test('sorting searches again from the first page', async () => {
  const { transport } = setup({ url: '/careers/search?start=10' });
  await screen.findByRole('link', { name: 'Position 11' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
  await waitFor(() => expect(searches(transport).at(-1)?.params).toMatchObject({ sort_by: 'newest', start: 0 }));
  expect(window.location.search).toBe('?sort_by=newest');
});

test('show_login_modal=1 opens the login modal for a visitor and leaves the address', async () => {
  setup({ url: '/careers/search?query=nurse&show_login_modal=1', boot: { user: { isLoggedIn: false, id: null } } });
  expect(loginModalStore.isOpen).toBe(true);
  await waitFor(() => expect(window.location.search).toBe('?query=nurse'));
});

test('the sort goes back to relevance when the visitor logs in', async () => {
  setup({ url: '/careers/search?query=nurse&sort_by=newest', boot: { user: { isLoggedIn: false, id: null } } });
  await screen.findByRole('link', { name: 'Position 1' });
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  act(() => setSession({ user: { groupId: 'demo.test', isLoggedIn: true, is_admin: false, id: '7' } }));
  await waitFor(() => expect(window.location.search).toBe('?query=nurse'));
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
});

test('a path-style address becomes the canonical one', async () => {
  const { transport } = setup({ url: '/careers/software-engineer/new_york?utm_source=mail' });
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/careers/search?query=software%20engineer&location=new%20york&utm_source=mail'));
  await waitFor(() => expect(searches(transport)[0]?.params).toMatchObject({ query: 'software engineer', location: 'new york' }));
});

test('on a phone, choosing a position opens its view with focus on its title; Back to results returns to it', async () => {
  setup({ wide: false });
  // Nothing is opened by itself on a phone: the list is the page.
  await userEvent.click(await screen.findByRole('link', { name: 'Position 2' }));
  expect(screen.queryByRole('heading', { name: /Search results/ })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Position 2' })).toHaveFocus());
  expect(window.location.search).toBe('?pid=2');
  const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await userEvent.click(screen.getByRole('button', { name: 'Back to results' }));
  await act(() => back);
  await waitFor(() => expect(screen.getByRole('link', { name: 'Position 2' })).toHaveFocus());
  expect(window.location.search).toBe('');
});

describe('filters', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('ticking filters searches once, 1 s after the last tick, from the first page with no position chosen', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { transport } = setup({ url: '/careers/search?query=engineer&start=10&pid=12' });
    await screen.findByRole('link', { name: 'Position 11' });
    await user.click(screen.getByText('Department', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: /Engineering/ }));
    await act(() => jest.advanceTimersByTimeAsync(600));
    await user.click(screen.getByRole('checkbox', { name: /Sales/ }));
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(searches(transport)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(searches(transport)).toHaveLength(2));
    expect(searches(transport)[1]?.params).toMatchObject({ query: 'engineer', start: 0, filter_department: ['Engineering', 'Sales'] });
    expect(window.location.search).toBe('?query=engineer&filter_department=Engineering,Sales');
    expect(await screen.findByRole('heading', { level: 2, name: 'Position 1' })).toBeInTheDocument();
  });

  test('Clear filters searches again at once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { transport } = setup({ url: '/careers/search?filter_Department=Sales' });
    await screen.findByRole('link', { name: 'Position 1' });
    expect(searches(transport)[0]?.params).toMatchObject({ filter_department: ['Sales'] });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searches(transport)).toHaveLength(2));
    expect(searches(transport)[1]?.params?.filter_department).toBeUndefined();
    expect(window.location.search).toBe('');
    // The button is gone: the keyboard goes on to the first filter, not to the page's start.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByText('Department', { selector: 'summary' })).toHaveFocus();
  });

  test('an address change before a ticked filter is searched (Back) drops the tick', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { transport } = setup({ url: '/careers/search?query=designer' });
    await screen.findByRole('link', { name: 'Position 1' });
    await user.click(screen.getByText('Department', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: /Engineering/ }));
    // Back to the search before this one.
    act(() => {
      window.history.replaceState(null, '', '/careers/search?query=engineer');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(window.location.search).toBe('?query=engineer');
    expect(searches(transport).some((c) => c.params?.filter_department)).toBe(false);
    expect(screen.getByRole('checkbox', { name: /Engineering/ })).not.toBeChecked();
  });
});

test('a search that fails after a good one shows its own error, not the previous results, count or details', async () => {
  setup({
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
  expect(within(results).queryByRole('link', { name: 'Position 1' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Position details' })).not.toBeInTheDocument();
  expect(screen.queryByText(/jobs found/)).not.toBeInTheDocument();
  // The server refused the search as asked: the same again cannot help, a new search can.
  expect(within(results).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  await userEvent.click(within(results).getByRole('button', { name: 'Start a new search' }));
  expect(window.location.search).toBe('');
  expect(await screen.findByText('300 jobs found')).toBeInTheDocument();
});

test('when the first search fails, the chosen filters stay on screen to untick or clear', async () => {
  setup({
    url: '/careers/search?filter_department=Sales',
    routes: { 'GET /api/pcsx/search': (req) => (req.params?.filter_department ? refused('Unknown filter value') : makeSearchResponse(3)) },
  });
  expect(await screen.findByText('Failed to load positions')).toBeInTheDocument();
  expect(screen.getByText('department, 1 selected', { selector: 'summary' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByText('3 jobs found')).toBeInTheDocument();
  expect(window.location.search).toBe('');
});

test('a page past the last one is replaced by the last page', async () => {
  const { transport } = setup({ url: '/careers/search?query=nurse&start=90' });
  expect(await screen.findByRole('link', { name: 'Position 21' })).toBeInTheDocument();
  expect(window.location.search).toBe('?query=nurse&start=20');
  expect(searches(transport).map((c) => c.params?.start)).toEqual([90, 20]);
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
});

test('a start beyond what the server serves is brought within it before asking', async () => {
  const { transport } = setup({ url: '/careers/search?start=99999', routes: { 'GET /api/pcsx/search': (req) => makeSearchResponse(20_000, Number(req.params?.start)) } });
  expect(await screen.findByRole('link', { name: 'Position 10001' })).toBeInTheDocument();
  expect(searches(transport)[0]?.params?.start).toBe(10_000);
  expect(screen.getByText('Page 1001 of 1001')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('typo corrections are shown and announced with the count', async () => {
  setup({
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

test('on a desktop the details stay while the next page loads, and the job cart is not asked for again', async () => {
  const secondPage = deferred<unknown>();
  const { transport } = setup({
    boot: { configs: { pcsxConfig: { jobCartConfig: { enabled: true } } } },
    routes: {
      ...cartRoutes([position(1, 'Position 1')], []),
      'GET /api/pcsx/search': (req) => (Number(req.params?.start ?? 0) === 10 ? secondPage.promise : makeSearchResponse(25)),
    },
  });
  await within(await screen.findByRole('region', { name: 'Position details' })).findByText('You will build things.');
  expect(await within(details()).findByRole('button', { name: 'Add to job cart', pressed: false })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(within(details()).getByRole('heading', { level: 2, name: 'Position 1' })).toBeInTheDocument();
  expect(within(details()).getByText('You will build things.')).toBeInTheDocument();
  await act(async () => secondPage.resolve(makeSearchResponse(25, 10)));
  expect(await within(details()).findByRole('heading', { level: 2, name: 'Position 11' })).toBeInTheDocument();
  expect(transport.calls.filter((c) => c.method === 'GET' && c.path === '/api/pcsx/job_cart')).toHaveLength(1);
});

test('on a desktop a position chosen with the keyboard takes the focus to its title; a click leaves it on the list', async () => {
  setup({ url: '/careers/search?query=engineer' });
  const fourth = await screen.findByRole('link', { name: 'Position 4' });
  await userEvent.click(fourth);
  expect(await within(details()).findByRole('heading', { level: 2, name: 'Position 4' })).toBeInTheDocument();
  expect(fourth).toHaveFocus();
  screen.getByRole('link', { name: 'Position 5' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(within(details()).getByRole('heading', { level: 2, name: 'Position 5' })).toHaveFocus());
  expect(window.location.search).toBe('?query=engineer&pid=5');
});

test('with the assistant open the whole page gives it room, and results and details sit side by side only with 1024 px left', async () => {
  setup({ width: 1280, boot: { configs: { chatbot: { enabled: true }, pcsxConfig: { jobCartConfig: { enabled: false } } } } });
  await within(await screen.findByRole('region', { name: 'Position details' })).findByText('You will build things.');
  await userEvent.click(screen.getByRole('button', { name: 'Ask our assistant' }));
  expect(document.documentElement).toHaveClass('careers-chat-open');
  // 1280 - 400 = 880 px for the page: one column, the list alone.
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Position details' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Position 1' })).toBeInTheDocument();
  await act(async () => {
    assistantStore.open = false;
  });
  expect(document.documentElement).not.toHaveClass('careers-chat-open');
  expect(await screen.findByRole('region', { name: 'Position details' })).toBeInTheDocument();
});

test('on a phone, a linked position not on this page gets the focus on its title once loaded; Back to results goes to the results heading', async () => {
  const loaded = deferred<unknown>();
  setup({ wide: false, url: '/careers/search?pid=77', routes: { 'GET /api/pcsx/position_details': () => loaded.promise } });
  await waitFor(() => expect(details()).toHaveFocus());
  await act(async () => loaded.resolve(makeDetails(77)));
  await waitFor(() => expect(within(details()).getByRole('heading', { level: 2, name: 'Position 77' })).toHaveFocus());
  await userEvent.click(screen.getByRole('button', { name: 'Back to results' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /Search results/ })).toHaveFocus());
  expect(window.location.search).toBe('');
});

test('closing the login modal that the address opened puts the keyboard in the search box', async () => {
  setup({ url: '/careers/search?show_login_modal=1', boot: loggedOut });
  expect(loginModalStore.isOpen).toBe(true);
  act(() => closeLoginModal());
  // A budget, not a speed check: the focus follows the page's first render, over 1 s on a busy CI machine.
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Job title, skill or keyword' })).toHaveFocus(), { timeout: 5000 });
});

describe('a login on the search page reloads it with the sort back to relevance (spec §4)', () => {
  // What the reload will read: the address at the moment the page reloads.
  const reloadSeeing = () => {
    const seen: string[] = [];
    return { seen, reload: () => void seen.push(window.location.search) };
  };

  test('logging in from the navbar', async () => {
    setup({ url: '/careers/search?query=nurse&sort_by=newest&start=10', boot: loggedOut });
    await screen.findByRole('link', { name: 'Position 11' });
    await act(async () => openLoginModal());
    const { seen, reload } = reloadSeeing();
    await act(() => completeLogin('jobs', reload));
    expect(seen).toEqual(['?query=nurse']);
  });

  test('logging in to save a job keeps the sort and the job (issue 14 #5): the save runs too', async () => {
    const { transport } = setup({ url: '/careers/search?query=nurse&sort_by=newest', boot: loggedOut });
    await userEvent.click(await within(await screen.findByRole('region', { name: 'Position details' })).findByRole('button', { name: 'Save job' }));
    await act(async () => undefined);
    const { seen, reload } = reloadSeeing();
    await act(() => completeLogin('jobs', reload));
    expect(seen).toEqual(['?query=nurse&sort_by=newest&pid=1']);
    expect(transport.calls.filter((c) => c.path === '/api/pcsx/position_action').map((c) => c.body)).toEqual([{ position_id: 1, action: 'save', domain: 'demo.test' }]);
  });

  test('closing the modal without logging in keeps the sort', async () => {
    setup({ url: '/careers/search?query=nurse&sort_by=newest', boot: loggedOut });
    await screen.findByRole('link', { name: 'Position 1' });
    await act(async () => openLoginModal());
    act(() => closeLoginModal());
    await act(async () => undefined);
    expect(window.location.search).toBe('?query=nurse&sort_by=newest');
    expect(loginModalStore.pendingAction).toBeNull();
  });
});

describe('a search that finds nothing (issue 14 #3)', () => {
  const none = (over: Partial<ReturnType<typeof makeSearchResponse>['resultsMetaData']> = {}) => {
    const response = makeSearchResponse(0);
    return { ...response, resultsMetaData: { ...response.resultsMetaData, ...over } };
  };
  const waysOn = [
    { kind: 'query' as const, label: 'DevOps Engineer', count: 12, params: { query: 'DevOps Engineer', location: 'Munich', filters: {} } },
    { kind: 'drop_location' as const, label: 'Anywhere', count: 1, params: { query: 'devops', location: '', filters: {} } },
  ];

  test('says what was searched and runs the server\'s ways on as links', async () => {
    const { transport } = setup({
      url: '/careers/search?query=devops&location=München',
      routes: {
        'GET /api/pcsx/search': (req) =>
          req.params?.query === 'devops' ? none({ query: 'devops', location: { kind: 'text', label: 'München' }, waysOn }) : makeSearchResponse(12),
      },
    });
    expect(await screen.findByText('No jobs found for “devops” in München')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'These searches find jobs:' });
    const way = within(list).getByRole('link', { name: 'DevOps Engineer' });
    expect(way).toHaveAttribute('href', '/careers/search?query=DevOps%20Engineer&location=Munich');
    expect(within(list).getByText('12 jobs')).toBeInTheDocument();
    expect(within(list).getByText('1 job')).toBeInTheDocument();
    // The server already offers 'Anywhere': the page does not repeat it; it offers all jobs.
    expect(screen.queryByRole('button', { name: 'Search all locations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all jobs' })).toBeInTheDocument();
    // Heard, with the number of ways on; the keyboard stays where it was.
    expect(screen.getByRole('status')).toHaveTextContent('No jobs found for “devops” in München. 2 other searches find jobs.');
    await userEvent.click(way);
    await waitFor(() => expect(searches(transport).at(-1)?.params).toMatchObject({ query: 'DevOps Engineer', location: 'Munich', start: 0 }));
    expect(window.location.search).toBe('?query=DevOps%20Engineer&location=Munich');
    expect(await screen.findByText('12 jobs found')).toBeInTheDocument();
  });

  test('with no ways from the server, the page offers its own: without filters, all locations, all jobs', async () => {
    const { transport } = setup({
      url: '/careers/search?query=nurse&location=Atlantis&filter_department=Sales',
      routes: {
        'GET /api/pcsx/search': (req) => (req.params?.query === 'nurse' ? none({ query: 'nurse' }) : makeSearchResponse(25)),
      },
    });
    expect(await screen.findByText('No jobs found for “nurse” in Atlantis with 1 filter')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'These searches find jobs:' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search without filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search all locations' }));
    await waitFor(() => expect(window.location.search).toBe('?query=nurse'));
    await waitFor(() => expect(searches(transport).at(-1)?.params).toMatchObject({ query: 'nurse' }));
    expect(searches(transport).at(-1)?.params?.location ?? '').toBe('');
  });
});
