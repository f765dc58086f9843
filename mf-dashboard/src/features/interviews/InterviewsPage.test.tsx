import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import type { Interview } from '@careers/shared/contracts';
import { fail } from '../../testing/dashboardFixtures';
import { InterviewsPage } from './InterviewsPage';

const interview = (over: Partial<Interview>): Interview => ({
  id: 1, position: { id: 3, name: 'Data Engineer', location: 'Berlin, DE', archived_at: null }, kind: 'Video call', scheduled_at: '2026-11-26T15:00:00.000Z',
  local_time: 'Thu, Nov 26, 2026, 4:00 PM GMT+1', time_zone: 'Europe/Berlin', duration_minutes: 60, location: null, link: 'https://meet.demo.test/x', upcoming: true,
  ics_url: '/api/pcsx/dashboard/interviews/1/ics?domain=demo.test', ...over,
});

test("interviews in the candidate's time zone, with the link or the place and a calendar file", async () => {
  renderWithProviders(<InterviewsPage />, {
    boot: makeBootData({ domain: 'demo.test' }),
    transport: createFakeTransport({
      'GET /api/pcsx/dashboard/interviews': () => ({
        data: {
          interviews: [
            interview({}),
            interview({ id: 2, kind: 'Onsite', link: null, location: 'Friedrichstraße 68, Berlin', local_time: 'Tue, Dec 1, 2026, 4:00 PM GMT+1', ics_url: '/api/pcsx/dashboard/interviews/2/ics?domain=demo.test' }),
            interview({ id: 3, kind: 'Phone screen', upcoming: false, link: 'tel:+15555550100', ics_url: '/api/pcsx/dashboard/interviews/3/ics?domain=demo.test' }),
          ],
        },
      }),
    }),
  });
  expect(await screen.findByText('Times in Europe/Berlin')).toBeInTheDocument();
  const [video, onsite] = within(screen.getByRole('region', { name: 'Upcoming' })).getAllByTestId('interview') as [HTMLElement, HTMLElement];
  const [past] = within(screen.getByRole('region', { name: 'Past' })).getAllByTestId('interview') as [HTMLElement];
  expect(within(video).getByText('Thu, Nov 26, 2026, 4:00 PM GMT+1')).toHaveAttribute('dateTime', '2026-11-26T15:00:00.000Z');
  expect(within(video).getByRole('link', { name: 'Join the call: Video call for Data Engineer' })).toHaveAttribute('href', 'https://meet.demo.test/x');
  expect(within(video).getByRole('link', { name: 'Add to calendar (.ics): Video call for Data Engineer' })).toHaveAttribute('href', '/api/pcsx/dashboard/interviews/1/ics?domain=demo.test');
  expect(within(onsite).getByText('Place: Friedrichstraße 68, Berlin')).toBeInTheDocument();
  expect(within(onsite).queryByRole('link', { name: /Join the call/ })).not.toBeInTheDocument();
  // A past interview has nothing to join.
  expect(within(past).queryByRole('link', { name: /Join the call/ })).not.toBeInTheDocument();
});

const listed = (interviews: Interview[]) =>
  renderWithProviders(<InterviewsPage />, {
    boot: makeBootData({ domain: 'demo.test' }),
    transport: createFakeTransport({ 'GET /api/pcsx/dashboard/interviews': () => ({ data: { interviews } }) }),
  });

test("upcoming and past interviews are two parts, 'Upcoming' then 'Past', named for screen readers and met in that order by Tab", async () => {
  listed([
    interview({}),
    interview({ id: 3, kind: 'Phone screen', upcoming: false, link: 'tel:+15555550100', position: { id: 4, name: 'Chef', location: 'Berlin, DE', archived_at: null }, ics_url: '/api/pcsx/dashboard/interviews/3/ics?domain=demo.test' }),
  ]);
  const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
  const past = screen.getByRole('region', { name: 'Past' });
  // Headings under the page's h1, so a heading list reads 'Interviews', 'Upcoming', 'Data Engineer', 'Past', 'Chef'.
  expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual(['H1 Interviews', 'H2 Upcoming', 'H3 Data Engineer', 'H2 Past', 'H3 Chef']);
  expect(within(upcoming).getByRole('heading', { level: 3 })).toHaveTextContent('Data Engineer');
  expect(within(past).getByRole('heading', { level: 3 })).toHaveTextContent('Chef');
  await userEvent.tab();
  expect(within(upcoming).getByRole('link', { name: 'Join the call: Video call for Data Engineer' })).toHaveFocus();
  await userEvent.tab();
  expect(within(upcoming).getByRole('link', { name: 'Add to calendar (.ics): Video call for Data Engineer' })).toHaveFocus();
  await userEvent.tab();
  expect(within(past).getByRole('link', { name: 'Add to calendar (.ics): Phone screen for Chef' })).toHaveFocus();
});

test('a part without interviews says so under its heading; the other part still lists its own', async () => {
  listed([interview({ id: 3, kind: 'Phone screen', upcoming: false })]);
  const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
  expect(within(upcoming).getByText('No data found')).toBeInTheDocument();
  expect(within(upcoming).queryByTestId('interview')).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Past' })).getAllByTestId('interview')).toHaveLength(1);
});

test('no interviews at all: both parts say so', async () => {
  listed([]);
  for (const name of ['Upcoming', 'Past']) expect(within(await screen.findByRole('region', { name })).getByText('No data found')).toBeInTheDocument();
});

test('a failed load shows one error with its retry for the page, not one per part; the retry brings both parts', async () => {
  let calls = 0;
  renderWithProviders(<InterviewsPage />, {
    boot: makeBootData({ domain: 'demo.test' }),
    transport: createFakeTransport({ 'GET /api/pcsx/dashboard/interviews': () => (++calls === 1 ? fail() : { data: { interviews: [interview({})] } }) }),
  });
  expect(await screen.findAllByText('An error occurred while retrieving data')).toHaveLength(1);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(within(await screen.findByRole('region', { name: 'Upcoming' })).getAllByTestId('interview')).toHaveLength(1);
  expect(within(screen.getByRole('region', { name: 'Past' })).getByText('No data found')).toBeInTheDocument();
});
