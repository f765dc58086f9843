import { Type, type Static } from '@sinclair/typebox';
import { DomainField, Nullable, RowId } from '../schemaParts';
import { DraftApplication } from '../forms/draftApplications';

// The dashboard's reads and changes (spec §3 "Dashboard data", §7 "Candidate and dashboard"; issue 13).
// Login required for all of them; every answer holds the logged-in candidate's rows of the company only.

export const DashboardQuery = Type.Object({ domain: Type.Optional(DomainField) });
export type DashboardQuery = Static<typeof DashboardQuery>;
export const DashboardParams = Type.Object({ id: RowId });
export type DashboardParams = Static<typeof DashboardParams>;
export const DashboardBody = Type.Object({ domain: Type.Optional(DomainField) });
export type DashboardBody = Static<typeof DashboardBody>;

/** The position a dashboard row is about (closed ones keep their archived_at). */
export const DashboardPosition = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String(),
  archived_at: Nullable(Type.String()),
});
export type DashboardPosition = Static<typeof DashboardPosition>;

/** One step of an application's status timeline: when it reached `status`. */
export const TimelineStep = Type.Object({ status: Type.String(), stage: Type.String(), at: Type.String() });
export type TimelineStep = Static<typeof TimelineStep>;

export const Application = Type.Object({
  id: Type.Integer(),
  position: DashboardPosition,
  /** Current status: Applied, In review, Interviewing, Offer, Hired, Rejected or Withdrawn. */
  status: Type.String(),
  stage: Type.String(),
  is_active: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** Oldest first, from 'Applied' to the current status. */
  timeline: Type.Array(TimelineStep),
  /** What happens next, in words; null once the application has its final outcome. */
  next_step: Nullable(Type.String()),
  /** Only an active application can be withdrawn. */
  can_withdraw: Type.Boolean(),
});
export type Application = Static<typeof Application>;

/** GET /api/pcsx/dashboard/applications: active ones and inactive ones (final outcome), newest first. */
export const ApplicationsResponse = Type.Object({
  data: Type.Object({ applications: Type.Array(Application), inactiveApplications: Type.Array(Application) }),
});
export type ApplicationsResponse = Static<typeof ApplicationsResponse>;

/** POST /api/pcsx/dashboard/applications/{id}/withdraw: the application as it is now. */
export const WithdrawResponse = Type.Object({ ok: Type.Boolean(), application: Application });
export type WithdrawResponse = Static<typeof WithdrawResponse>;

export const Interview = Type.Object({
  id: Type.Integer(),
  position: DashboardPosition,
  kind: Type.String(),
  /** ISO-8601 UTC. */
  scheduled_at: Type.String(),
  /** The time as the candidate's time zone (`x-timezone`; UTC without one) shows it. */
  local_time: Type.String(),
  time_zone: Type.String(),
  duration_minutes: Type.Integer(),
  /** A place to go to, or null. */
  location: Nullable(Type.String()),
  /** A video or phone link, or null. */
  link: Nullable(Type.String()),
  upcoming: Type.Boolean(),
  /** GET: the interview as an iCalendar (.ics) file. */
  ics_url: Type.String(),
});
export type Interview = Static<typeof Interview>;

/** GET /api/pcsx/dashboard/interviews: upcoming ones first (soonest first), then past ones (latest first). */
export const InterviewsResponse = Type.Object({ data: Type.Object({ interviews: Type.Array(Interview) }) });
export type InterviewsResponse = Static<typeof InterviewsResponse>;

export const CareerEvent = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  starts_at: Type.String(),
  local_time: Type.String(),
  location: Type.String(),
  description: Type.String(),
  registered: Type.Boolean(),
});
export type CareerEvent = Static<typeof CareerEvent>;

/** GET /api/pcsx/dashboard/events: the company's upcoming events, soonest first, with the candidate's registration. */
export const EventsResponse = Type.Object({ data: Type.Object({ events: Type.Array(CareerEvent) }) });
export type EventsResponse = Static<typeof EventsResponse>;

/** POST (register) and DELETE (unregister) /api/pcsx/dashboard/events/{id}/registration. */
export const EventRegistrationResponse = Type.Object({ ok: Type.Boolean(), registered: Type.Boolean() });
export type EventRegistrationResponse = Static<typeof EventRegistrationResponse>;

export const Referral = Type.Object({
  id: Type.Integer(),
  position: DashboardPosition,
  referrer_name: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
});
export type Referral = Static<typeof Referral>;

/** GET /api/pcsx/dashboard/referrals: newest first. */
export const ReferralsResponse = Type.Object({ data: Type.Object({ referrals: Type.Array(Referral) }) });
export type ReferralsResponse = Static<typeof ReferralsResponse>;

export const Nudge = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  message: Type.String(),
  action_url: Nullable(Type.String()),
  created_at: Type.String(),
});
export type Nudge = Static<typeof Nudge>;

/** GET /api/pcsx/dashboard/nudges: newest first. */
export const NudgesResponse = Type.Object({ data: Type.Object({ nudges: Type.Array(Nudge) }) });
export type NudgesResponse = Static<typeof NudgesResponse>;

export const OfferSummary = Type.Object({
  id: Type.Integer(),
  position_name: Type.String(),
  /** The displayed status (Expired once expires_at has passed). */
  status: Type.String(),
  action_required: Type.Boolean(),
  expires_at: Nullable(Type.String()),
  updated_at: Type.String(),
  /** The offer's page. */
  url: Type.String(),
});
export type OfferSummary = Static<typeof OfferSummary>;

/** GET /api/pcsx/dashboard/offers: a summary of the offers list, linking into the offers pages. */
export const OffersSummaryResponse = Type.Object({ data: Type.Object({ offers: Type.Array(OfferSummary) }) });
export type OffersSummaryResponse = Static<typeof OffersSummaryResponse>;

/** A draft application as the dashboard lists it: the draft list's fields and the link to continue it. */
export const DashboardDraft = Type.Object({
  ...DraftApplication.properties,
  /** The apply page, which brings back the saved answers (null for a closed position: nothing to continue). */
  continue_url: Nullable(Type.String()),
});
export type DashboardDraft = Static<typeof DashboardDraft>;

/**
 * GET /api/pcsx/dashboard/drafts: drafts split by whether the position is closed (spec §4 Other says by archived_at;
 * an expired position is closed too, by the one rule, so its draft is in closedDraftApplications).
 */
export const DashboardDraftsResponse = Type.Object({
  data: Type.Object({ openDraftApplications: Type.Array(DashboardDraft), closedDraftApplications: Type.Array(DashboardDraft) }),
});
export type DashboardDraftsResponse = Static<typeof DashboardDraftsResponse>;

/**
 * GET /api/pcsx/dashboard/next_steps: what a candidate with nothing on the dashboard yet can do next,
 * only the steps that apply (README "Dashboard first run"). `first_run` is true while the candidate has
 * no application, draft, saved job, interview or offer.
 */
export const NextSteps = Type.Object({
  first_run: Type.Boolean(),
  /** Onboarding forms assigned and not yet completed (the bell's 'New form to complete: Onboarding forms.'). */
  onboarding_forms: Type.Integer(),
  needs_resume: Type.Boolean(),
  needs_job_alert: Type.Boolean(),
});
export type NextSteps = Static<typeof NextSteps>;
export const NextStepsResponse = Type.Object({ data: NextSteps });
export type NextStepsResponse = Static<typeof NextStepsResponse>;
