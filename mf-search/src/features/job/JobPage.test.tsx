import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@careers/shared/state';
import { clickLink, createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { makeDetails } from '../../testing/searchFixtures';
import { JobPage } from './JobPage';

const routes = {
  'GET /api/pcsx/position_details': (req: { params?: Record<string, unknown> }) =>
    makeDetails(Number(req.params?.position_id), { name: 'Senior Data Engineer', salary: { min: 90000, max: 120000, currency: 'EUR', unit: 'YEAR' as const } }),
  'GET /api/pcsx/match_details': () => Promise.reject(new TransportError('Session timed out.', { status: 401, code: 'session_timeout' })),
  'GET /api/pcsx/position_insights': () => ({ data: { fields: [], similarRoles: [{ id: 8, name: 'Data Engineer', location: 'Berlin' }] } }),
  'GET /api/pcsx/overrides': () => ({ data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false } }),
};

beforeEach(() => {
  window.history.replaceState(null, '', '/careers/job/12');
  document.title = 'Job details | Careers at Acme';
});

test('the job page has the job title as its heading, the description, salary, apply and save', async () => {
  const boot = makeBootData({ configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
  const navigate = jest.fn();
  renderWithProviders(<JobPage pid={12} navigate={navigate} />, { transport: createFakeTransport(routes), boot });
  expect(await screen.findByRole('heading', { level: 1, name: 'Senior Data Engineer' })).toBeInTheDocument();
  expect(screen.getByText('You will build things.')).toBeInTheDocument();
  expect(screen.getByText(/90,000/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save job' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Apply' }));
  expect(navigate).toHaveBeenCalledWith('/careers/apply?pid=12');
  // A failed match call only leaves the match out.
  expect(screen.queryByText('Strong match')).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Data Engineer' })).toHaveAttribute('href', '/careers/job/8');
});

test('an unknown position says so once (no error toast), asks nothing more, and offers a way back to the search', async () => {
  const transport = createFakeTransport({
    ...routes,
    'GET /api/pcsx/position_details': () => Promise.reject(new TransportError('Position not found.', { status: 404, code: 'not_found' })),
  });
  renderWithProviders(<JobPage pid={999} navigate={jest.fn()} />, { transport });
  expect(await screen.findByText('Position not found.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Job details' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/careers/search');
  // Not a failure to load: the page's words are the one message (issue 27 trial: a red toast beside them). A
  // toast would have been shown before those words, by the same handler.
  expect(toastStore.toasts).toEqual([]);
  // Match, insights and overrides of a position that does not exist are not asked for.
  expect(transport.calls.map((call) => call.path)).toEqual(['/api/pcsx/position_details']);
});

test('without a pid the page says so', () => {
  renderWithProviders(<JobPage pid={null} navigate={jest.fn()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Job details' })).toBeInTheDocument();
  expect(screen.getByText('No job was chosen. Search for jobs to find one.')).toBeInTheDocument();
});

test('the browser tab is named after the job once its details are in', async () => {
  renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport: createFakeTransport(routes) });
  await screen.findByRole('heading', { level: 1, name: 'Senior Data Engineer' });
  expect(document.title).toBe('Senior Data Engineer | Careers at Acme');
  // The shell names the tab again on its routing events; the job's name is put back.
  document.title = 'Job details | Careers at Acme';
  window.dispatchEvent(new Event('single-spa:routing-event'));
  expect(document.title).toBe('Senior Data Engineer | Careers at Acme');
});

test('a private position applies through the private apply page', async () => {
  window.history.replaceState(null, '', '/careers/job/private?pid=5');
  const navigate = jest.fn();
  const boot = makeBootData({ configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
  renderWithProviders(<JobPage pid={5} isPrivate navigate={navigate} />, { transport: createFakeTransport(routes), boot });
  const apply = await screen.findByRole('link', { name: 'Apply' });
  expect(apply).toHaveAttribute('href', '/careers/apply/private?pid=5');
  await userEvent.click(apply);
  expect(navigate).toHaveBeenCalledWith('/careers/apply/private?pid=5');
});

test('a failure other than not found is an error with a way to try again, not "Position not found."', async () => {
  let fail = true;
  const transport = createFakeTransport({
    ...routes,
    'GET /api/pcsx/position_details': (req) =>
      fail ? Promise.reject(new TransportError('Server error. Please try again.', { status: 500, code: 'server_error' })) : routes['GET /api/pcsx/position_details'](req),
  });
  renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport });
  expect(await screen.findByText('Failed to load position details')).toBeInTheDocument();
  expect(screen.queryByText('Position not found.')).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Senior Data Engineer' })).toBeInTheDocument();
});

test('a closed position (closed by the company, e.g. through the import) says so and offers no way to apply', async () => {
  const closedRoutes = {
    ...routes,
    'GET /api/pcsx/position_details': (req: { params?: Record<string, unknown> }) => ({
      ...makeDetails(Number(req.params?.position_id), { name: 'Former Data Engineer', archived_at: '2026-11-20T00:00:00.000Z', valid_through: '2026-12-27' }),
      metadata: { isFallback: true, isClosed: true },
    }),
  };
  renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport: createFakeTransport(closedRoutes) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Former Data Engineer' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('This position is closed and no longer takes applications.');
  expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/careers/search');
  // No 'Apply by' date beside the notice that applications are closed (new-user trial 2026-11-28).
  expect(await screen.findByRole('heading', { level: 2, name: 'About the job' })).toBeInTheDocument();
  expect(screen.queryByText('Apply by')).not.toBeInTheDocument();
  expect(screen.queryByText(/Dec 27, 2026|12\/27\/2026/)).not.toBeInTheDocument();
});

test('an open position shows its apply-by date; the sections are h2 under the h1 title, so no heading level is skipped (axe heading-order)', async () => {
  const openRoutes = {
    ...routes,
    'GET /api/pcsx/position_details': (req: { params?: Record<string, unknown> }) =>
      makeDetails(Number(req.params?.position_id), { name: 'Senior Data Engineer', valid_through: '2026-12-27' }),
  };
  const boot = makeBootData({ user: { isLoggedIn: false, id: null }, profile: null });
  renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport: createFakeTransport(openRoutes), boot });
  expect(await screen.findByRole('heading', { level: 1, name: 'Senior Data Engineer' })).toBeInTheDocument();
  expect(await screen.findByText('Apply by')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'How you match' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 3, name: 'Similar roles' })).toBeInTheDocument();
  const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
  levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
});

test('description lines starting with "- " are a real list, and markup in a description stays text (issue 14 #8)', async () => {
  const description = "We build tools.\n\nWhat you'll do:\n\n- You will plan campaigns.\n- You will write <img src=x onerror=alert(1)> copy.\n\nWhat you bring:\n- You bring focus.";
  const transport = createFakeTransport({ ...routes, 'GET /api/pcsx/position_details': () => makeDetails(12, { description }) });
  const { container } = renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport });
  const about = await screen.findByRole('region', { name: 'About the job' });
  const lists = within(about).getAllByRole('list');
  expect(lists.map((list) => within(list).getAllByRole('listitem').map((li) => li.textContent))).toEqual([
    ['You will plan campaigns.', 'You will write <img src=x onerror=alert(1)> copy.'],
    ['You bring focus.'],
  ]);
  expect(within(about).getByText("What you'll do:").tagName).toBe('P');
  expect(within(about).getByText('What you bring:').tagName).toBe('P');
  expect(about.textContent).not.toMatch(/(^|\n)- /);
  expect(container.querySelector('img')).toBeNull();
});

test('match and insights, which answer later, come after the skills and the description, so they never push the text down (issue 27)', async () => {
  const boot = makeBootData({ user: { isLoggedIn: false, id: null }, profile: null });
  renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport: createFakeTransport(routes), boot });
  expect(await screen.findByRole('heading', { level: 1, name: 'Senior Data Engineer' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 3, name: 'Similar roles' });
  await screen.findByRole('heading', { level: 2, name: 'How you match' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Skills', 'About the job', 'How you match', 'Insights']);
});

test('an Alt+click (download) or a click already handled elsewhere is left to the browser: the page does not move', async () => {
  const boot = makeBootData({ configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
  renderWithProviders(<JobPage pid={12} navigate={jest.fn()} />, { transport: createFakeTransport(routes), boot });
  const similar = await screen.findByRole('link', { name: 'Data Engineer' });
  expect(clickLink(similar, { altKey: true })).toBe(false);
  clickLink(similar, {}, { handledBefore: true });
  expect(window.location.pathname).toBe('/careers/job/12');
  // A plain click opens the similar role in the page.
  expect(clickLink(similar)).toBe(true);
  expect(window.location.pathname).toBe('/careers/job/8');
});

test('the way back to the search leaves an Alt+click or an already handled click to the browser', async () => {
  const transport = createFakeTransport({
    ...routes,
    'GET /api/pcsx/position_details': () => Promise.reject(new TransportError('Position not found.', { status: 404, code: 'not_found' })),
  });
  renderWithProviders(<JobPage pid={999} navigate={jest.fn()} />, { transport });
  await screen.findByText('Position not found.');
  const search = screen.getByRole('link', { name: 'Search jobs' });
  expect(clickLink(search, { altKey: true })).toBe(false);
  clickLink(search, {}, { handledBefore: true });
  expect(window.location.pathname).toBe('/careers/job/12');
  expect(clickLink(search)).toBe(true);
  expect(window.location.pathname).toBe('/careers/search');
});
