import { screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { dashboardKey, useDashboardList } from './useDashboard';
import { startLists } from './startedLists';

const nudges = { data: { nudges: [{ id: 1, kind: 'complete_profile', message: 'Add your resume to get better job matches.', action_url: '/careers/profile', created_at: '2026-11-20T00:00:00.000Z' }] } };
const boot = makeBootData({ domain: 'demo.test' });

/** Each render: whether SWR has the answer, and whether the list hands it to its rows. */
function Probe({ seen }: { seen: string[] }) {
  const raw = useSWR(dashboardKey('nudges', 'demo.test'));
  const list = useDashboardList('nudges');
  seen.push(`${raw.data ? 'answered' : 'waiting'}/${list.data ? 'rows' : 'none'}`);
  return <p>{list.data ? list.data.data.nudges[0]?.message : 'loading'}</p>;
}

test("a list's first answer is drawn in a deferred render, not in the urgent one SWR's answer causes (issue 27)", async () => {
  const seen: string[] = [];
  renderWithProviders(<Probe seen={seen} />, { transport: createFakeTransport({ 'GET /api/pcsx/dashboard/nudges': () => nudges }), boot });
  expect(await screen.findByText('Add your resume to get better job matches.')).toBeInTheDocument();
  // The render that brought the answer left the rows out (cheap, one piece); they came in the next (sliced) one.
  expect(seen).toContain('answered/none');
  expect(seen.at(-1)).toBe('answered/rows');
  expect(seen.indexOf('answered/none')).toBeLessThan(seen.indexOf('answered/rows'));
});

test('a call the remote started before the page rendered is the one the list uses: asked for once', async () => {
  const transport = createFakeTransport({ 'GET /api/pcsx/dashboard/nudges': () => nudges });
  startLists(transport, 'demo.test', ['nudges']);
  expect(transport.calls.map((c) => c.path)).toEqual(['/api/pcsx/dashboard/nudges']);
  renderWithProviders(<Probe seen={[]} />, { transport, boot });
  expect(await screen.findByText('Add your resume to get better job matches.')).toBeInTheDocument();
  await waitFor(() => expect(transport.calls.map((c) => c.path)).toEqual(['/api/pcsx/dashboard/nudges']));
});
