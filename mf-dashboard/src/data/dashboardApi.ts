import { DASHBOARD_LIST_PATHS as PATHS } from '@careers/shared/boot';
import type { Transport } from '@careers/shared/transport';
import type {
  ApplicationsResponse,
  DashboardDraftsResponse,
  EventRegistrationResponse,
  EventsResponse,
  InterviewsResponse,
  NextStepsResponse,
  NudgesResponse,
  OffersSummaryResponse,
  PositionActionResponse,
  ReferralsResponse,
  SavedPositionsResponse,
  WithdrawResponse,
} from '@careers/shared/contracts';

// The dashboard's calls (spec §7 "Candidate and dashboard"; README API section). Every read names the
// company as `domain`; changes carry it in the body (the CSRF token comes from the transport).

const params = (domain: string) => (domain ? { domain } : {});

export const dashboardApi = {
  applications: (t: Transport, domain: string) => t.get<ApplicationsResponse>(PATHS.applications, { params: params(domain) }),
  interviews: (t: Transport, domain: string) => t.get<InterviewsResponse>(PATHS.interviews, { params: params(domain) }),
  events: (t: Transport, domain: string) => t.get<EventsResponse>(PATHS.events, { params: params(domain) }),
  referrals: (t: Transport, domain: string) => t.get<ReferralsResponse>(PATHS.referrals, { params: params(domain) }),
  nudges: (t: Transport, domain: string) => t.get<NudgesResponse>(PATHS.nudges, { params: params(domain) }),
  offers: (t: Transport, domain: string) => t.get<OffersSummaryResponse>(PATHS.offers, { params: params(domain) }),
  drafts: (t: Transport, domain: string) => t.get<DashboardDraftsResponse>(PATHS.drafts, { params: params(domain) }),
  nextSteps: (t: Transport, domain: string) => t.get<NextStepsResponse>(PATHS.nextSteps, { params: params(domain) }),
  savedPositions: (t: Transport, domain: string) => t.get<SavedPositionsResponse>(PATHS.savedPositions, { params: params(domain) }),
};

export const withdrawApplication = (t: Transport, domain: string, id: number) =>
  t.post<WithdrawResponse>(`/api/pcsx/dashboard/applications/${id}/withdraw`, params(domain));

export const setEventRegistration = (t: Transport, domain: string, id: number, register: boolean) =>
  register
    ? t.post<EventRegistrationResponse>(`/api/pcsx/dashboard/events/${id}/registration`, params(domain))
    : t.delete<EventRegistrationResponse>(`/api/pcsx/dashboard/events/${id}/registration`, undefined, { params: params(domain) });

/** DELETE /api/pcsx/draft_applications (spec §7): body position_ids. */
export const deleteDrafts = (t: Transport, domain: string, positionIds: number[]) =>
  t.delete<{ ok: boolean }>('/api/pcsx/draft_applications', { position_ids: positionIds, ...params(domain) });

export const unsavePosition = (t: Transport, domain: string, id: number) =>
  t.post<PositionActionResponse>('/api/pcsx/position_action', { position_id: id, action: 'unsave', ...params(domain) });
