import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keptLoginPlace } from '@careers/shared/location';
import { closeLoginModal, openLoginModal } from '@careers/shared/state';
import { colors } from '@careers/shared/theme';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { LoginModal } from './LoginModal';

const visitor = makeBootData({ user: { isLoggedIn: false, id: null }, profile: null });

async function openWith(opts: Parameters<typeof openLoginModal>[0] = {}, transport = createFakeTransport()) {
  const onDismiss = jest.fn();
  renderWithProviders(<LoginModal pageId="jobs" onDismiss={onDismiss} />, { boot: visitor, transport });
  await act(async () => openLoginModal(opts));
  return { onDismiss, dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  closeLoginModal();
  sessionStorage.clear();
});

test("opened by 'Save job' it says why, and the keyboard starts on the email field, not the close button", async () => {
  const user = userEvent.setup({ delay: null });
  const { dialog } = await openWith({ reason: 'saveJob' });
  expect(dialog).toHaveAccessibleName('Log in to save this job');
  const email = within(dialog).getByLabelText('Email');
  expect(email).toHaveFocus();
  await user.tab();
  expect(within(dialog).getByLabelText('Password')).toHaveFocus();
});

test('opened from the navbar it keeps its general title', async () => {
  const { dialog } = await openWith();
  expect(dialog).toHaveAccessibleName('Log in to your candidate account');
});

test('fields say what they hold to autofill and have edges of 3:1 contrast', async () => {
  const { dialog } = await openWith();
  expect(within(dialog).getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
  expect(within(dialog).getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  // theme.colors.border (#d5dae1, 1.41:1) was the edge; controlBorder is the theme's 3:1 control colour.
  expect(getComputedStyle(within(dialog).getByLabelText('Email')).borderColor).toBe(hexToRgb(colors.controlBorder));
});

test('a failed submit puts the keyboard on the field to fix, marked invalid and described by the message', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'POST /candidate/login': () => {
      throw new TransportError('Incorrect email or password.', { status: 401, code: 'unauthorized' });
    },
  });
  const { dialog } = await openWith({}, transport);
  const email = within(dialog).getByLabelText('Email');
  const password = within(dialog).getByLabelText('Password');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(email).toHaveFocus();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Enter your email and password.');

  await user.type(email, 'alex@demo.test');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(password).toHaveFocus();

  await user.type(password, 'wrong');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect email or password.');
  expect(password).toHaveFocus();
  expect(password).toHaveAccessibleDescription('Incorrect email or password.');
});

test('an email over the limit: the field stops at the schema\'s 320, and the server\'s refusal is told on the email field only', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'POST /candidate/login': () => {
      throw new TransportError('This email address is too long. An email address has at most 320 characters.', { status: 400, code: 'email_too_long' });
    },
  });
  const { dialog } = await openWith({}, transport);
  const email = within(dialog).getByLabelText('Email');
  const password = within(dialog).getByLabelText('Password');
  // CredentialsBody's maxLength (server/src/routes/authLogin.test.ts checks the server's page carries the schema's).
  expect(email).toHaveAttribute('maxlength', '320');
  await user.type(email, 'alex@demo.test');
  await user.type(password, 'secret');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This email address is too long. An email address has at most 320 characters.');
  expect(email).toHaveFocus();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('This email address is too long. An email address has at most 320 characters.');
  expect(password).not.toHaveAttribute('aria-invalid');
});

test('a password over the limit: the field stops at the schema\'s 1000, and the server\'s refusal is told on the password field only', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'POST /candidate/login': () => {
      throw new TransportError('This password is too long. A password has at most 1000 characters.', { status: 400, code: 'password_too_long' });
    },
  });
  const { dialog } = await openWith({}, transport);
  const email = within(dialog).getByLabelText('Email');
  const password = within(dialog).getByLabelText('Password');
  // CredentialsBody's maxLength (server/src/routes/authLogin.test.ts checks the server's page carries the schema's).
  expect(password).toHaveAttribute('maxlength', '1000');
  await user.type(email, 'alex@demo.test');
  await user.type(password, 'secret');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This password is too long. A password has at most 1000 characters.');
  expect(password).toHaveFocus();
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAccessibleDescription('This password is too long. A password has at most 1000 characters.');
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(email).toHaveValue('alex@demo.test');
});

test('the sign-up link returns to the kept place and takes it along; closing the modal forgets it', async () => {
  const user = userEvent.setup({ delay: null });
  const place = { href: '/careers/search?sort_by=date&pid=12', scrollY: 640, positionId: 12, saveJob: true };
  const { dialog, onDismiss } = await openWith({ reason: 'saveJob', place });
  const signup = within(dialog).getByRole('link', { name: 'New here? Create an account' });
  expect(new URL(signup.getAttribute('href') as string, 'https://x.test').searchParams.get('next')).toBe('/careers/search?sort_by=date&pid=12');
  signup.addEventListener('click', (event) => event.preventDefault());
  await user.click(signup);
  expect(keptLoginPlace()).toEqual(place);
  await user.keyboard('{Escape}');
  expect(onDismiss).toHaveBeenCalled();
  expect(keptLoginPlace()).toBeNull();
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
