import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { toastStore } from '@careers/shared/state';
import type { ProfileDetails, ResumeProposal } from '@careers/shared/contracts';
import { ProfilePage } from '../features/profile/ProfilePage';

// The profile page's tests: one candidate, a resume proposal and the page drawn on a fake transport.

export const boot = makeBootData({ domain: 'northwind.demo' });

export const PROFILE: ProfileDetails = {
  encId: 'e', firstName: 'Sam', lastName: 'Chen', fullname: 'Sam Chen', email: 'sam@demo.test', avatar: null, location: 'Leeds',
  hasResume: false, skills: ['SQL'], experienceYears: 3, experience: [{ title: 'Data Analyst', company: 'Granite Retail', startDate: '2023-01', endDate: null }], education: [],
};
export const PROPOSAL: ResumeProposal = {
  skills: { current: ['SQL'], proposed: ['Kafka', 'Terraform'] },
  experience: { current: PROFILE.experience, proposed: [{ title: 'Data Engineer', company: 'Northwind Foods', startDate: '2019-03', endDate: '2022-12' }] },
  experienceYears: { current: 3, proposed: 6 },
  titles: ['Data Engineer'],
};
export const ANALYSIS = { completion: 55, complete: ['skills'], missing: [{ section: 'education', label: 'Add your education', why: 'Some roles ask for a degree; your exported resume lists your education.' }] };
export const RESUME = { id: 9, name: 'cv.pdf', type: 'application/pdf', size: 1000, created_at: '2026-11-23T00:00:00.000Z', url: '/api/pcsx/resumes/9/file', confirmed_at: null };

type Routes = Record<string, (req: { body: unknown }) => unknown>;

/** The page for `profile` (PROFILE by default); profile_edit adds the skill it is sent unless overridden. */
export function setup(overrides: Routes = {}, locale = 'en', first: ProfileDetails = PROFILE) {
  let profile = first;
  const transport = createFakeTransport({
    'GET /api/pcsx/profile_details': () => ({ data: { profile } }),
    'GET /api/pcsx/profile_analysis': () => ({ data: ANALYSIS }),
    'GET /api/pcsx/resumes': () => ({ data: { resumes: [] } }),
    'POST /api/pcsx/profile_edit': ({ body }) => {
      const { op_data } = body as { op_data: { value: string } };
      profile = { ...profile, skills: [...profile.skills, op_data.value] };
      return { data: { profile, avatar: null } };
    },
    ...overrides,
  });
  renderWithProviders(<ProfilePage />, { transport, boot, locale });
  return { transport };
}

export const toastTexts = () => toastStore.toasts.map((t) => t.message);

/** The profile_edit calls sent, by body. */
export const editCalls = (transport: ReturnType<typeof setup>['transport']) => transport.calls.filter((c) => c.path === '/api/pcsx/profile_edit').map((c) => c.body);
