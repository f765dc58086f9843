import { application } from '../testing/dashboardFixtures';
import { withApplication } from './withApplication';

const ended = { is_active: false, can_withdraw: false, next_step: null, status: 'Withdrawn', stage: 'Withdrawn by candidate' } as const;

test('a withdrawn application leaves the active list and takes its place among the inactive ones, newest first', () => {
  const newest = application({ id: 3, created_at: '2026-11-03T09:00:00.000Z' });
  const middle = application({ id: 2, created_at: '2026-11-02T09:00:00.000Z' });
  const older = application({ id: 1, created_at: '2026-11-01T09:00:00.000Z', ...ended, status: 'Rejected' });
  const newer = application({ id: 4, created_at: '2026-11-04T09:00:00.000Z', ...ended, status: 'Rejected' });
  const list = { data: { applications: [newest, middle], inactiveApplications: [newer, older] } };
  const now = { ...middle, ...ended, updated_at: '2026-11-20T09:00:00.000Z' };
  expect(withApplication(list, now)).toEqual({ data: { applications: [newest], inactiveApplications: [newer, now, older] } });
  // The list it was given is not changed (SWR compares the new data with it).
  expect(list.data.applications).toEqual([newest, middle]);
});

test('applications made at the same moment keep the server order: the higher id first', () => {
  const at = '2026-11-02T09:00:00.000Z';
  const list = { data: { applications: [application({ id: 5, created_at: at })], inactiveApplications: [application({ id: 9, created_at: at, ...ended })] } };
  const now = application({ id: 5, created_at: at, ...ended });
  expect(withApplication(list, now).data.inactiveApplications.map((a) => a.id)).toEqual([9, 5]);
  const earlier = application({ id: 12, created_at: at, ...ended });
  expect(withApplication(list, earlier).data.inactiveApplications.map((a) => a.id)).toEqual([12, 9]);
});
