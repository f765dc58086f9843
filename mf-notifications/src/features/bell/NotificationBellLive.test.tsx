import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, renderWithProviders } from '@careers/shared/testing';
import type { Notification as CareersNotification, NotificationsBootData as NotificationsBoot } from '@careers/shared/contracts';
import { FakeEventSource } from '../../data/fakeEventSource';
import { NotificationBell } from './NotificationBell';

// The bell with the live stream (issue 33): what a candidate with the page open sees and hears when a notification
// arrives, and the spec's polling whenever the stream cannot be had.

const boot: NotificationsBoot = { groupId: 'demo.test', isLoggedIn: true, enableCandidateInappNotifications: true, hasActionRequiredNotificationsConfigured: true };
const interview: CareersNotification = {
  id: '7',
  categoryTitle: 'Interviews',
  message: 'Your interview for Product Designer is scheduled for 12/09/2026.',
  createdAt: '2026-12-01T10:00:00.000Z',
  isClicked: true,
  redirectUrl: '/careers/interviews',
  notificationType: 'read_only',
};
const matches: CareersNotification = {
  id: '9',
  categoryTitle: 'Jobs',
  message: '1 new job matches your saved search "Welder".',
  createdAt: '2026-12-02T10:00:00.000Z',
  isClicked: false,
  redirectUrl: '/careers/search?query=welder',
  notificationType: 'read_only',
};

const realEventSource = globalThis.EventSource;
beforeEach(() => {
  FakeEventSource.made = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
});
afterEach(() => {
  globalThis.EventSource = realEventSource;
  jest.useRealTimers();
});

function setup(locale = 'en') {
  let badge = 1;
  const transport = createFakeTransport({
    'GET /api/pcsx/notifications_boot_data': () => boot,
    'GET /api/pcsx/notification_badge': () => ({ count: badge }),
    'GET /api/pcsx/notifications': () => ({ notifications: [interview] }),
    'POST /api/pcsx/notifications/mark_all_viewed': () => ({ ok: true, count: 0 }),
  });
  renderWithProviders(<NotificationBell careersOrigin={location.origin} navigate={jest.fn()} />, { transport, locale });
  const badgeCalls = () => transport.calls.filter((c) => c.path === '/api/pcsx/notification_badge').length;
  return { transport, badgeCalls, setBadge: (n: number) => (badge = n) };
}

test('a notification arriving on the stream shows at once: the badge, the open panel, and a polite announcement', async () => {
  setup();
  await screen.findByRole('button', { name: 'Notifications, 1 new' });
  const stream = FakeEventSource.last;
  const url = new URL(stream.url);
  expect(url.pathname).toBe('/api/pcsx/notifications/stream');
  expect(url.searchParams.get('domain')).toBe('demo.test');
  expect(url.searchParams.get('hl')).toBe('en');
  // The careers site's own page: same origin, no credentials flag needed.
  expect(stream.withCredentials).toBe(false);
  act(() => stream.emit('badge', { count: 1 }));

  await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 new' }));
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(dialog).findByText(interview.message);

  act(() => stream.emit('notification', { count: 1, notification: matches }, '9'));
  expect(screen.getByRole('button', { name: 'Notifications, 1 new' })).toBeInTheDocument();
  const items = within(dialog).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  // Newest on top.
  expect(items[0]).toHaveTextContent(matches.message);
  const status = screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite');
  expect(status).toHaveTextContent(`New notification: ${matches.message}`);
});

test('the announcement is in the page language', async () => {
  setup('de');
  await screen.findByRole('button', { name: /Benachrichtigungen/ });
  act(() => FakeEventSource.last.emit('badge', { count: 1 }));
  act(() => FakeEventSource.last.emit('notification', { count: 2, notification: matches }, '9'));
  expect(screen.getByRole('status')).toHaveTextContent(`Neue Benachrichtigung: ${matches.message}`);
  expect(screen.getByRole('button', { name: /2/ })).toBeInTheDocument();
});

test('while the stream is live the badge is not polled; refused, the badge polls every 5 minutes as before', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const { badgeCalls, setBadge } = setup();
  await screen.findByRole('button', { name: 'Notifications, 1 new' });
  act(() => FakeEventSource.last.emit('badge', { count: 1 }));
  const before = badgeCalls();
  await act(async () => {
    jest.advanceTimersByTime(10 * 60_000);
  });
  expect(badgeCalls()).toBe(before);

  // Blocked (a proxy's error page, a 429): polling takes over.
  act(() => FakeEventSource.last.fail());
  setBadge(3);
  await act(async () => {
    jest.advanceTimersByTime(5 * 60_000);
  });
  expect(badgeCalls()).toBe(before + 1);
  expect(await screen.findByRole('button', { name: 'Notifications, 3 new' })).toBeInTheDocument();
});

test('without EventSource (an old browser) the bell polls as the spec says', async () => {
  globalThis.EventSource = undefined as unknown as typeof EventSource;
  jest.useFakeTimers({ advanceTimers: true });
  const { badgeCalls } = setup();
  await screen.findByRole('button', { name: 'Notifications, 1 new' });
  const before = badgeCalls();
  await act(async () => {
    jest.advanceTimersByTime(5 * 60_000);
  });
  expect(badgeCalls()).toBe(before + 1);
  expect(FakeEventSource.made).toHaveLength(0);
});
