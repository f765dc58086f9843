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
  position_id: id, position: { name, location: 'Austin, TX, US', archived_at: closed ? '2026-10-01T00:00:00.000Z' : null }, updated_at: '2026-11-20T10:00:00.000Z',
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
  ...over,
});

beforeEach(() => {
  toastStore.toasts = [];
});

const toastTexts = () => toastStore.toasts.map((t) => t.message);

test('v1 shows the tabs dashboardConfig.tabs names, in order, operable with the keyboard', async () => {
  renderWithProviders(<DashboardPage layout="v1" />, { transport: createFakeTransport(routes()), boot: boot(['applications', 'draft_applications', 'events', 'unknown_tab']) });
  const tablist = screen.getByRole('tablist', { name: 'Dashboard sections' });
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['Applications', 'Draft applications', 'Events']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();

  tabs[0]?.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Draft applications' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Draft applications' })).toHaveAttribute('aria-selected', 'true');
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
