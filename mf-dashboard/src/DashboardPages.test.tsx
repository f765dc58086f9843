import { screen } from '@testing-library/react';
import { renderWithProviders } from '@careers/shared/testing';
import { DashboardPages } from './DashboardPages';
import { loadPage } from './dashboardPageLoaders';

// Each page is its own chunk (issue 27): the dashboard no longer evaluates the profile's forms toolkit at start.

test('the page whose chunk came with the root renders in the first render, with no loading state', async () => {
  window.history.replaceState(null, '', '/careers/account-deleted');
  await loadPage('/careers/account-deleted');
  renderWithProviders(<DashboardPages />);
  expect(screen.getByRole('heading', { level: 1, name: 'Your account was deleted' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a page opened later shows the loading state until its chunk is in, then the page', async () => {
  window.history.replaceState(null, '', '/careers/export-resume');
  renderWithProviders(<DashboardPages />);
  expect(document.querySelector('[data-state="loading"]')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(document.querySelector('[data-state="loading"]')).not.toBeInTheDocument();
});

test('an address this remote does not own renders nothing', () => {
  window.history.replaceState(null, '', '/careers/search');
  const { container } = renderWithProviders(<DashboardPages />);
  expect(container).toBeEmptyDOMElement();
});
