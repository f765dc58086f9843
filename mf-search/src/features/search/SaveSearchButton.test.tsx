import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders, type FakeHandler } from '@careers/shared/testing';
import { loginModalStore, toastStore } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import type { AlertSearch } from './alertSearch';
import { SaveSearchButton } from './SaveSearchButton';

const search: AlertSearch = { query: 'nurse', location: 'Berlin', filters: { department: ['Health'] } };
const PRIVACY = 'We use your email address only to tell you about new roles.';
const notSaved = { enabled: true, isSaved: false, id: null };

function setup(options: { loggedIn?: boolean; savedSearches?: boolean; loggedOutAlerts?: boolean; routes?: Record<string, FakeHandler>; privacy?: string } = {}) {
  const { loggedIn = true, savedSearches = true, loggedOutAlerts = true } = options;
  const transport = createFakeTransport({
    'POST /api/pcsx/saved_searches': () => ({ data: { id: 7, ...search, created_at: '2026-11-23T10:00:00.000Z', alert: 'in_app' } }),
    'POST /api/pcsx/job_alerts': () => ({ ok: true, message: 'Check your inbox: we sent a link to confirm your job alert.' }),
    ...options.routes,
  });
  const boot = makeBootData({
    domain: 'demo.test',
    user: loggedIn ? {} : { isLoggedIn: false, id: null },
    ...(loggedIn ? {} : { profile: null }),
    configs: {
      notificationsConfig: { savedSearchNotification: { enabled: savedSearches } },
      loginSignupConfig: { candidateLoginEnabled: true },
      pcsxConfig: { loggedOutNotificationConfig: { enabled: loggedOutAlerts, privacyText: options.privacy ?? PRIVACY } },
    },
  });
  renderWithProviders(<SaveSearchButton search={search} metadata={notSaved} />, { transport, boot });
  return { transport, user: userEvent.setup() };
}

test('logged in: "Save this search" saves the search shown, then says it is saved and links to the saved searches', async () => {
  const { transport, user } = setup();
  expect(screen.queryByRole('button', { name: 'Get job alerts' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Save this search' }));
  expect(transport.calls.find((c) => c.path === '/api/pcsx/saved_searches')?.body).toEqual({ ...search, domain: 'demo.test' });
  expect(await screen.findByRole('status')).toHaveTextContent('Search saved');
  // The button is gone: focus moves to its replacement, not the page body.
  await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  expect(screen.getByRole('link', { name: 'Manage saved searches' })).toHaveAttribute('href', '/careers/settings');
  expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  expect(toastStore.toasts.map((t) => t.message)).toEqual(['Search saved. New matching jobs will show in your notifications.']);
});

test('a failed save says so and keeps the button', async () => {
  const { user } = setup({
    routes: { 'POST /api/pcsx/saved_searches': () => { throw new TransportError('You can save at most 50 searches. Delete one to save this one.', { status: 400, code: 'invalid_request' }); } },
  });
  await user.click(screen.getByRole('button', { name: 'Save this search' }));
  expect(toastStore.toasts.map((t) => t.message)).toEqual(['You can save at most 50 searches. Delete one to save this one.']);
  expect(screen.getByRole('button', { name: 'Save this search' })).toBeEnabled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save this search' })).toHaveFocus());
});

test('nothing when saved searches and visitors\' alerts are off', () => {
  setup({ savedSearches: false, loggedOutAlerts: false });
  expect(screen.queryByRole('button')).toBeNull();
});

test('logged out: saving asks to log in first and saves after; job alerts by e-mail with the privacy text, double opt-in message', async () => {
  const { transport, user } = setup({ loggedIn: false });
  await user.click(screen.getByRole('button', { name: 'Save this search' }));
  expect(loginModalStore.isOpen).toBe(true);
  expect(transport.calls).toHaveLength(0);
  await loginModalStore.pendingAction?.();
  expect(transport.calls.map((c) => c.path)).toEqual(['/api/pcsx/saved_searches']);

  const toggle = screen.getByRole('button', { name: 'Get job alerts' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  const form = screen.getByRole('form', { name: 'Job alerts by e-mail' });
  const privacy = within(form).getByRole('region', { name: 'Privacy' });
  expect(privacy).toHaveTextContent(PRIVACY);
  // At most 300 px high, scrolling beyond, reachable by keyboard.
  expect(getComputedStyle(privacy).maxHeight).toBe('300px');
  expect(getComputedStyle(privacy).overflowY).toBe('auto');
  expect(privacy).toHaveAttribute('tabindex', '0');

  const email = within(form).getByRole('textbox', { name: 'E-mail address' });
  await user.type(email, 'not-an-address');
  await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Enter a valid email address.');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  // The field is described by its message and by the privacy text, in that order.
  expect(email).toHaveAccessibleDescription(`Enter a valid email address. ${PRIVACY}`);
  expect(transport.calls.filter((c) => c.path === '/api/pcsx/job_alerts')).toHaveLength(0);

  await user.clear(email);
  await user.type(email, 'ana@example.com{Enter}');
  expect(transport.calls.find((c) => c.path === '/api/pcsx/job_alerts')?.body).toEqual({ email: 'ana@example.com', ...search, domain: 'demo.test' });
  expect(await within(form).findByRole('status')).toHaveTextContent('Check your inbox: we sent a link to confirm your job alert.');
  // The answer takes the focus (on a phone it is below the fold; the field it was on is empty now).
  await waitFor(() => expect(within(form).getByRole('status')).toHaveFocus());
  expect(email).toHaveValue('');
});

test('the server\'s refusal (too many requests) shows in the form', async () => {
  const { user } = setup({
    loggedIn: false,
    routes: { 'POST /api/pcsx/job_alerts': () => { throw new TransportError('Please try again in a few minutes', { status: 429, code: 'rate_limited' }); } },
  });
  await user.click(screen.getByRole('button', { name: 'Get job alerts' }));
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in a few minutes');
});
