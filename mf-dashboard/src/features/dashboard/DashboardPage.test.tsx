import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders, type FakeHandler } from '@careers/shared/testing';
import { toastStore } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import type { Application, DashboardDraft } from '@careers/shared/contracts';
import { DashboardPage } from './DashboardPage';
import { ApplicationsPage } from '../applications/ApplicationsPage';

const boot = (tabs: string[]) => makeBootData({ domain: 'demo.test', configs: { pcsxConfig: { dashboardConfig: { tabs, redirectToV2: false } } } });

const position = { id: 11, name: 'Data Engineer', location: 'Berlin, DE', archived_at: null };
const application = (over: Partial<Application> = {}): Application => ({
  id: 1, position, status: 'Interviewing', stage: 'Interviews', is_active: true, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-10T10:00:00.000Z',
  timeline: [
    { status: 'Applied', stage: 'Application received', at: '2026-11-01T10:00:00.000Z' },
    { status: 'In review', stage: 'Recruiter screen', at: '2026-11-05T10:00:00.000Z' },
    { status: 'Interviewing', stage: 'Interviews', at: '2026-11-10T10:00:00.000Z' },
  ],
  next_step: 'After your interviews the team decides and lets you know the outcome.',
  can_withdraw: true,
  ...over,
});
const draft = (id: number, name: string, closed = false): DashboardDraft => ({
  position_id: id, position: { name, location: 'Austin, TX, US', archived_at: closed ? '2026-10-01T00:00:00.000Z' : null, is_closed: closed }, updated_at: '2026-11-20T10:00:00.000Z',
  continue_url: closed ? null : `/careers/apply?pid=${id}`,
});

const fail = () => {
  throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
};

const routes = (over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  'GET /api/pcsx/dashboard/nudges': () => ({ data: { nudges: [{ id: 1, kind: 'complete_profile', message: 'Add your resume to get better job matches.', action_url: '/careers/profile', created_at: '2026-11-20T00:00:00.000Z' }] } }),
  'GET /api/pcsx/dashboard/applications': () => ({
    data: {
      applications: [application()],
      inactiveApplications: [application({ id: 2, status: 'Rejected', stage: 'Not selected', is_active: false, can_withdraw: false, next_step: null, position: { ...position, id: 12, name: 'Analyst' } })],
    },
  }),
  'GET /api/pcsx/dashboard/drafts': () => ({ data: { openDraftApplications: [draft(21, 'Designer'), draft(22, 'Writer')], closedDraftApplications: [draft(23, 'Old role', true)] } }),
  'GET /api/pcsx/dashboard/events': () => ({ data: { events: [] } }),
  'GET /api/pcsx/dashboard/interviews': () => ({ data: { interviews: [] } }),
  'GET /api/pcsx/saved_searches': () => ({ data: { savedSearches: [] } }),
  'GET /api/pcsx/dashboard/next_steps': () => ({ data: { first_run: false, onboarding_forms: 0, needs_resume: false, needs_job_alert: false } }),
  ...over,
});

beforeEach(() => {
  toastStore.toasts = [];
  window.history.replaceState(null, '', '/careers/dashboard');
});

const toastTexts = () => toastStore.toasts.map((t) => t.message);

test('v1 shows the tabs dashboardConfig.tabs names, in order, operable with the keyboard', async () => {
  renderWithProviders(<DashboardPage layout="v1" />, { transport: createFakeTransport(routes()), boot: boot(['applications', 'draft_applications', 'events', 'unknown_tab']) });
  const tablist = await screen.findByRole('tablist', { name: 'Dashboard sections' });
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['Applications', 'Draft applications', 'Events']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();

  tabs[0]?.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Draft applications' })).toHaveFocus();
  expect(await screen.findByRole('tab', { name: 'Draft applications' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Designer')).toBeInTheDocument();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Events' })).toHaveFocus();
  // An empty list says so (in the tab's panel: the saved searches below are empty too).
  expect(await within(screen.getByRole('tabpanel')).findByText('No data found')).toBeInTheDocument();
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
  // Nudges and the profile teaser sit above the tabs.
  expect(screen.getByText('Add your resume to get better job matches.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Go to your profile' })[0]).toHaveAttribute('href', '/careers/profile');
});

test('v2 shows every configured section at once', async () => {
  renderWithProviders(<DashboardPage layout="v2" />, { transport: createFakeTransport(routes()), boot: boot(['applications', 'draft_applications']) });
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
  expect(await screen.findByText('Designer')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Active applications' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Draft applications' })).toBeInTheDocument();
});

test('a list that fails to load says so, and can be retried', async () => {
  let calls = 0;
  renderWithProviders(<DashboardPage layout="v1" />, {
    transport: createFakeTransport(routes({ 'GET /api/pcsx/dashboard/applications': () => (++calls === 1 ? fail() : { data: { applications: [application()], inactiveApplications: [] } }) })),
    boot: boot(['applications']),
  });
  expect(document.querySelector('[data-state="loading"]')).toBeInTheDocument();
  expect(await screen.findByText('An error occurred while retrieving data')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
});

test('drafts: open and closed apart; continue opens the apply page; delete is optimistic', async () => {
  let release: () => void = () => undefined;
  const transport = createFakeTransport(routes({
    'DELETE /api/pcsx/draft_applications': () => new Promise((resolve) => { release = () => resolve({ ok: true }); }),
  }));
  renderWithProviders(<DashboardPage layout="v2" />, { transport, boot: boot(['draft_applications']) });
  const open = await screen.findByRole('link', { name: 'Continue application for Designer' });
  expect(open).toHaveAttribute('href', '/careers/apply?pid=21');
  expect(screen.queryByRole('link', { name: 'Continue application for Old role' })).not.toBeInTheDocument();
  expect(screen.getByText('This position is closed')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Delete draft for Designer' }));
  // Gone at once, before the server answered.
  await waitFor(() => expect(screen.queryByText('Designer')).not.toBeInTheDocument());
  expect(transport.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ position_ids: [21], domain: 'demo.test' });
  await act(async () => release());
  await waitFor(() => expect(toastTexts()).toContain('Deleted draft application'));
  expect(screen.getByText('Writer')).toBeInTheDocument();
  // Focus moved to the next draft's Delete button, not the page body.
  expect(screen.getByRole('button', { name: 'Delete draft for Writer' })).toHaveFocus();
});

test('deleting the last open draft moves focus to the drafts heading', async () => {
  const transport = createFakeTransport(routes({
    'GET /api/pcsx/dashboard/drafts': () => ({ data: { openDraftApplications: [draft(21, 'Designer')], closedDraftApplications: [] } }),
    'DELETE /api/pcsx/draft_applications': () => ({ ok: true }),
  }));
  renderWithProviders(<DashboardPage layout="v2" />, { transport, boot: boot(['draft_applications']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete draft for Designer' }));
  await waitFor(() => expect(toastTexts()).toContain('Deleted draft application'));
  expect(screen.getByRole('heading', { name: 'Draft applications' })).toHaveFocus();
});

test('a failed draft deletion brings the draft back with the spec\'s toast', async () => {
  const transport = createFakeTransport(routes({ 'DELETE /api/pcsx/draft_applications': fail }));
  renderWithProviders(<DashboardPage layout="v2" />, { transport, boot: boot(['draft_applications']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete draft for Writer' }));
  await waitFor(() => expect(toastTexts()).toContain('Failed to delete draft application'));
  expect(screen.getByText('Writer')).toBeInTheDocument();
  expect(toastTexts()).not.toContain('Deleted draft application');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Delete draft for Writer' })).toHaveFocus());
});

test('applications page: timeline, next step, and withdraw after confirming', async () => {
  let withdrawn = false;
  const transport = createFakeTransport(routes({
    'GET /api/pcsx/dashboard/applications': () => ({
      data: withdrawn
        ? { applications: [], inactiveApplications: [application({ status: 'Withdrawn', stage: 'Withdrawn by candidate', is_active: false, can_withdraw: false, next_step: null })] }
        : { applications: [application()], inactiveApplications: [] },
    }),
    'POST /api/pcsx/dashboard/applications/1/withdraw': () => {
      withdrawn = true;
      return { ok: true, application: application({ status: 'Withdrawn' }) };
    },
  }));
  renderWithProviders(<ApplicationsPage />, { transport, boot: boot(['applications']) });
  const timeline = await screen.findByRole('list', { name: 'Status timeline of Data Engineer' });
  expect(within(timeline).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['Applied', 'In review', 'Interviewing']);
  expect(screen.getByText('Next step: After your interviews the team decides and lets you know the outcome.')).toBeInTheDocument();

  // With the keyboard: focus moves into the confirmation, and back to the button when kept.
  screen.getByRole('button', { name: 'Withdraw application for Data Engineer' }).focus();
  await userEvent.keyboard('{Enter}');
  const question = screen.getByText(/Withdraw your application for Data Engineer\? The company will no longer consider it\./);
  await waitFor(() => expect(question).toHaveFocus());
  await userEvent.click(screen.getByRole('button', { name: 'Keep application' }));
  expect(transport.calls.some((c) => c.method === 'POST')).toBe(false);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw application for Data Engineer' })).toHaveFocus());

  await userEvent.click(screen.getByRole('button', { name: 'Withdraw application for Data Engineer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
  await waitFor(() => expect(toastTexts()).toContain('Application withdrawn'));
  const inactive = screen.getByRole('region', { name: 'Inactive applications' });
  await waitFor(() => expect(within(inactive).getByText('Status: Withdrawn')).toBeInTheDocument());
  // Focus lands on the withdrawn application's heading, now in the inactive list, not on the page body.
  await waitFor(() => expect(within(inactive).getByRole('heading', { name: 'Data Engineer' })).toHaveFocus());
  expect(screen.queryByRole('button', { name: /Withdraw application for/ })).not.toBeInTheDocument();
});

test('a failed withdrawal closes the confirmation and focus returns to the Withdraw button', async () => {
  const transport = createFakeTransport(routes({ 'POST /api/pcsx/dashboard/applications/1/withdraw': fail }));
  renderWithProviders(<ApplicationsPage />, { transport, boot: boot(['applications']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw application for Data Engineer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
  await waitFor(() => expect(toastTexts()).toContain('Failed to withdraw application'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw application for Data Engineer' })).toHaveFocus());
});

test('events: register and unregister', async () => {
  const event = { id: 5, title: 'Open House', starts_at: '2026-12-02T15:00:00.000Z', local_time: 'Wed, Dec 2, 2026, 4:00 PM GMT+1', location: 'Berlin, DE', description: 'Meet us.', registered: false };
  const transport = createFakeTransport(routes({
    'GET /api/pcsx/dashboard/events': () => ({ data: { events: [event] } }),
    'POST /api/pcsx/dashboard/events/5/registration': () => ({ ok: true, registered: true }),
    'DELETE /api/pcsx/dashboard/events/5/registration': () => ({ ok: true, registered: false }),
  }));
  renderWithProviders(<DashboardPage layout="v2" />, { transport, boot: boot(['events']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Register for Open House' }));
  expect(await screen.findByText('You are registered')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Unregister from Open House' }));
  await waitFor(() => expect(screen.queryByText('You are registered')).not.toBeInTheDocument());
  expect(screen.getByText('Wed, Dec 2, 2026, 4:00 PM GMT+1', { exact: false })).toBeInTheDocument();
});

test('withdrawing on the dashboard moves the application to the inactive list, with its outcome and date', async () => {
  let withdrawn = false;
  const transport = createFakeTransport(routes({
    'GET /api/pcsx/dashboard/applications': () => ({
      data: withdrawn
        ? { applications: [], inactiveApplications: [application({ status: 'Withdrawn', stage: 'Withdrawn by candidate', is_active: false, can_withdraw: false, next_step: null, updated_at: '2026-11-27T10:00:00.000Z' })] }
        : { applications: [application()], inactiveApplications: [] },
    }),
    'POST /api/pcsx/dashboard/applications/1/withdraw': () => {
      withdrawn = true;
      return { ok: true, application: application({ status: 'Withdrawn' }) };
    },
  }));
  renderWithProviders(<DashboardPage layout="v1" />, { transport, boot: boot(['applications', 'inactive_applications']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw application for Data Engineer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
  await waitFor(() => expect(toastTexts()).toContain('Application withdrawn'));
  await userEvent.click(screen.getByRole('tab', { name: 'Inactive applications' }));
  const inactive = screen.getByRole('region', { name: 'Inactive applications' });
  expect(within(inactive).getByText('Status: Withdrawn')).toBeInTheDocument();
  expect(within(inactive).getByText('Withdrawn Nov 27, 2026')).toBeInTheDocument();
});

const emptyRoutes = (steps: object) => routes({
  'GET /api/pcsx/dashboard/nudges': () => ({ data: { nudges: [] } }),
  'GET /api/pcsx/dashboard/applications': () => ({ data: { applications: [], inactiveApplications: [] } }),
  'GET /api/pcsx/dashboard/drafts': () => ({ data: { openDraftApplications: [], closedDraftApplications: [] } }),
  'GET /api/pcsx/dashboard/next_steps': () => ({ data: steps }),
});

test('a new account sees the next steps that apply, and v2 says each empty list in one line', async () => {
  renderWithProviders(<DashboardPage layout="v2" />, {
    transport: createFakeTransport(emptyRoutes({ first_run: true, onboarding_forms: 2, needs_resume: true, needs_job_alert: true })),
    boot: boot(['applications', 'inactive_applications', 'interviews', 'events', 'draft_applications']),
  });
  const steps = await screen.findByRole('region', { name: 'Get started' });
  const links = within(steps).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Complete the 2 onboarding forms waiting for you', '/careers/onboarding'],
    ['Upload your resume', '/careers/profile'],
    ['Search jobs', '/careers/search'],
    ['Set up a job alert: search, then save the search', '/careers/search'],
  ]);
  // One line per empty list, no state box; no empty 'For you' and no empty saved searches (Get started asks for an alert).
  await waitFor(() => expect(screen.getAllByText('No data found').length).toBeGreaterThanOrEqual(6));
  for (const empty of screen.getAllByText('No data found')) expect(empty.tagName).toBe('P');
  expect(document.querySelectorAll('div[data-state="empty"]')).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: 'For you' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Saved searches' })).not.toBeInTheDocument();
});

test("v1's first run reads like v2's: the next steps, the open tab's empty list in one line, no empty boxes", async () => {
  renderWithProviders(<DashboardPage layout="v1" />, {
    transport: createFakeTransport(emptyRoutes({ first_run: true, onboarding_forms: 0, needs_resume: true, needs_job_alert: true })),
    boot: boot(['applications', 'inactive_applications', 'interviews']),
  });
  expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
  const empty = await within(screen.getByRole('tabpanel')).findByText('No data found');
  expect(empty.tagName).toBe('P');
  expect(document.querySelectorAll('div[data-state="empty"]')).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: 'For you' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Saved searches' })).not.toBeInTheDocument();
});

test('past the first run the saved searches panel is back, even when it has none', async () => {
  renderWithProviders(<DashboardPage layout="v1" />, { transport: createFakeTransport(routes()), boot: boot(['applications']) });
  expect(await screen.findByRole('heading', { name: 'Saved searches' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'For you' })).toBeInTheDocument();
});

test('only the steps that apply: a candidate with a resume, an alert and no forms waiting sees just "Search jobs"', async () => {
  renderWithProviders(<DashboardPage layout="v1" />, {
    transport: createFakeTransport(emptyRoutes({ first_run: true, onboarding_forms: 1, needs_resume: false, needs_job_alert: false })),
    boot: boot(['applications']),
  });
  const steps = await screen.findByRole('region', { name: 'Get started' });
  expect(within(steps).getAllByRole('link').map((a) => a.textContent)).toEqual(['Complete the onboarding form waiting for you', 'Search jobs']);
});

test('a candidate with activity sees no first-run steps', async () => {
  renderWithProviders(<DashboardPage layout="v1" />, { transport: createFakeTransport(routes()), boot: boot(['applications']) });
  expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
});

test('the selected tab is in the address: ?tab= opens it, a click puts it there, Back returns to the previous one', async () => {
  window.history.replaceState(null, '', '/careers/dashboard?tab=drafts&utm_source=mail');
  renderWithProviders(<DashboardPage layout="v1" />, { transport: createFakeTransport(routes()), boot: boot(['applications', 'draft_applications', 'events']) });
  expect(await screen.findByRole('tab', { name: 'Draft applications' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Designer')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Events' }));
  expect(window.location.search).toBe('?tab=events&utm_source=mail');
  expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  // Arrow keys replace the entry; Back still returns to the drafts.
  await userEvent.keyboard('{ArrowLeft}');
  expect(window.location.search).toBe('?tab=drafts&utm_source=mail');
  await userEvent.keyboard('{ArrowRight}');
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(screen.getByRole('tab', { name: 'Draft applications' })).toHaveAttribute('aria-selected', 'true');
});

test('registering and unregistering by keyboard keeps focus on the toggled button', async () => {
  let release: () => void = () => undefined;
  const event = { id: 5, title: 'Open House', starts_at: '2026-12-02T15:00:00.000Z', local_time: 'Wed, Dec 2, 2026, 4:00 PM GMT+1', location: 'Berlin, DE', description: 'Meet us.', registered: false };
  const transport = createFakeTransport(routes({
    'GET /api/pcsx/dashboard/events': () => ({ data: { events: [event] } }),
    'POST /api/pcsx/dashboard/events/5/registration': () => new Promise((resolve) => { release = () => resolve({ ok: true, registered: true }); }),
    'DELETE /api/pcsx/dashboard/events/5/registration': () => ({ ok: true, registered: false }),
  }));
  renderWithProviders(<DashboardPage layout="v2" />, { transport, boot: boot(['events']) });
  const register = await screen.findByRole('button', { name: 'Register for Open House' });
  register.focus();
  await userEvent.keyboard('{Enter}');
  // While the call runs the button stays focusable (a disabled one would drop focus to <body> in a browser).
  expect(register).not.toBeDisabled();
  expect(register).toHaveAttribute('aria-disabled', 'true');
  expect(register).toHaveFocus();
  await act(async () => release());
  expect(await screen.findByText('You are registered')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unregister from Open House' })).toHaveFocus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(screen.queryByText('You are registered')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Register for Open House' })).toHaveFocus();
});

test('offer cards count down to the deadline and label their dates', async () => {
  const day = 24 * 3600_000;
  const soon = new Date(Date.now() + 3 * day - 3600_000).toISOString();
  const offers = [
    { id: 1, position_name: 'Data Engineer', status: 'Extended', action_required: true, expires_at: soon, updated_at: '2026-11-20T10:00:00.000Z', url: '/careers/offer/1' },
    { id: 2, position_name: 'Analyst', status: 'Accepted', action_required: false, expires_at: null, updated_at: '2026-11-27T10:00:00.000Z', url: '/careers/offer/2' },
  ];
  renderWithProviders(<DashboardPage layout="v2" />, { transport: createFakeTransport(routes({ 'GET /api/pcsx/dashboard/offers': () => ({ data: { offers } }) })), boot: boot(['offers']) });
  const [first, second] = await screen.findAllByTestId('offer');
  expect(first).toHaveTextContent('Expires in 3 days');
  expect(first).toHaveTextContent(/Expires [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  expect(second).toHaveTextContent('Last updated Nov 27, 2026');
});

test('an inactive application that ended at a stage says how it ended: a declined offer is not just "Offer"', async () => {
  const transport = createFakeTransport(routes({
    'GET /api/pcsx/dashboard/applications': () => ({
      data: {
        applications: [],
        inactiveApplications: [
          application({ id: 3, status: 'Offer', stage: 'Offer declined', is_active: false, can_withdraw: false, next_step: null, updated_at: '2026-11-20T10:00:00.000Z' }),
          application({ id: 4, status: 'Rejected', stage: 'Not selected', is_active: false, can_withdraw: false, next_step: null, updated_at: '2026-11-21T10:00:00.000Z', position: { ...position, id: 12, name: 'Analyst' } }),
        ],
      },
    }),
  }));
  renderWithProviders(<DashboardPage layout="v1" />, { transport, boot: boot(['applications', 'inactive_applications']) });
  await userEvent.click(await screen.findByRole('tab', { name: 'Inactive applications' }));
  const inactive = screen.getByRole('region', { name: 'Inactive applications' });
  expect(await within(inactive).findByText('Offer declined Nov 20, 2026')).toBeInTheDocument();
  expect(within(inactive).getByText('Rejected Nov 21, 2026')).toBeInTheDocument();
  expect(within(inactive).queryByText('Offer Nov 20, 2026')).not.toBeInTheDocument();
});

test('the sections wait under one loading state until the nudges, next steps and the open tab\'s list answer, then show at once; their calls go out together (issue 27)', async () => {
  let releaseNudges: () => void = () => undefined;
  let releaseApplications: () => void = () => undefined;
  const asked: string[] = [];
  const transport = createFakeTransport(routes({
    'GET /api/pcsx/dashboard/nudges': () => new Promise((resolve) => {
      releaseNudges = () => resolve({ data: { nudges: [{ id: 1, kind: 'complete_profile', message: 'Add your resume to get better job matches.', action_url: '/careers/profile', created_at: '2026-11-20T00:00:00.000Z' }] } });
    }),
    'GET /api/pcsx/dashboard/applications': () => {
      asked.push('applications');
      return new Promise((resolve) => {
        releaseApplications = () => resolve({ data: { applications: [application()], inactiveApplications: [] } });
      });
    },
  }));
  renderWithProviders(<DashboardPage layout="v1" />, { transport, boot: boot(['applications', 'events']) });
  // The heading and the profile teaser at once; the rest behind one loading state, the page marked busy.
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Complete your profile to get better job matches.')).toBeInTheDocument();
  await waitFor(() => expect(asked).toEqual(['applications']));
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Data Engineer' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' }).parentElement).toHaveAttribute('aria-busy', 'true');

  await act(async () => releaseNudges());
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.getAllByRole('status')).toHaveLength(1);
  await act(async () => releaseApplications());
  // Then nudges, tabs and the open tab's list, together, in that order.
  const nudge = await screen.findByText('Add your resume to get better job matches.');
  const tablist = screen.getByRole('tablist', { name: 'Dashboard sections' });
  expect(screen.getByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
  expect(nudge.compareDocumentPosition(tablist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' }).parentElement).not.toHaveAttribute('aria-busy');
  expect(asked).toEqual(['applications']);
});
