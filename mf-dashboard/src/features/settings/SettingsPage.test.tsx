import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSettings } from '@careers/shared/contracts';
import { SWRConfig } from 'swr';
import { I18nProvider, localeStore } from '@careers/shared/i18n';
import { initSession, sessionStore, toastStore } from '@careers/shared/state';
import { CareersThemeProvider } from '@careers/shared/theme';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError, TransportProvider } from '@careers/shared/transport';
import { SettingsPage } from './SettingsPage';

const KEPT = 'Offers you signed are kept: the signed documents and the record of how they were signed.';
const SETTINGS: AccountSettings = {
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex@demo.test',
  language: null,
  supportedLanguages: ['en', 'pt-PT', 'es', 'ja', 'pl', 'pt-BR', 'sw'],
  defaultLanguage: 'en',
  notificationCategories: [
    { id: 'offers', label: 'Offers', description: 'Job offers.', enabled: true },
    { id: 'jobs', label: 'Jobs', description: 'New jobs.', enabled: true },
  ],
  keptAfterDeletion: KEPT,
  deleteConfirmation: 'DELETE',
};
// The saved-searches panel the page places asks for its list too.
const noSavedSearches = { 'GET /api/pcsx/saved_searches': () => ({ data: { savedSearches: [] } }) };
const boot = makeBootData({ domain: 'demo.test', user: { isLoggedIn: true } });
const wrong = () => {
  throw new TransportError('Your current password is not correct. Nothing was changed.', {
    status: 400,
    code: 'wrong_password',
    data: { error: { code: 'wrong_password', message: 'Your current password is not correct. Nothing was changed.', fields: { currentPassword: 'Your current password is not correct. Nothing was changed.' } } },
  });
};

test('loading, then the sections; a failed load shows the error state with a retry', async () => {
  const failing = createFakeTransport({
    ...noSavedSearches,
    'GET /api/pcsx/account/settings': () => {
      throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
    },
  });
  const first = renderWithProviders(<SettingsPage />, { transport: failing, boot });
  expect(await screen.findByText('An error occurred while retrieving data')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  first.unmount();

  renderWithProviders(<SettingsPage />, { transport: createFakeTransport({ ...noSavedSearches, 'GET /api/pcsx/account/settings': () => ({ data: SETTINGS }) }), boot });
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Name and e-mail' })).toBeInTheDocument();
  for (const name of ['Password', 'Notifications', 'Language', 'Your data', 'Delete my account']) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Download all my data' })).toHaveAttribute('href', '/api/pcsx/account/export?domain=demo.test');
  expect(screen.getByText(KEPT)).toBeInTheDocument();
});

test('changing the e-mail asks for the current password; a wrong one is refused with the server\'s message', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    ...noSavedSearches,
    'GET /api/pcsx/account/settings': () => ({ data: SETTINGS }),
    'POST /api/pcsx/account/profile': wrong,
  });
  renderWithProviders(<SettingsPage />, { transport, boot });
  const email = await screen.findByLabelText('E-mail');
  // One 'Current password' (the password section's) until the e-mail changes.
  expect(screen.getAllByLabelText('Current password', { selector: 'input' })).toHaveLength(1);
  await user.clear(email);
  await user.type(email, 'new@demo.test');
  const password = screen.getAllByLabelText(/Current password/, { selector: 'input' })[0] as HTMLElement;
  expect(screen.getByText('Needed to change your e-mail.')).toBeInTheDocument();
  await user.type(password, 'guess');
  await user.click(screen.getByRole('button', { name: 'Save name and e-mail' }));
  await waitFor(() => expect(password).toHaveAccessibleDescription(/Your current password is not correct. Nothing was changed./));
  expect(screen.getAllByText('Your current password is not correct. Nothing was changed.')).toHaveLength(1);
  // Focus is on the field to fix, not on the page body (the button was disabled while saving).
  await waitFor(() => expect(password).toHaveFocus());
  expect(transport.calls.at(-1)?.body).toEqual({ firstName: 'Alex', lastName: 'Rivera', email: 'new@demo.test', currentPassword: 'guess', domain: 'demo.test' });
});

test('a notification category turned off is saved at once and said so, and comes back on when saving fails', async () => {
  const user = userEvent.setup({ delay: null });
  let fail = false;
  const transport = createFakeTransport({
    ...noSavedSearches,
    'GET /api/pcsx/account/settings': () => ({ data: SETTINGS }),
    'POST /api/pcsx/account/notifications': (req) => {
      if (fail) throw new TransportError('Please try again in a few minutes', { status: 429, code: 'rate_limited' });
      const { preferences } = req.body as { preferences: Record<string, boolean> };
      return { data: { ...SETTINGS, notificationCategories: SETTINGS.notificationCategories.map((c) => ({ ...c, enabled: preferences[c.id] ?? c.enabled })) } };
    },
  });
  renderWithProviders(<SettingsPage />, { transport, boot });
  const jobs = await screen.findByRole('checkbox', { name: /Jobs/ });
  await user.click(jobs);
  await waitFor(() => expect(jobs).not.toBeChecked());
  expect(transport.calls.at(-1)?.body).toEqual({ preferences: { jobs: false }, domain: 'demo.test' });
  // Said, not only drawn: the toast's live region is what a screen reader hears (trial finding s27).
  await waitFor(() => expect(toastStore.toasts.map((t) => [t.kind, t.message])).toContainEqual(['success', 'Jobs notifications turned off.']));

  fail = true;
  const offers = screen.getByRole('checkbox', { name: /Offers/ });
  await user.click(offers);
  await waitFor(() => expect(offers).toBeChecked());
  expect(toastStore.toasts.map((t) => t.message)).toContain('Please try again in a few minutes');
});

test('delete my account: password and DELETE, then the site opens logged out', async () => {
  const user = userEvent.setup({ delay: null });
  const onDeleted = jest.fn();
  const transport = createFakeTransport({
    ...noSavedSearches,
    'GET /api/pcsx/account/settings': () => ({ data: SETTINGS }),
    'POST /api/pcsx/account/delete': () => ({ ok: true, keptSignedOffers: 0, kept: KEPT }),
  });
  renderWithProviders(<SettingsPage onDeleted={onDeleted} />, { transport, boot });
  await user.type(await screen.findByLabelText('Password', { selector: 'input' }), 'demo-password');
  await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  await waitFor(() => expect(onDeleted).toHaveBeenCalled());
  expect(transport.calls.at(-1)?.body).toEqual({ password: 'demo-password', confirmation: 'DELETE', domain: 'demo.test' });
});

test('delete my account: empty fields are checked in the browser, one message each, focus on the first invalid field', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    ...noSavedSearches,
    'GET /api/pcsx/account/settings': () => ({ data: SETTINGS }),
    'POST /api/pcsx/account/delete': () => ({ ok: true, keptSignedOffers: 0, kept: KEPT }),
  });
  renderWithProviders(<SettingsPage />, { transport, boot });
  const section = within(await screen.findByRole('region', { name: 'Delete my account' }));
  await user.click(section.getByRole('button', { name: 'Delete my account' }));
  const password = section.getByLabelText('Password', { selector: 'input' });
  const confirmation = section.getByLabelText('Type DELETE to confirm');
  await waitFor(() => expect(password).toHaveFocus());
  expect(password).toHaveAccessibleDescription('Enter your password.');
  expect(confirmation).toHaveAccessibleDescription('Type DELETE to confirm.');
  expect(section.getAllByText('Type DELETE to confirm.')).toHaveLength(1);
  expect(section.queryByRole('alert')).not.toBeInTheDocument();
  expect(transport.calls.some((c) => c.path === '/api/pcsx/account/delete')).toBe(false);

  await user.type(password, 'demo-password');
  await user.click(section.getByRole('button', { name: 'Delete my account' }));
  await waitFor(() => expect(confirmation).toHaveFocus());
  expect(password).not.toHaveAttribute('aria-invalid');
});

test('delete my account: a wrong password from the server focuses the password field, its message shown once', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    ...noSavedSearches,
    'GET /api/pcsx/account/settings': () => ({ data: SETTINGS }),
    'POST /api/pcsx/account/delete': () => {
      throw new TransportError('Your password is not correct.', {
        status: 400, code: 'wrong_password', data: { error: { code: 'wrong_password', message: 'Your password is not correct.', fields: { password: 'Your password is not correct.' } } },
      });
    },
  });
  renderWithProviders(<SettingsPage />, { transport, boot });
  const section = within(await screen.findByRole('region', { name: 'Delete my account' }));
  const password = section.getByLabelText('Password', { selector: 'input' });
  await user.type(password, 'nope');
  await user.type(section.getByLabelText('Type DELETE to confirm'), 'DELETE');
  await user.click(section.getByRole('button', { name: 'Delete my account' }));
  await waitFor(() => expect(password).toHaveFocus());
  expect(password).toHaveAccessibleDescription('Your password is not correct.');
  expect(section.getAllByText('Your password is not correct.')).toHaveLength(1);
});

test('language: only languages with messages are offered, each in its own words; the chosen one applies at once (issue 30)', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    ...noSavedSearches,
    'GET /api/pcsx/account/settings': () => ({ data: SETTINGS }),
    'POST /api/pcsx/account/language': (req) => ({ data: { ...SETTINGS, language: (req.body as { language: string | null }).language } }),
  });
  // As on the page: the translator follows the locale shown (localeStore), not a locale fixed by the test.
  initSession(boot);
  render(<SettingsPage />, {
    wrapper: ({ children }) => (
      <TransportProvider transport={transport}>
        <CareersThemeProvider>
          <I18nProvider>
            <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
          </I18nProvider>
        </CareersThemeProvider>
      </TransportProvider>
    ),
  });
  const select = await screen.findByRole('combobox', { name: 'Language' });
  // Swahili is the company's but has no messages (MESSAGE_LOCALES): not offered. The others by name, alphabetically, a
  // region named alike for each.
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Company default: English',
    'English',
    'Español',
    'Polski',
    'Português (Brasil)',
    'Português (Portugal)',
    '日本語',
  ]);
  expect(screen.getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
  await user.selectOptions(select, 'es');
  await user.click(screen.getByRole('button', { name: 'Save language' }));
  await waitFor(() => expect(localeStore.locale).toBe('es'));
  expect(transport.calls.at(-1)?.body).toEqual({ language: 'es', domain: 'demo.test' });
  expect(sessionStore.language).toBe('es');
  // The settings page itself is in Spanish at once, without a reload: its heading, sections, fields and buttons.
  expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
  for (const name of ['Nombre y correo electrónico', 'Contraseña', 'Notificaciones', 'Idioma', 'Tus datos', 'Eliminar mi cuenta']) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  for (const name of ['Guardar nombre y correo electrónico', 'Cambiar contraseña', 'Guardar idioma', 'Eliminar mi cuenta']) {
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Descargar todos mis datos' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  expect(screen.queryByRole('button', { name: 'Save language' })).not.toBeInTheDocument();
  expect(toastStore.toasts.map((t) => t.message)).toContain('Se guardó tu idioma.');
});

test('password: a new one that breaks the rules shows the server\'s words by the field; a good one is confirmed', async () => {
  const user = userEvent.setup({ delay: null });
  let attempt = 0;
  const transport = createFakeTransport({
    ...noSavedSearches,
    'GET /api/pcsx/account/settings': () => ({ data: SETTINGS }),
    'POST /api/pcsx/account/password': () => {
      attempt += 1;
      if (attempt === 1) {
        throw new TransportError('Use at least 8 characters for your password.', {
          status: 422, code: 'invalid_request', data: { error: { message: 'Use at least 8 characters for your password.', fields: { newPassword: 'Use at least 8 characters for your password.' } } },
        });
      }
      return { ok: true };
    },
  });
  renderWithProviders(<SettingsPage />, { transport, boot });
  const section = within(await screen.findByRole('region', { name: 'Password' }));
  await user.type(section.getByLabelText('Current password'), 'demo-password');
  await user.type(section.getByLabelText(/New password/), 'short');
  await user.click(section.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(section.getByLabelText(/New password/)).toHaveAttribute('aria-invalid', 'true'));
  expect(section.getByLabelText(/New password/)).toHaveAccessibleDescription(/Use at least 8 characters for your password./);
  // The field's message is not repeated as the form's error.
  expect(section.getAllByText('Use at least 8 characters for your password.')).toHaveLength(1);
  expect(section.queryByRole('alert')).not.toBeInTheDocument();
  await user.clear(section.getByLabelText(/New password/));
  await user.type(section.getByLabelText(/New password/), 'walnut-harbor-77');
  await user.click(section.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(toastStore.toasts.map((t) => t.message)).toContain('Your password was changed. Other devices were logged out.'));
  expect(section.getByLabelText('Current password')).toHaveValue('');
});
