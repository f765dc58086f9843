import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { BootData } from '@careers/shared/boot';
import userEvent from '@testing-library/user-event';
import { loginModalStore } from '@careers/shared/state';
import { makeBootData, renderWithProviders } from '@careers/shared/testing';
import { LoginPage } from './LoginPage';
import { Navbar, visibleLinks } from './Navbar';

const links = [
  { label: 'Jobs', href: '/careers/search', showWhen: 'always' as const },
  { label: 'Dashboard', href: '/careers/dashboard', showWhen: 'loggedIn' as const },
  { label: 'Join our talent network', href: '/careers/forms', showWhen: 'loggedOut' as const },
];

test('links follow the login state', () => {
  expect(visibleLinks(links, true).map((l) => l.label)).toEqual(['Jobs', 'Dashboard']);
  expect(visibleLinks(links, false).map((l) => l.label)).toEqual(['Jobs', 'Join our talent network']);
});

test('a logged-in candidate sees their name, the company links and Log out', () => {
  renderWithProviders(<Navbar pathname="/careers/dashboard" onLogout={jest.fn()} />, {
    boot: makeBootData({ configs: { pcsxConfig: { branding: { customNavbarConfig: { enabled: true, showForLoggedOut: true, links } } } } }),
  });
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
});

test('no Log in button when the company has candidate login disabled', () => {
  renderWithProviders(<Navbar pathname="/careers" onLogout={jest.fn()} />, {
    boot: makeBootData({ user: { isLoggedIn: false, id: null }, profile: null, configs: { loginSignupConfig: { candidateLoginEnabled: false } } }),
  });
  expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
});

test('the custom navbar links are hidden from visitors when the company says so', () => {
  renderWithProviders(<Navbar pathname="/careers" onLogout={jest.fn()} />, {
    boot: makeBootData({
      user: { isLoggedIn: false, id: null },
      profile: null,
      configs: { pcsxConfig: { branding: { customNavbarConfig: { enabled: true, showForLoggedOut: false, links } } } },
    }),
  });
  expect(screen.queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
});

describe("the header's 'Log in'", () => {
  const visitor = () => makeBootData({ user: { isLoggedIn: false, id: null }, profile: null });

  test('on /careers/login puts the keyboard in the page\'s own email field, and opens no second login form', async () => {
    renderWithProviders(
      <>
        <Navbar pathname="/careers/login" onLogout={jest.fn()} />
        <LoginPage onLogout={jest.fn()} />
      </>,
      { boot: visitor() },
    );
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(loginModalStore.isOpen).toBe(false);
    expect(screen.getAllByLabelText('Password')).toHaveLength(1);
  });

  test('on any other page opens the login modal', async () => {
    renderWithProviders(<Navbar pathname="/careers/search" onLogout={jest.fn()} />, { boot: visitor() });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(loginModalStore.isOpen).toBe(true);
  });
});

describe('the styles the navbar inserts', () => {
  /**
   * The names of the styles emotion inserted while drawing `ui` that no element carries as its class. The server
   * sends only the styles of classes its markup carries (renderWithStyles), so each of these the browser compiles and
   * inserts in the chrome's first commit, on the phone's busiest start (issue 27, Total Blocking Time).
   */
  function stylesNoElementCarries(ui: ReactElement, boot: BootData): string[] {
    const cache = createCache({ key: 'navbar-test' });
    const { container } = renderWithProviders(<CacheProvider value={cache}>{ui}</CacheProvider>, { boot });
    const carried = new Set([...container.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
    return Object.keys(cache.inserted).filter((name) => !carried.has(`navbar-test-${name}`));
  }
  const customNavbar = { pcsxConfig: { branding: { customNavbarConfig: { enabled: true, showForLoggedOut: true, links } } } };

  test("a visitor's: only classes its elements carry (Menu, Log in)", () => {
    const visitor = makeBootData({ user: { isLoggedIn: false, id: null }, profile: null, configs: customNavbar });
    expect(stylesNoElementCarries(<Navbar pathname="/careers" onLogout={jest.fn()} />, visitor)).toEqual([]);
  });

  test("a candidate's: only classes its elements carry (Log out)", () => {
    expect(stylesNoElementCarries(<Navbar pathname="/careers" onLogout={jest.fn()} />, makeBootData({ configs: customNavbar }))).toEqual([]);
  });
});
