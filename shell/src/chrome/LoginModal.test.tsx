import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keptLoginPlace } from '@careers/shared/location';
import { openLoginModal } from '@careers/shared/state';
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

beforeEach(() => sessionStorage.clear());

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

test('an email over the limit: the server\'s refusal is told on the email field only', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'POST /candidate/login': () => {
      throw new TransportError('This email address is too long. An email address has at most 320 characters.', { status: 400, code: 'email_too_long' });
    },
  });
  const { dialog } = await openWith({}, transport);
  const email = within(dialog).getByLabelText('Email');
  const password = within(dialog).getByLabelText('Password');
  // No maxlength: it would cut what is pasted without a word (the form says so on the field instead).
  expect(email).not.toHaveAttribute('maxlength');
  await user.type(email, 'alex@demo.test');
  await user.type(password, 'secret');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This email address is too long. An email address has at most 320 characters.');
  expect(email).toHaveFocus();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('This email address is too long. An email address has at most 320 characters.');
  expect(password).not.toHaveAttribute('aria-invalid');
});

test('a password over the limit: the server\'s refusal is told on the password field only', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'POST /candidate/login': () => {
      throw new TransportError('This password is too long. A password has at most 1000 characters.', { status: 400, code: 'password_too_long' });
    },
  });
  const { dialog } = await openWith({}, transport);
  const email = within(dialog).getByLabelText('Email');
  const password = within(dialog).getByLabelText('Password');
  // No maxlength: it would cut what is pasted without a word (the form says so on the field instead).
  expect(password).not.toHaveAttribute('maxlength');
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

test.each([
  ['password', 'alex@demo.test', `${'p'.repeat(999)}🙂x`, 'This password is too long. A password has at most 1000 characters.'],
  ['email', `${'a'.repeat(310)}@example.test`, 'secret-words', 'This email address is too long. An email address has at most 320 characters.'],
])('a pasted %s past the contract\'s limit is kept whole and refused on its field, before anything is sent', async (name, emailValue, passwordValue, message) => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport();
  const { dialog } = await openWith({}, transport);
  const email = within(dialog).getByLabelText('Email');
  const password = within(dialog).getByLabelText('Password');
  await user.click(email);
  await user.paste(emailValue);
  await user.click(password);
  await user.paste(passwordValue);
  // Nothing cut: the field holds what was pasted (1001 characters, the emoji one of them).
  expect(password).toHaveValue(passwordValue);
  expect(email).toHaveValue(emailValue);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  const field = name === 'email' ? email : password;
  expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
  expect((name === 'email' ? password : email)).not.toHaveAttribute('aria-invalid');
  expect(transport.calls.filter((c) => c.path === '/candidate/login')).toEqual([]);
});

test('a password of exactly 1000 characters, an emoji counted as one, is sent', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'POST /candidate/login': () => {
      throw new TransportError('Incorrect email or password.', { status: 401, code: 'invalid_credentials' });
    },
  });
  const { dialog } = await openWith({}, transport);
  await user.click(within(dialog).getByLabelText('Email'));
  await user.paste('alex@demo.test');
  await user.click(within(dialog).getByLabelText('Password'));
  await user.paste(`${'p'.repeat(999)}🙂`);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(transport.calls.filter((c) => c.path === '/candidate/login')).toHaveLength(1);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect email or password.');
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
