import { screen } from '@testing-library/react';
import { makeBootData, renderWithProviders } from '@careers/shared/testing';
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
