import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBootData, renderWithProviders } from '@careers/shared/testing';
import { syncRoute } from '../state/shellStore';
import { LoginPage, loginDestination } from './LoginPage';
import { drawLoginFailure } from './pageLoginFailure';

const origin = 'https://careers.example';

test('after logging in on /careers/login the candidate goes to `next` when it stays on the site', () => {
  expect(loginDestination('?next=%2Fcareers%2Foffers', origin)).toBe('/careers/offers');
});

test.each(['?next=%2F%5Cevil.com', '?next=%2F%09%2Fevil.com', '?next=%2F%2Fevil.com', '?next=https%3A%2F%2Fevil.com', ''])(
  'a return address that leaves the site (%s) becomes the dashboard',
  (search) => {
    expect(loginDestination(search, origin)).toBe('/careers/dashboard');
  },
);

test('a logged-in candidate is told who is logged in and offered Log out and Continue, not a second login form', async () => {
  const onLogout = jest.fn();
  renderWithProviders(<LoginPage onLogout={onLogout} />);
  expect(screen.getByRole('heading', { name: 'You are already logged in' })).toBeInTheDocument();
  expect(screen.getByText('You are logged in as Ada Lovelace (ada@example.com).')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue to careers' })).toHaveAttribute('href', '/careers/dashboard');
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  expect(onLogout).toHaveBeenCalledTimes(1);
  // Its stand-in for a visitor without scripts (shown by `(scripting: none)` only): the server's Log out page.
  // (Hidden here, so it has no accessible name in jsdom: found by its address.)
  expect(document.querySelector('a[href="/logout?next=%2Fcareers"]')).toHaveTextContent('Log out');
});

test('a visitor gets the login form', () => {
  renderWithProviders(<LoginPage onLogout={jest.fn()} />, { boot: makeBootData({ user: { isLoggedIn: false, id: null }, profile: null }) });
  expect(screen.getByRole('heading', { name: 'Log in to your candidate account' })).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(screen.queryByText(/You are logged in as/)).not.toBeInTheDocument();
});

test('a refusal the server drew keeps the title error-first while it is shown, and the plain title comes back after', async () => {
  const boot = makeBootData({ user: { isLoggedIn: false, id: null }, profile: null });
  const company = boot.configs.company.name;
  // As the page arrives: the route's plain title written by the shell's start, the refusal drawn in the form.
  syncRoute('/careers/login');
  document.title = `Log in | Careers at ${company}`;
  drawLoginFailure({ email: 'ada@example.com', code: 'invalid_credentials', message: 'Incorrect email or password.', field: 'both' });
  renderWithProviders(<LoginPage onLogout={jest.fn()} />, { boot });
  expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password.');
  expect(document.title).toBe(`Incorrect email or password. | Log in | Careers at ${company}`);
  // Another message replaces the refusal: the title is the page's own again.
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter your email and password.');
  expect(document.title).toBe(`Log in | Careers at ${company}`);
});
