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
  applications: (t: Transport, domain: string) => t.get<ApplicationsResponse>('/api/pcsx/dashboard/applications', { params: params(domain) }),
  interviews: (t: Transport, domain: string) => t.get<InterviewsResponse>('/api/pcsx/dashboard/interviews', { params: params(domain) }),
  events: (t: Transport, domain: string) => t.get<EventsResponse>('/api/pcsx/dashboard/events', { params: params(domain) }),
  referrals: (t: Transport, domain: string) => t.get<ReferralsResponse>('/api/pcsx/dashboard/referrals', { params: params(domain) }),
  nudges: (t: Transport, domain: string) => t.get<NudgesResponse>('/api/pcsx/dashboard/nudges', { params: params(domain) }),
  offers: (t: Transport, domain: string) => t.get<OffersSummaryResponse>('/api/pcsx/dashboard/offers', { params: params(domain) }),
  drafts: (t: Transport, domain: string) => t.get<DashboardDraftsResponse>('/api/pcsx/dashboard/drafts', { params: params(domain) }),
  nextSteps: (t: Transport, domain: string) => t.get<NextStepsResponse>('/api/pcsx/dashboard/next_steps', { params: params(domain) }),
  savedPositions: (t: Transport, domain: string) => t.get<SavedPositionsResponse>('/api/pcsx/positions/saved', { params: params(domain) }),
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
