import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { toastStore } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import type { SavedPosition } from '@careers/shared/contracts';
import { SavedJobsPage } from './SavedJobsPage';

/** `closed`: 'archived', or 'expired' (past its valid_through: closed by the server's rule, archived_at still null). */
const saved = (id: number, name: string, closed: false | 'archived' | 'expired' = false): SavedPosition => ({
  id, name, department: 'Engineering', location: 'Berlin, DE', locations: [], is_remote: false, employment_type: 'FULL_TIME', posted_at: '2026-10-01T00:00:00.000Z',
  snippet: '', skills: [], archived_at: closed === 'archived' ? '2026-11-01T00:00:00.000Z' : null, saved_at: '2026-11-20T00:00:00.000Z', is_closed: closed !== false,
});
const boot = makeBootData({ domain: 'demo.test' });

test('saved jobs: apply link for open positions, closed ones marked, unsave takes it off', async () => {
  const transport = createFakeTransport({
    'GET /api/pcsx/positions/saved': () => ({ data: { positions: [saved(1, 'Data Engineer'), saved(2, 'Old Role', 'archived')] } }),
    'POST /api/pcsx/position_action': () => ({ ok: true, positionUserActions: { isSaved: false } }),
  });
  renderWithProviders(<SavedJobsPage />, { transport, boot });
  expect(screen.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Apply for Data Engineer' })).toHaveAttribute('href', '/careers/apply?pid=1');
  expect(screen.queryByRole('link', { name: 'Apply for Old Role' })).not.toBeInTheDocument();
  expect(screen.getByText('This position is closed')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Unsave Data Engineer' }));
  await waitFor(() => expect(screen.queryByText('Data Engineer')).not.toBeInTheDocument());
  expect(transport.calls.find((c) => c.method === 'POST')?.body).toEqual({ position_id: 1, action: 'unsave', domain: 'demo.test' });
  expect(toastStore.toasts.map((t) => t.message)).toContain('Removed from saved jobs');
});

test('a saved job past its valid_through (not archived) is marked closed and offers no Apply, only Unsave', async () => {
  const transport = createFakeTransport({
    'GET /api/pcsx/positions/saved': () => ({ data: { positions: [saved(1, 'Data Engineer'), saved(3, 'Expired Role', 'expired')] } }),
  });
  renderWithProviders(<SavedJobsPage />, { transport, boot });
  expect(await screen.findByRole('link', { name: 'Apply for Data Engineer' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Apply for Expired Role' })).not.toBeInTheDocument();
  expect(screen.getAllByText('This position is closed')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Unsave Expired Role' })).toBeInTheDocument();
});

test('a failed unsave puts the job back and says so', async () => {
  const transport = createFakeTransport({
    'GET /api/pcsx/positions/saved': () => ({ data: { positions: [saved(1, 'Data Engineer')] } }),
    'POST /api/pcsx/position_action': () => {
      throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
    },
  });
  renderWithProviders(<SavedJobsPage />, { transport, boot });
  await userEvent.click(await screen.findByRole('button', { name: 'Unsave Data Engineer' }));
  await waitFor(() => expect(toastStore.toasts.map((t) => t.message)).toContain('Failed to remove the saved job'));
  expect(screen.getByText('Data Engineer')).toBeInTheDocument();
});

test('an empty list says No data found', async () => {
  renderWithProviders(<SavedJobsPage />, { transport: createFakeTransport({ 'GET /api/pcsx/positions/saved': () => ({ data: { positions: [] } }) }), boot });
  expect(await screen.findByText('No data found')).toBeInTheDocument();
});

test("each saved job's name is an h2 under the page's h1, no level skipped (axe heading-order)", async () => {
  const transport = createFakeTransport({ 'GET /api/pcsx/positions/saved': () => ({ data: { positions: [saved(1, 'Data Engineer')] } }) });
  renderWithProviders(<SavedJobsPage />, { transport, boot });
  expect(await screen.findByRole('heading', { level: 2, name: 'Data Engineer' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
});
