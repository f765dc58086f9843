import { Profiler } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, renderWithProviders } from '@careers/shared/testing';
import { DashboardPage } from './DashboardPage';
import { application, boot, draft, fail, resetDashboard, routes, toastTexts } from '../../testing/dashboardFixtures';

beforeEach(resetDashboard);

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

test('withdrawing on the dashboard moves the application to the inactive list, with its outcome and date', async () => {
  let withdrawn = false;
  const afterWithdrawal = application({ status: 'Withdrawn', stage: 'Withdrawn by candidate', is_active: false, can_withdraw: false, next_step: null, updated_at: '2026-11-27T10:00:00.000Z' });
  const transport = createFakeTransport(routes({
    'GET /api/pcsx/dashboard/applications': () => ({
      data: withdrawn ? { applications: [], inactiveApplications: [afterWithdrawal] } : { applications: [application()], inactiveApplications: [] },
    }),
    'POST /api/pcsx/dashboard/applications/1/withdraw': () => {
      withdrawn = true;
      // As the server answers it (services/dashboard/applications.ts): the application as it is now.
      return { ok: true, application: afterWithdrawal };
    },
  }));
  renderWithProviders(<DashboardPage layout="v1" />, { transport, boot: boot(['applications', 'inactive_applications']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw application for Data Engineer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
  await waitFor(() => expect(toastTexts()).toContain('Application withdrawn'));
  await userEvent.click(screen.getByRole('tab', { name: 'Inactive applications' }));
  const inactive = screen.getByRole('tabpanel', { name: 'Inactive applications' });
  expect(within(inactive).getByText('Status: Withdrawn')).toBeInTheDocument();
  expect(within(inactive).getByText('Withdrawn Nov 27, 2026')).toBeInTheDocument();
  // The withdrawal's answer updated both lists (issue 29): the applications were asked for once, when the page opened.
  expect(transport.calls.filter((c) => c.method === 'GET' && c.path === '/api/pcsx/dashboard/applications')).toHaveLength(1);
});

test('events: register and unregister', async () => {
  const event = { id: 5, title: 'Open House', starts_at: '2026-12-02T15:00:00.000Z', local_time: 'Wed, Dec 2, 2026, 4:00 PM GMT+1', location: 'Berlin, DE', description: 'Meet us.', registered: false };
  const transport = createFakeTransport(routes({
    // The fake server keeps the registration as the real one does, so a list read again says what the last call did.
    'GET /api/pcsx/dashboard/events': () => ({ data: { events: [{ ...event }] } }),
    'POST /api/pcsx/dashboard/events/5/registration': () => ({ ok: true, registered: (event.registered = true) }),
    'DELETE /api/pcsx/dashboard/events/5/registration': () => ({ ok: true, registered: (event.registered = false) }),
  }));
  renderWithProviders(<DashboardPage layout="v2" />, { transport, boot: boot(['events']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Register for Open House' }));
  expect(await screen.findByText('You are registered')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Unregister from Open House' }));
  await waitFor(() => expect(screen.queryByText('You are registered')).not.toBeInTheDocument());
  expect(screen.getByText('Wed, Dec 2, 2026, 4:00 PM GMT+1', { exact: false })).toBeInTheDocument();
});

test('registering and unregistering by keyboard keeps focus on the toggled button', async () => {
  let release: (() => void) | undefined;
  const event = { id: 5, title: 'Open House', starts_at: '2026-12-02T15:00:00.000Z', local_time: 'Wed, Dec 2, 2026, 4:00 PM GMT+1', location: 'Berlin, DE', description: 'Meet us.', registered: false };
  const transport = createFakeTransport(routes({
    // The fake server keeps the registration as the real one does, so a list read again says what the last call did.
    'GET /api/pcsx/dashboard/events': () => ({ data: { events: [{ ...event }] } }),
    'POST /api/pcsx/dashboard/events/5/registration': () => new Promise((resolve) => { release = () => resolve({ ok: true, registered: (event.registered = true) }); }),
    'DELETE /api/pcsx/dashboard/events/5/registration': () => ({ ok: true, registered: (event.registered = false) }),
  }));
  renderWithProviders(<DashboardPage layout="v2" />, { transport, boot: boot(['events']) });
  const register = await screen.findByRole('button', { name: 'Register for Open House' });
  register.focus();
  await userEvent.keyboard('{Enter}');
  // While the call runs the button stays focusable (a disabled one would drop focus to <body> in a browser).
  expect(register).not.toBeDisabled();
  expect(register).toHaveAttribute('aria-disabled', 'true');
  expect(register).toHaveFocus();
  // The registration is answered only once it has reached the transport (released before, it would never be answered).
  await waitFor(() => expect(release).toBeDefined());
  await act(async () => release?.());
  expect(await screen.findByText('You are registered')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unregister from Open House' })).toHaveFocus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(screen.queryByText('You are registered')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Register for Open House' })).toHaveFocus();
});

test('the events button never reads Unregister while still busy: a press on the label shown always acts (a quick second press was ignored)', async () => {
  const event = { id: 5, title: 'Open House', starts_at: '2026-12-02T15:00:00.000Z', local_time: 'Wed, Dec 2, 2026, 4:00 PM GMT+1', location: 'Berlin, DE', description: 'Meet us.', registered: false };
  const transport = createFakeTransport(routes({
    'GET /api/pcsx/dashboard/events': () => ({ data: { events: [{ ...event }] } }),
    'POST /api/pcsx/dashboard/events/5/registration': () => ({ ok: true, registered: (event.registered = true) }),
    'DELETE /api/pcsx/dashboard/events/5/registration': () => ({ ok: true, registered: (event.registered = false) }),
  }));
  // What the button showed after every commit (the Profiler reports each one once its DOM is written).
  const shown: string[] = [];
  const record = () => {
    const button = document.querySelector('[data-testid="event"] button');
    if (button) shown.push(`${button.textContent} ${button.getAttribute('aria-disabled') === 'true' ? 'busy' : 'ready'}`);
  };
  renderWithProviders(<Profiler id="dashboard" onRender={record}><DashboardPage layout="v2" /></Profiler>, { transport, boot: boot(['events']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Register for Open House' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Unregister from Open House' })).not.toHaveAttribute('aria-disabled'));
  expect(shown).toContain('Register busy');
  expect(shown).not.toContain('Unregister busy');
  // So the first press on 'Unregister' acts.
  await userEvent.click(screen.getByRole('button', { name: 'Unregister from Open House' }));
  await waitFor(() => expect(transport.calls.some((call) => call.method === 'DELETE')).toBe(true));
  await waitFor(() => expect(screen.queryByText('You are registered')).not.toBeInTheDocument());
});
