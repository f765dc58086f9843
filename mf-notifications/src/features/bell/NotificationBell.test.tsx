import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@careers/shared/i18n';
import { createFakeTransport, englishShown, renderWithProviders } from '@careers/shared/testing';
import type { FakeHandler } from '@careers/shared/testing';
import type { Notification as CareersNotification, NotificationsBootData as NotificationsBoot } from '@careers/shared/contracts';
import { bellMessages } from '../../i18n/bellMessages';
import spanish from '../../i18n/locales/es';
import { NotificationBell } from './NotificationBell';

const boot: NotificationsBoot = {
  groupId: 'demo.test',
  isLoggedIn: true,
  enableCandidateInappNotifications: true,
  hasActionRequiredNotificationsConfigured: true,
};

const offer: CareersNotification = {
  id: 'n1',
  categoryTitle: 'Offer',
  message: 'You have a job offer for Senior Data Engineer',
  createdAt: '2026-11-20T10:00:00.000Z',
  isClicked: false,
  redirectUrl: '/careers/offer/4?domain=demo.test',
  notificationType: 'action_required',
};
const interview: CareersNotification = {
  id: 'n2',
  categoryTitle: 'Interview',
  message: 'Your interview for Product Designer is on Nov 28',
  createdAt: '2026-11-19T10:00:00.000Z',
  isClicked: true,
  redirectUrl: '/careers/interviews',
  notificationType: 'read_only',
};

function setup(overrides: Record<string, FakeHandler> = {}, bootData: NotificationsBoot = boot, locale = 'en') {
  const navigate = jest.fn();
  const transport = createFakeTransport({
    'GET /api/pcsx/notifications_boot_data': () => bootData,
    'GET /api/pcsx/notification_badge': () => ({ count: 2 }),
    'GET /api/pcsx/notifications': (req) => ({
      notifications: req.params?.type_filter === 'action_required' ? [offer] : [offer, interview],
    }),
    'POST /api/pcsx/notifications/mark_all_viewed': () => ({ ok: true, count: 0 }),
    'POST /api/pcsx/notifications/n1/mark_clicked': () => ({ ok: true }),
    ...overrides,
  });
  renderWithProviders(<NotificationBell careersOrigin={location.origin} navigate={navigate} />, { transport, locale });
  return { transport, navigate };
}

test('the badge count is in the bell name and announced; opening sets it to 0 and marks all viewed', async () => {
  const { transport } = setup();
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' });
  expect(screen.getByRole('status')).toHaveTextContent('2 new notifications');
  await userEvent.click(bell);
  expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');
  expect(transport.calls.some((c) => c.method === 'POST' && c.path === '/api/pcsx/notifications/mark_all_viewed')).toBe(true);
  const dialog = screen.getByRole('dialog', { name: 'Notifications' });
  expect(await within(dialog).findByText('You have a job offer for Senior Data Engineer')).toBeInTheDocument();
  expect(within(dialog).getByText('Your interview for Product Designer is on Nov 28')).toBeInTheDocument();
});

test("each notification's date is written in the page's language, not the browser's", async () => {
  setup({}, boot, 'es');
  await userEvent.click(await screen.findByRole('button', { name: /2/ }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('You have a job offer for Senior Data Engineer');
  expect(within(dialog).getByText('20 nov 2026')).toHaveAttribute('datetime', offer.createdAt);
  expect(within(dialog).getByText('19 nov 2026')).toHaveAttribute('datetime', interview.createdAt);
});

test('the bell names the panel in aria-controls only while the panel is in the page', async () => {
  setup();
  const bell = await screen.findByRole('button', { name: /Notifications/ });
  expect(bell).not.toHaveAttribute('aria-controls');
  await userEvent.click(bell);
  const dialog = screen.getByRole('dialog', { name: 'Notifications' });
  expect(bell).toHaveAttribute('aria-controls', dialog.id);
  expect(document.getElementById(bell.getAttribute('aria-controls') ?? '')).toBe(dialog);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bell).not.toHaveAttribute('aria-controls');
});

test('the Action required tab lists only action-required notifications', async () => {
  const { transport } = setup();
  await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
  await userEvent.click(screen.getByRole('tab', { name: 'Action required' }));
  expect(screen.getByRole('tab', { name: 'Action required' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel');
  expect(await within(panel).findByText('You have a job offer for Senior Data Engineer')).toBeInTheDocument();
  expect(within(panel).queryByText('Your interview for Product Designer is on Nov 28')).not.toBeInTheDocument();
  expect(transport.calls.some((c) => c.path === '/api/pcsx/notifications' && c.params?.type_filter === 'action_required')).toBe(true);
});

test('without action-required notifications configured there are no tabs', async () => {
  setup({}, { ...boot, hasActionRequiredNotificationsConfigured: false });
  await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
  await screen.findByText('You have a job offer for Senior Data Engineer');
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
});

test("an empty list says You're all caught up!", async () => {
  setup({ 'GET /api/pcsx/notifications': () => ({ notifications: [] }), 'GET /api/pcsx/notification_badge': () => ({ count: 0 }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText("You're all caught up!")).toBeInTheDocument();
});

test('failing notification calls are swallowed: no badge, an empty list', async () => {
  const fail = () => {
    throw new Error('503');
  };
  setup({ 'GET /api/pcsx/notification_badge': fail, 'GET /api/pcsx/notifications': fail, 'POST /api/pcsx/notifications/mark_all_viewed': fail });
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText("You're all caught up!")).toBeInTheDocument();
});

test('clicking a notification marks it clicked and follows its link, keeping the page query', async () => {
  window.history.replaceState(null, '', '/careers/search?utm_source=mail');
  const { transport, navigate } = setup();
  await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
  await userEvent.click(await screen.findByRole('button', { name: /You have a job offer/ }));
  expect(navigate).toHaveBeenCalledWith('/careers/offer/4?domain=demo.test&utm_source=mail');
  expect(transport.calls.some((c) => c.method === 'POST' && c.path === '/api/pcsx/notifications/n1/mark_clicked')).toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Escape closes the panel and gives focus back to the bell', async () => {
  setup();
  const bell = await screen.findByRole('button', { name: /Notifications/ });
  await userEvent.click(bell);
  await screen.findByRole('dialog', { name: 'Notifications' });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bell).toHaveFocus();
});

test('on desktop the dropdown closes when focus leaves it: Tab out of it, or focus the search box', async () => {
  renderWithProviders(<input aria-label="Search jobs" />);
  setup();
  const bell = await screen.findByRole('button', { name: /Notifications/ });
  await userEvent.click(bell);
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  // Tab through everything in the dropdown and one step beyond.
  for (let i = 0; i < 20 && screen.queryByRole('dialog'); i += 1) await userEvent.tab();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(panel).not.toBeInTheDocument();

  await userEvent.click(bell);
  await screen.findByRole('dialog', { name: 'Notifications' });
  await userEvent.tab();
  expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  act(() => screen.getByRole('textbox', { name: 'Search jobs' }).focus());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Search jobs' })).toHaveFocus();
});

test('on a phone or tablet the panel is a full-screen modal dialog', async () => {
  const matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  setup();
  await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
  expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveAttribute('aria-modal', 'true');
  expect(matchMedia).toHaveBeenCalledWith('(min-width: 1024px)');
  Reflect.deleteProperty(window, 'matchMedia');
});

test('nothing shows when the company has in-app notifications off', async () => {
  const { transport } = setup({}, { ...boot, enableCandidateInappNotifications: false });
  await act(async () => undefined);
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(transport.calls.map((c) => c.path)).toEqual(['/api/pcsx/notifications_boot_data']);
});

test('Escape closes the dropdown even when focus went back to the bell', async () => {
  setup();
  const bell = await screen.findByRole('button', { name: /Notifications/ });
  await userEvent.click(bell);
  await screen.findByRole('dialog', { name: 'Notifications' });
  bell.focus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('when the boot call fails the bell stays hidden, then appears once a later try succeeds', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let calls = 0;
  setup({
    'GET /api/pcsx/notifications_boot_data': () => {
      calls += 1;
      if (calls === 1) throw new Error('503');
      return boot;
    },
  });
  await act(async () => undefined);
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(5 * 60 * 1000);
  });
  expect(await screen.findByRole('button', { name: 'Notifications, 2 new' })).toBeInTheDocument();
  jest.useRealTimers();
});

describe('in Spanish', () => {
  const english = { ...bellMessages.en, ...en };

  test('the bell, its panel, tabs and states speak Spanish, and no English text of the catalogues is left', async () => {
    setup({}, boot, 'es');
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 nuevas' });
    expect(screen.getByRole('status')).toHaveTextContent('2 notificaciones nuevas');
    await userEvent.click(bell);
    const dialog = screen.getByRole('dialog', { name: 'Notificaciones' });
    await within(dialog).findByText('You have a job offer for Senior Data Engineer');
    expect(within(dialog).getByRole('tablist', { name: 'Tipos de notificación' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Todas', 'Acción necesaria']);
    expect(within(dialog).getByRole('button', { name: 'Cerrar notificaciones' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('Nueva')).toHaveLength(1);
    // The notifications' own words are the server's (job content and its messages); the bell's are all Spanish.
    expect(englishShown(document.body, { english, translated: spanish })).toEqual([]);
  });

  test('the check finds the English it looks for: the same bell drawn in English', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    await screen.findByText('You have a job offer for Senior Data Engineer');
    expect(englishShown(document.body, { english, translated: spanish })).toEqual(expect.arrayContaining(['Notifications', 'Notification types', 'Close notifications']));
  });

  test('an empty list, in Spanish', async () => {
    setup({ 'GET /api/pcsx/notifications': () => ({ notifications: [] }) }, boot, 'es');
    await userEvent.click(await screen.findByRole('button', { name: /Notificaciones/ }));
    expect(await screen.findByText('¡Estás al día!')).toBeInTheDocument();
    expect(englishShown(document.body, { english, translated: spanish })).toEqual([]);
  });

  test('right to left the arrow keys move between the tabs the way they point', async () => {
    const user = userEvent.setup({ delay: null });
    document.documentElement.dir = 'rtl';
    try {
      setup({}, boot, 'es');
      await user.click(await screen.findByRole('button', { name: /Notificaciones/ }));
      await user.click(await screen.findByRole('tab', { name: 'Todas' }));
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Acción necesaria' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Todas' })).toHaveFocus();
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});
