import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders, type FakeHandler } from '@careers/shared/testing';
import { toastStore } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import type { SavedSearch } from '@careers/shared/contracts';
import { SavedSearchesPanel } from './SavedSearchesPanel';

const nurse: SavedSearch = { id: 1, query: 'nurse', location: 'Berlin', filters: { department: ['Health'] }, created_at: '2026-11-20T10:00:00.000Z', alert: 'in_app' };
const all: SavedSearch = { id: 2, query: '', location: '', filters: {}, created_at: '2026-11-02T10:00:00.000Z', alert: 'email' };

function setup(routes: Record<string, FakeHandler>, enabled = true) {
  const transport = createFakeTransport(routes);
  const boot = makeBootData({ domain: 'demo.test', configs: { notificationsConfig: { savedSearchNotification: { enabled } }, loginSignupConfig: { candidateLoginEnabled: true } } });
  renderWithProviders(<SavedSearchesPanel />, { transport, boot });
  return { transport, user: userEvent.setup() };
}

const failure = () => {
  throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
};

test('lists the saved searches, each linking to its search, with its alert choice', async () => {
  setup({ 'GET /api/pcsx/saved_searches': () => ({ data: { savedSearches: [nurse, all] } }) });
  expect(screen.getByRole('heading', { level: 2, name: 'Saved searches' })).toBeInTheDocument();
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(2);
  const first = items[0] as HTMLElement;
  expect(within(first).getByRole('link', { name: 'nurse in Berlin · Health' })).toHaveAttribute('href', '/careers/search?query=nurse&location=Berlin&filter_department=Health');
  // The dashboard's one date format (its other cards' medium date), not MM/DD/YYYY beside them.
  expect(within(first).getByText('Saved Nov 20, 2026')).toBeInTheDocument();
  expect(within(first).getByRole('radio', { name: 'In-app notification only' })).toBeChecked();
  expect(within(items[1] as HTMLElement).getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/careers/search');
  expect(within(items[1] as HTMLElement).getByRole('radio', { name: 'In-app notification and e-mail' })).toBeChecked();
});

test('choosing e-mail stores it; a failure puts the old choice back', async () => {
  let fail = false;
  const { transport, user } = setup({
    'GET /api/pcsx/saved_searches': () => ({ data: { savedSearches: [nurse] } }),
    'PUT /api/pcsx/saved_searches/1/alert': (req) => (fail ? failure() : { data: { ...nurse, alert: (req.body as { alert: string }).alert } }),
  });
  await user.click(await screen.findByRole('radio', { name: 'In-app notification and e-mail' }));
  expect(transport.calls.at(-1)).toMatchObject({ method: 'PUT', path: '/api/pcsx/saved_searches/1/alert', body: { alert: 'email', domain: 'demo.test' } });
  expect(screen.getByRole('radio', { name: 'In-app notification and e-mail' })).toBeChecked();
  expect(toastStore.toasts.map((t) => t.message)).toEqual(['Alert choice saved']);

  fail = true;
  await user.click(screen.getByRole('radio', { name: 'In-app notification only' }));
  expect(await screen.findByRole('radio', { name: 'In-app notification and e-mail' })).toBeChecked();
  expect(toastStore.toasts.map((t) => t.message)).toContain('Failed to change the alert. Please try again.');
});

test('removing takes the search away at once; when the server refuses, it comes back', async () => {
  let fail = true;
  const { user } = setup({
    'GET /api/pcsx/saved_searches': () => ({ data: { savedSearches: [nurse, all] } }),
    'DELETE /api/pcsx/saved_searches/1': () => (fail ? failure() : { ok: true }),
  });
  await user.click(await screen.findByRole('button', { name: 'Remove saved search nurse in Berlin · Health' }));
  expect(await screen.findByRole('link', { name: 'nurse in Berlin · Health' })).toBeInTheDocument();
  expect(toastStore.toasts.map((t) => t.message)).toEqual(['Failed to remove saved search']);

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Remove saved search nurse in Berlin · Health' }));
  expect(screen.queryByRole('link', { name: 'nurse in Berlin · Health' })).toBeNull();
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  expect(toastStore.toasts.map((t) => t.message)).toContain('Saved search removed');
});

test('a spinner while loading, then the error state with Try again', async () => {
  setup({ 'GET /api/pcsx/saved_searches': failure });
  expect(document.querySelector('[data-state="loading"]')).not.toBeNull();
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while retrieving data');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('empty: No data found', async () => {
  setup({ 'GET /api/pcsx/saved_searches': () => ({ data: { savedSearches: [] } }) });
  expect(await screen.findByText('No data found')).toBeInTheDocument();
});

test('nothing when the company has saved searches off', () => {
  const { transport } = setup({}, false);
  expect(screen.queryByRole('heading')).toBeNull();
  expect(transport.calls).toHaveLength(0);
});
