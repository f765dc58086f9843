import { screen, waitFor, within } from '@testing-library/react';
import { createFakeTransport, renderWithProviders } from '@careers/shared/testing';
import { DashboardPage } from './DashboardPage';
import { boot, emptyRoutes, resetDashboard, routes } from '../../testing/dashboardFixtures';

beforeEach(resetDashboard);

test('a new account sees the next steps that apply, and v2 says each empty list in one line', async () => {
  renderWithProviders(<DashboardPage layout="v2" />, {
    transport: createFakeTransport(emptyRoutes({ first_run: true, onboarding_forms: 2, needs_resume: true, needs_job_alert: true })),
    boot: boot(['applications', 'inactive_applications', 'interviews', 'events', 'draft_applications']),
  });
  const steps = await screen.findByRole('region', { name: 'Get started' });
  const links = within(steps).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Complete the 2 onboarding forms waiting for you', '/careers/onboarding'],
    ['Upload your resume', '/careers/profile'],
    ['Search jobs', '/careers/search'],
    ['Set up a job alert: search, then save the search', '/careers/search'],
  ]);
  // One line per empty list, no state box; no empty 'For you' and no empty saved searches (Get started asks for an alert).
  await waitFor(() => expect(screen.getAllByText('No data found').length).toBeGreaterThanOrEqual(6));
  for (const empty of screen.getAllByText('No data found')) expect(empty.tagName).toBe('P');
  expect(document.querySelectorAll('div[data-state="empty"]')).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: 'For you' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Saved searches' })).not.toBeInTheDocument();
});

test("v1's first run reads like v2's: the next steps, the open tab's empty list in one line, no empty boxes", async () => {
  renderWithProviders(<DashboardPage layout="v1" />, {
    transport: createFakeTransport(emptyRoutes({ first_run: true, onboarding_forms: 0, needs_resume: true, needs_job_alert: true })),
    boot: boot(['applications', 'inactive_applications', 'interviews']),
  });
  expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
  const empty = await within(screen.getByRole('tabpanel')).findByText('No data found');
  expect(empty.tagName).toBe('P');
  expect(document.querySelectorAll('div[data-state="empty"]')).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: 'For you' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Saved searches' })).not.toBeInTheDocument();
});

test('past the first run the saved searches panel is back, even when it has none', async () => {
  renderWithProviders(<DashboardPage layout="v1" />, { transport: createFakeTransport(routes()), boot: boot(['applications']) });
  expect(await screen.findByRole('heading', { name: 'Saved searches' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'For you' })).toBeInTheDocument();
});

test('only the steps that apply: a candidate with a resume, an alert and no forms waiting sees just "Search jobs"', async () => {
  renderWithProviders(<DashboardPage layout="v1" />, {
    transport: createFakeTransport(emptyRoutes({ first_run: true, onboarding_forms: 1, needs_resume: false, needs_job_alert: false })),
    boot: boot(['applications']),
  });
  const steps = await screen.findByRole('region', { name: 'Get started' });
  expect(within(steps).getAllByRole('link').map((a) => a.textContent)).toEqual(['Complete the onboarding form waiting for you', 'Search jobs']);
});

test('a candidate with activity sees no first-run steps', async () => {
  renderWithProviders(<DashboardPage layout="v1" />, { transport: createFakeTransport(routes()), boot: boot(['applications']) });
  expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
});
