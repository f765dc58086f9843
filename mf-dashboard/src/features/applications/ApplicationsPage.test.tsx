import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, renderWithProviders } from '@careers/shared/testing';
import { ApplicationsPage } from './ApplicationsPage';
import { application, boot, fail, resetDashboard, routes, toastTexts } from '../../testing/dashboardFixtures';

beforeEach(resetDashboard);

test('applications page: timeline, next step, and withdraw after confirming', async () => {
  let withdrawn = false;
  const afterWithdrawal = application({ status: 'Withdrawn', stage: 'Withdrawn by candidate', is_active: false, can_withdraw: false, next_step: null });
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
  // The withdrawal's answer updated the list (issue 29): the list was asked for once, when the page opened.
  expect(transport.calls.filter((c) => c.method === 'GET' && c.path === '/api/pcsx/dashboard/applications')).toHaveLength(1);
});

test('a failed withdrawal closes the confirmation and focus returns to the Withdraw button', async () => {
  const transport = createFakeTransport(routes({ 'POST /api/pcsx/dashboard/applications/1/withdraw': fail }));
  renderWithProviders(<ApplicationsPage />, { transport, boot: boot(['applications']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw application for Data Engineer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
  await waitFor(() => expect(toastTexts()).toContain('Failed to withdraw application'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw application for Data Engineer' })).toHaveFocus());
});

test('Escape keeps the application like Keep, focus back on Withdraw; while the withdrawal runs focus stays on its button', async () => {
  let answer: (value: unknown) => void = () => {};
  const afterWithdrawal = application({ status: 'Withdrawn', stage: 'Withdrawn by candidate', is_active: false, can_withdraw: false, next_step: null });
  const transport = createFakeTransport(routes({
    'POST /api/pcsx/dashboard/applications/1/withdraw': () => new Promise((resolve) => (answer = resolve)),
  }));
  renderWithProviders(<ApplicationsPage />, { transport, boot: boot(['applications']) });
  (await screen.findByRole('button', { name: 'Withdraw application for Data Engineer' })).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByText(/Withdraw your application for Data Engineer\?/)).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('button', { name: 'Keep application' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw application for Data Engineer' })).toHaveFocus());
  expect(transport.calls.some((c) => c.method === 'POST')).toBe(false);

  // Confirmed by keyboard: the pressed button keeps focus while the call runs (a disabled one would drop it to <body>).
  await userEvent.keyboard('{Enter}');
  await userEvent.tab();
  const confirm = screen.getByRole('button', { name: 'Withdraw application' });
  expect(confirm).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'true'));
  expect(confirm).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Keep application' })).toBeInTheDocument();
  answer({ ok: true, application: afterWithdrawal });
  const inactive = screen.getByRole('region', { name: 'Inactive applications' });
  await waitFor(() => expect(within(inactive).getByRole('heading', { name: 'Data Engineer' })).toHaveFocus());
});
