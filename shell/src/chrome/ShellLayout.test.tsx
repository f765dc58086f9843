import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { openLoginModal } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import { navigateToUrl } from 'single-spa';
import { shellStore, syncRoute } from '../state/shellStore';
import { ShellLayout } from './ShellLayout';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const loggedOut = makeBootData({
  user: { isLoggedIn: false, id: null, is_admin: false },
  profile: null,
  onboarding: { isBootstrapped: false, isOnboarded: false },
});

/** Renders the chrome at a path; valtio notifies React after a microtask, hence the async act. */
async function renderAt(pathname: string, boot = loggedOut, transport = createFakeTransport()) {
  // As in the page: the route is known before the chrome first renders.
  shellStore.pathname = '';
  syncRoute(pathname);
  const utils = renderWithProviders(<ShellLayout slots={document.createElement('div')} onLogout={jest.fn()} />, { boot, transport });
  await go(pathname);
  return utils;
}

async function go(pathname: string) {
  await act(async () => {
    shellStore.pathname = '';
    syncRoute(pathname);
  });
}

afterEach(() => jest.clearAllMocks());

test('a protected page opened logged out opens the login modal; closing it goes to /careers', async () => {
  await renderAt('/careers/offers');
  const dialog = await screen.findByRole('dialog', { name: 'Log in to see this page' });
  await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(navigateToUrl).toHaveBeenCalledWith('/careers');
});

test('a public page does not ask a visitor to log in', async () => {
  await renderAt('/careers/search');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the modal shows the server message for wrong credentials and keeps the email', async () => {
  const transport = createFakeTransport({
    'POST /candidate/login': () => {
      throw new TransportError('Incorrect email or password.', { status: 401, code: 'invalid_credentials', data: null });
    },
  });
  await renderAt('/careers/search', loggedOut, transport);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  const dialog = screen.getByRole('dialog', { name: 'Log in to your candidate account' });
  await userEvent.type(within(dialog).getByLabelText('Email'), 'alex@demo.test');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect email or password.');
  expect(within(dialog).getByLabelText('Email')).toHaveValue('alex@demo.test');
});

test('an empty login form is not sent', async () => {
  const transport = createFakeTransport();
  await renderAt('/careers/search', loggedOut, transport);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log in' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter your email and password.');
  expect(transport.calls).toHaveLength(0);
});

test('a logged-in candidate who is not bootstrapped sees the bootstrapping screen and its required fields', async () => {
  const boot = makeBootData({ onboarding: { isBootstrapped: false, isOnboarded: false } });
  const transport = createFakeTransport();
  await renderAt('/careers/search', boot, transport);
  const first = screen.getByRole('textbox', { name: /First name/ });
  await userEvent.clear(first);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText('First name is required')).toBeInTheDocument();
  expect(first).toHaveAttribute('aria-invalid', 'true');
  expect(transport.calls).toHaveLength(0);
  // The keyboard goes to the field to fix, not left on 'Continue' (issue 14 #17); browsers can fill the fields.
  expect(first).toHaveFocus();
  expect(first).toHaveAttribute('autocomplete', 'given-name');
  expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAttribute('autocomplete', 'family-name');
});

test('the first-run form: the server\'s field errors take the keyboard to the first field named', async () => {
  const boot = makeBootData({ onboarding: { isBootstrapped: false, isOnboarded: false } });
  const transport = createFakeTransport({
    'POST /api/pcsx/profile_bootstrap': () => {
      throw new TransportError('Invalid', { status: 422, code: 'invalid_request', data: { error: { fields: { lastName: 'Use letters for your last name.' } } } });
    },
  });
  await renderAt('/careers/search', boot, transport);
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Use letters for your last name.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveFocus();
});

test('the first-run form: a refusal that names no field of the screen is said under the form, which takes the keyboard', async () => {
  const boot = makeBootData({ onboarding: { isBootstrapped: false, isOnboarded: false } });
  const transport = createFakeTransport({
    'POST /api/pcsx/profile_bootstrap': () => {
      throw new TransportError('Something went wrong.', { status: 500, code: 'server_error', data: { error: { fields: { email: 'Not here.' } } } });
    },
  });
  await renderAt('/careers/search', boot, transport);
  await userEvent.clear(screen.getByRole('textbox', { name: /First name/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Grace');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Hopper');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const message = await screen.findByRole('alert');
  expect(message).toHaveTextContent('Something went wrong.');
  expect(message).toHaveFocus();
  expect(screen.queryByText('Not here.')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Grace');
});

test('the footer credits the platform, and is hidden on apply', async () => {
  await renderAt('/careers/search');
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered by Careers Platform');
  await go('/careers/apply');
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

test('the footer credit disappears when the company hides it', async () => {
  await renderAt('/careers/search', makeBootData({ configs: { pcsxConfig: { branding: { footer: { hideProviderCredit: true, links: [] } } } } }));
  expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Powered by Careers Platform');
});

test('an unknown careers path says the page was not found', async () => {
  await renderAt('/careers/a/b/c');
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('a login that skips the refresh updates the navbar and runs the pending action on an allowed page', async () => {
  const saved = jest.fn();
  const session = makeBootData();
  const transport = createFakeTransport({
    'POST /candidate/login': () => ({ ok: true }),
    'GET /api/pcsx/session': () => ({ user: session.user, profile: session.profile, onboarding: session.onboarding }),
  });
  await renderAt('/careers/search', { ...loggedOut, onboarding: session.onboarding }, transport);
  await act(async () => openLoginModal({ pendingAction: saved, allowedRoutes: ['jobs'], skipRefresh: true }));
  const dialog = screen.getByRole('dialog', { name: 'Log in to your candidate account' });
  await userEvent.type(within(dialog).getByLabelText('Email'), 'alex@demo.test');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'demo-password');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(saved).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
