import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, renderWithProviders } from '@careers/shared/testing';
import { DashboardPage } from './DashboardPage';
import { application, boot, fail, position, resetDashboard, routes } from '../../testing/dashboardFixtures';

beforeEach(resetDashboard);

test('v1 shows the tabs dashboardConfig.tabs names, in order, operable with the keyboard', async () => {
  renderWithProviders(<DashboardPage layout="v1" />, { transport: createFakeTransport(routes()), boot: boot(['applications', 'draft_applications', 'events', 'unknown_tab']) });
  const tablist = await screen.findByRole('tablist', { name: 'Dashboard sections' });
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['Applications', 'Draft applications', 'Events']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();

  tabs[0]?.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Draft applications' })).toHaveFocus();
  expect(await screen.findByRole('tab', { name: 'Draft applications' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Designer')).toBeInTheDocument();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Events' })).toHaveFocus();
  // An empty list says so (in the tab's panel: the saved searches below are empty too).
  expect(await within(screen.getByRole('tabpanel')).findByText('No data found')).toBeInTheDocument();
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
  // Nudges and the profile teaser sit above the tabs.
  expect(screen.getByText('Add your resume to get better job matches.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Go to your profile' })[0]).toHaveAttribute('href', '/careers/profile');
});

test('v2 shows every configured section at once', async () => {
  renderWithProviders(<DashboardPage layout="v2" />, { transport: createFakeTransport(routes()), boot: boot(['applications', 'draft_applications']) });
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
  expect(await screen.findByText('Designer')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Active applications' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Draft applications' })).toBeInTheDocument();
});

test('a list that fails to load says so, and can be retried; focus then goes to its heading', async () => {
  let calls = 0;
  renderWithProviders(<DashboardPage layout="v1" />, {
    transport: createFakeTransport(routes({ 'GET /api/pcsx/dashboard/applications': () => (++calls === 1 ? fail() : { data: { applications: [application()], inactiveApplications: [] } }) })),
    boot: boot(['applications']),
  });
  expect(document.querySelector('[data-state="loading"]')).toBeInTheDocument();
  expect(await screen.findByText('An error occurred while retrieving data')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  // The button goes with the error: focus goes to the list's heading, not to <body> (trial finding).
  expect(screen.getByRole('heading', { name: 'Active applications' })).toHaveFocus();
  expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
});

test('the selected tab is in the address: ?tab= opens it, a click puts it there, Back returns to the previous one', async () => {
  window.history.replaceState(null, '', '/careers/dashboard?tab=drafts&utm_source=mail');
  renderWithProviders(<DashboardPage layout="v1" />, { transport: createFakeTransport(routes()), boot: boot(['applications', 'draft_applications', 'events']) });
  expect(await screen.findByRole('tab', { name: 'Draft applications' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Designer')).toBeInTheDocument();
  // Each tab is a link to its address (a press before the takeover or without scripts loads it); a press
  // once the remote runs switches in place.
  expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('href', '/careers/dashboard?tab=events&utm_source=mail#dashboard-tab-events');
  await userEvent.click(screen.getByRole('tab', { name: 'Events' }));
  expect(window.location.search).toBe('?tab=events&utm_source=mail');
  expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  // Arrow keys replace the entry; Back still returns to the drafts.
  await userEvent.keyboard('{ArrowLeft}');
  expect(window.location.search).toBe('?tab=drafts&utm_source=mail');
  await userEvent.keyboard('{ArrowRight}');
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(screen.getByRole('tab', { name: 'Draft applications' })).toHaveAttribute('aria-selected', 'true');
});

test('a tab pressed with Space or Enter opens as a button tab did, without a page load; the buttons of the sections are ordinary', async () => {
  window.history.replaceState(null, '', '/careers/dashboard');
  renderWithProviders(<DashboardPage layout="v1" />, { transport: createFakeTransport(routes()), boot: boot(['applications', 'draft_applications']) });
  const drafts = await screen.findByRole('tab', { name: 'Draft applications' });
  // Drawn by the browser (or hydrated): no 'not ready' on what can act.
  const withdraw = await screen.findByRole('button', { name: 'Withdraw application for Data Engineer' });
  expect(withdraw).not.toHaveAttribute('aria-disabled');
  expect(withdraw).not.toHaveAttribute('data-not-ready');
  drafts.focus();
  await userEvent.keyboard(' ');
  expect(window.location.search).toBe('?tab=drafts');
  expect(screen.getByRole('tab', { name: 'Draft applications' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('button', { name: 'Delete draft for Designer' })).not.toHaveAttribute('aria-disabled');
  screen.getByRole('tab', { name: 'Applications' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(window.location.search).toBe('?tab=applications');
});

test('the Interviews tab and section list upcoming interviews only; an empty one says so and links to all of them', async () => {
  const interview = (id: number, upcoming: boolean, localTime: string) => ({
    id, position, kind: upcoming ? 'Video call' : 'Phone screen', scheduled_at: '2026-11-25T10:00:00.000Z', local_time: localTime, time_zone: 'Pacific/Kiritimati',
    duration_minutes: 60, location: null, link: null, upcoming, ics_url: `/api/pcsx/dashboard/interviews/${id}/ics?domain=demo.test`,
  });
  const past = interview(1, false, 'Thu, Nov 26, 2026, 12:00 AM GMT+14');
  const ahead = interview(2, true, 'Thu, Dec 3, 2026, 12:00 AM GMT+14');
  const listed = (interviews: object[]) => createFakeTransport(routes({ 'GET /api/pcsx/dashboard/interviews': () => ({ data: { interviews } }) }));
  window.history.replaceState(null, '', '/careers/dashboard?tab=interviews');
  const v1 = renderWithProviders(<DashboardPage layout="v1" />, { transport: listed([ahead, past]), boot: boot(['applications', 'interviews']) });
  const panel = await screen.findByRole('tabpanel', { name: 'Interviews' });
  expect(await within(panel).findByText('Thu, Dec 3, 2026, 12:00 AM GMT+14')).toBeInTheDocument();
  expect(within(panel).getAllByTestId('interview')).toHaveLength(1);
  expect(within(panel).queryByText('Thu, Nov 26, 2026, 12:00 AM GMT+14')).not.toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'See all interviews' })).toHaveAttribute('href', '/careers/interviews');
  // The tab names the panel; a region of the same name inside it was said twice (user trial s18). The heading stays.
  expect(within(panel).queryByRole('region')).not.toBeInTheDocument();
  expect(within(panel).getByRole('heading', { level: 2, name: 'Interviews' })).toBeInTheDocument();
  v1.unmount();

  renderWithProviders(<DashboardPage layout="v2" />, { transport: listed([past]), boot: boot(['interviews']) });
  const section = await screen.findByRole('region', { name: 'Interviews' });
  expect(await within(section).findByText('No data found')).toBeInTheDocument();
  expect(within(section).queryByTestId('interview')).not.toBeInTheDocument();
});

test('offer cards count down to the deadline and label their dates, MM/DD/YYYY as on the offers list (spec §4, §9)', async () => {
  // Three calendar days ahead at noon (these run in UTC): 'in 3 days' whatever time of day the test runs at.
  const inThreeDays = new Date(Date.now() + 3 * 24 * 3600_000);
  const soon = new Date(Date.UTC(inThreeDays.getUTCFullYear(), inThreeDays.getUTCMonth(), inThreeDays.getUTCDate(), 12)).toISOString();
  const offers = [
    { id: 1, position_name: 'Data Engineer', status: 'Extended', action_required: true, expires_at: soon, updated_at: '2026-11-20T10:00:00.000Z', url: '/careers/offer/1' },
    { id: 2, position_name: 'Analyst', status: 'Accepted', action_required: false, expires_at: null, updated_at: '2026-11-27T10:00:00.000Z', url: '/careers/offer/2' },
  ];
  renderWithProviders(<DashboardPage layout="v2" />, { transport: createFakeTransport(routes({ 'GET /api/pcsx/dashboard/offers': () => ({ data: { offers } }) })), boot: boot(['offers']) });
  const [first, second] = await screen.findAllByTestId('offer');
  expect(first).toHaveTextContent('Expires in 3 days');
  expect(first).toHaveTextContent(/Expires in 3 days · Expires \d\d\/\d\d\/\d{4}View/);
  expect(second).toHaveTextContent('Last updated 11/27/2026');
  // The offers list's words for its button (spec §2 'View job offer'), on each card.
  expect(within(first as HTMLElement).getByRole('link', { name: 'View job offer for Data Engineer' })).toHaveTextContent('View job offer');
  expect(within(second as HTMLElement).getByRole('link', { name: 'View job offer for Analyst' })).toHaveAttribute('href', '/careers/offer/2');
});

// User trial s18: a page left open across midnight kept yesterday's count, and 'Action required' past the deadline.
test('an offer card left open is redrawn at local midnight and shows Expired once its deadline passes (spec §4)', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-23T23:00:00.000Z') });
  try {
    const offers = [{ id: 1, position_name: 'Night owl', status: 'Extended', action_required: true, expires_at: '2026-11-24T00:20:00.000Z', updated_at: '2026-11-20T10:00:00.000Z', url: '/careers/offer/1' }];
    renderWithProviders(<DashboardPage layout="v2" />, { transport: createFakeTransport(routes({ 'GET /api/pcsx/dashboard/offers': () => ({ data: { offers } }) })), boot: boot(['offers']) });
    const card = await screen.findByTestId('offer');
    await waitFor(() => expect(card).toHaveTextContent('Expires in 1 day · Expires 11/24/2026'));
    act(() => jest.advanceTimersByTime(60 * 60 * 1000 + 1));
    expect(screen.getByTestId('offer')).toHaveTextContent('Expires today · Expires 11/24/2026');
    act(() => jest.advanceTimersByTime(20 * 60 * 1000));
    const expired = screen.getByTestId('offer');
    expect(expired).toHaveTextContent('Expired 11/24/2026');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).queryByText('Action required')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('an inactive application that ended at a stage says how it ended: a declined offer is not just "Offer"', async () => {
  const transport = createFakeTransport(routes({
    'GET /api/pcsx/dashboard/applications': () => ({
      data: {
        applications: [],
        inactiveApplications: [
          application({ id: 3, status: 'Offer', stage: 'Offer declined', is_active: false, can_withdraw: false, next_step: null, updated_at: '2026-11-20T10:00:00.000Z' }),
          application({ id: 4, status: 'Rejected', stage: 'Not selected', is_active: false, can_withdraw: false, next_step: null, updated_at: '2026-11-21T10:00:00.000Z', position: { ...position, id: 12, name: 'Analyst' } }),
        ],
      },
    }),
  }));
  renderWithProviders(<DashboardPage layout="v1" />, { transport, boot: boot(['applications', 'inactive_applications']) });
  await userEvent.click(await screen.findByRole('tab', { name: 'Inactive applications' }));
  const inactive = screen.getByRole('tabpanel', { name: 'Inactive applications' });
  expect(await within(inactive).findByText('Offer declined Nov 20, 2026')).toBeInTheDocument();
  expect(within(inactive).getByText('Rejected Nov 21, 2026')).toBeInTheDocument();
  expect(within(inactive).queryByText('Offer Nov 20, 2026')).not.toBeInTheDocument();
});

test('the sections wait under one loading state until the nudges, next steps and the open tab\'s list answer, then show at once; their calls go out together (issue 27)', async () => {
  let releaseNudges: () => void = () => undefined;
  let releaseApplications: () => void = () => undefined;
  const asked: string[] = [];
  const transport = createFakeTransport(routes({
    'GET /api/pcsx/dashboard/nudges': () => new Promise((resolve) => {
      releaseNudges = () => resolve({ data: { nudges: [{ id: 1, kind: 'complete_profile', message: 'Add your resume to get better job matches.', action_url: '/careers/profile', created_at: '2026-11-20T00:00:00.000Z' }] } });
    }),
    'GET /api/pcsx/dashboard/applications': () => {
      asked.push('applications');
      return new Promise((resolve) => {
        releaseApplications = () => resolve({ data: { applications: [application()], inactiveApplications: [] } });
      });
    },
  }));
  renderWithProviders(<DashboardPage layout="v1" />, { transport, boot: boot(['applications', 'events']) });
  // The heading and the profile teaser at once; the rest behind one loading state, the page marked busy.
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Complete your profile to get better job matches.')).toBeInTheDocument();
  await waitFor(() => expect(asked).toEqual(['applications']));
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Data Engineer' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' }).parentElement).toHaveAttribute('aria-busy', 'true');

  await act(async () => releaseNudges());
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.getAllByRole('status')).toHaveLength(1);
  await act(async () => releaseApplications());
  // Then nudges, tabs and the open tab's list, together, in that order.
  const nudge = await screen.findByText('Add your resume to get better job matches.');
  const tablist = screen.getByRole('tablist', { name: 'Dashboard sections' });
  expect(screen.getByRole('heading', { name: 'Data Engineer' })).toBeInTheDocument();
  expect(nudge.compareDocumentPosition(tablist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' }).parentElement).not.toHaveAttribute('aria-busy');
  expect(asked).toEqual(['applications']);
});
