// Test data and wiring shared by the dashboard's tests (imported by tests only): the boot data, a fake server
// answering every dashboard list, and the toasts the page raised.
import { makeBootData, type FakeHandler } from '@careers/shared/testing';
import { toastStore } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import type { Application, DashboardDraft } from '@careers/shared/contracts';

export const boot = (tabs: string[]) => makeBootData({ domain: 'demo.test', configs: { pcsxConfig: { dashboardConfig: { tabs, redirectToV2: false } } } });

export const position = { id: 11, name: 'Data Engineer', location: 'Berlin, DE', archived_at: null };
export const application = (over: Partial<Application> = {}): Application => ({
  id: 1, position, status: 'Interviewing', stage: 'Interviews', is_active: true, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-10T10:00:00.000Z',
  timeline: [
    { status: 'Applied', stage: 'Application received', at: '2026-11-01T10:00:00.000Z' },
    { status: 'In review', stage: 'Recruiter screen', at: '2026-11-05T10:00:00.000Z' },
    { status: 'Interviewing', stage: 'Interviews', at: '2026-11-10T10:00:00.000Z' },
  ],
  next_step: 'After your interviews the team decides and lets you know the outcome.',
  can_withdraw: true,
  ...over,
});
export const draft = (id: number, name: string, closed = false): DashboardDraft => ({
  position_id: id, position: { name, location: 'Austin, TX, US', archived_at: closed ? '2026-10-01T00:00:00.000Z' : null, is_closed: closed }, updated_at: '2026-11-20T10:00:00.000Z',
  continue_url: closed ? null : `/careers/apply?pid=${id}`,
});

export const fail = () => {
  throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
};

export const routes = (over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  'GET /api/pcsx/dashboard/nudges': () => ({ data: { nudges: [{ id: 1, kind: 'complete_profile', message: 'Add your resume to get better job matches.', action_url: '/careers/profile', created_at: '2026-11-20T00:00:00.000Z' }] } }),
  'GET /api/pcsx/dashboard/applications': () => ({
    data: {
      applications: [application()],
      inactiveApplications: [application({ id: 2, status: 'Rejected', stage: 'Not selected', is_active: false, can_withdraw: false, next_step: null, position: { ...position, id: 12, name: 'Analyst' } })],
    },
  }),
  'GET /api/pcsx/dashboard/drafts': () => ({ data: { openDraftApplications: [draft(21, 'Designer'), draft(22, 'Writer')], closedDraftApplications: [draft(23, 'Old role', true)] } }),
  'GET /api/pcsx/dashboard/events': () => ({ data: { events: [] } }),
  'GET /api/pcsx/dashboard/interviews': () => ({ data: { interviews: [] } }),
  'GET /api/pcsx/saved_searches': () => ({ data: { savedSearches: [] } }),
  'GET /api/pcsx/dashboard/next_steps': () => ({ data: { first_run: false, onboarding_forms: 0, needs_resume: false, needs_job_alert: false } }),
  ...over,
});

/** The lists of an account with no activity yet, and the next steps the server gives it. */
export const emptyRoutes = (steps: object) => routes({
  'GET /api/pcsx/dashboard/nudges': () => ({ data: { nudges: [] } }),
  'GET /api/pcsx/dashboard/applications': () => ({ data: { applications: [], inactiveApplications: [] } }),
  'GET /api/pcsx/dashboard/drafts': () => ({ data: { openDraftApplications: [], closedDraftApplications: [] } }),
  'GET /api/pcsx/dashboard/next_steps': () => ({ data: steps }),
});

/** Each test starts on the dashboard's address (jest.setup.browser.ts empties the toasts). */
export function resetDashboard(): void {
  window.history.replaceState(null, '', '/careers/dashboard');
}

export const toastTexts = (): string[] => toastStore.toasts.map((t) => t.message);
