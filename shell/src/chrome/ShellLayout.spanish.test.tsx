import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@careers/shared/i18n';
import { matchRoute } from '@careers/shared/location';
import { createFakeTransport, englishShown, makeBootData, registeredTexts, renderWithProviders } from '@careers/shared/testing';
import { shellStore, syncRoute } from '../state/shellStore';
import { pageTitle } from './pageTitle';
import { refusalTitle } from './refusalTitle';
import { ShellLayout } from './ShellLayout';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

// Issue 30: a candidate shown Spanish reads the chrome in Spanish, every word of it.

const loggedOut = makeBootData({
  user: { isLoggedIn: false, id: null, is_admin: false },
  profile: null,
  onboarding: { isBootstrapped: false, isOnboarded: false },
});

async function renderInSpanishAt(pathname: string, boot = loggedOut) {
  shellStore.pathname = '';
  syncRoute(pathname);
  const utils = renderWithProviders(<ShellLayout slots={document.createElement('div')} onLogout={jest.fn()} />, {
    boot,
    transport: createFakeTransport(),
    locale: 'es',
  });
  await act(async () => {
    shellStore.pathname = '';
    syncRoute(pathname);
  });
  return utils;
}

test('the chrome of the search page is Spanish: skip link, navigation, log-in button, footer; no English catalogue text', async () => {
  await renderInSpanishAt('/careers/search');
  expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo', { name: 'Pie de página' })).toHaveTextContent('Con la tecnología de Careers Platform');
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test('the log-in dialog and its refusal of an empty form are Spanish', async () => {
  await renderInSpanishAt('/careers/search');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  const dialog = screen.getByRole('dialog', { name: 'Inicia sesión en tu cuenta de candidato' });
  expect(within(dialog).getByLabelText('Correo electrónico')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Introduce tu correo y tu contraseña.');
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test('a page that does not exist says so in Spanish, with its way back', async () => {
  await renderInSpanishAt('/careers/no/such/page/here');
  expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buscar empleos' })).toHaveAttribute('href', '/careers/search');
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test('the profile set-up screen is Spanish when the company gave it no title', async () => {
  await renderInSpanishAt('/careers/search', makeBootData({ onboarding: { isBootstrapped: false, isOnboarded: false } }));
  expect(await screen.findByRole('heading', { name: 'Configura tu perfil' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test("page titles are the page's language; English stays as it was", () => {
  const es = createI18n({ locale: 'es' }).t;
  const en = createI18n({ locale: 'en' }).t;
  expect(pageTitle(matchRoute('/careers/dashboard'), 'Acme', es)).toBe('Panel | Empleo en Acme');
  expect(pageTitle(matchRoute('/careers/search'), 'Acme', es)).toBe('Empleo en Acme');
  expect(pageTitle(matchRoute('/careers/dashboard'), 'Acme', en)).toBe('Dashboard | Careers at Acme');
  expect(pageTitle(matchRoute('/careers/search'), 'Acme', en)).toBe('Careers at Acme');
  expect(refusalTitle('Incorrect email or password.', matchRoute('/careers/login'), 'Acme', en)).toBe('Incorrect email or password. | Log in | Careers at Acme');
  expect(refusalTitle('El correo electrónico o la contraseña no son correctos.', matchRoute('/careers/login'), 'Acme', es)).toBe(
    'El correo electrónico o la contraseña no son correctos. | Iniciar sesión | Empleo en Acme',
  );
});
