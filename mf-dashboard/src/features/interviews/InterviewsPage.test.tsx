import { screen, within } from '@testing-library/react';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import type { Interview } from '@careers/shared/contracts';
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
  const [video, onsite, past] = screen.getAllByTestId('interview') as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(video).getByText('Thu, Nov 26, 2026, 4:00 PM GMT+1')).toHaveAttribute('dateTime', '2026-11-26T15:00:00.000Z');
  expect(within(video).getByRole('link', { name: 'Join the call: Video call for Data Engineer' })).toHaveAttribute('href', 'https://meet.demo.test/x');
  expect(within(video).getByRole('link', { name: 'Add to calendar (.ics): Video call for Data Engineer' })).toHaveAttribute('href', '/api/pcsx/dashboard/interviews/1/ics?domain=demo.test');
  expect(within(onsite).getByText('Place: Friedrichstraße 68, Berlin')).toBeInTheDocument();
  expect(within(onsite).queryByRole('link', { name: /Join the call/ })).not.toBeInTheDocument();
  // A past interview has nothing to join.
  expect(within(past).queryByRole('link', { name: /Join the call/ })).not.toBeInTheDocument();
});
