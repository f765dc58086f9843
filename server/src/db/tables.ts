import type { ColumnType } from 'kysely';

// The row types of the schema that server/src/db/migrations builds, identical on both engines:
// times are ISO-8601 UTC text (login_* tables: milliseconds since 1970), booleans 0/1, JSON as text.
// A migration that changes the schema changes this file in the same commit.

/** A column the database fills (identity, default): optional on insert. */
type Generated<T> = ColumnType<T, T | undefined, T>;

interface Applications {
  candidate_id: number;
  created_at: string;
  domain: string;
  id: Generated<number>;
  is_active: Generated<number>;
  position_id: number;
  stage: string;
  status: string;
  updated_at: string;
}

/** One step of an application's status timeline (migration 016). */
interface ApplicationStatusChanges {
  application_id: number;
  candidate_id: number;
  created_at: string;
  domain: string;
  id: Generated<number>;
  stage: string;
  status: string;
}

interface ApplicationSubmissions {
  application_id: number | null;
  candidate_id: number | null;
  created_at: string;
  domain: string;
  email: string | null;
  form_id: string;
  id: Generated<number>;
  microsite: string | null;
  position_id: number;
  ref_src: string | null;
  referral_token: string | null;
  source: string | null;
  src: string | null;
  utm_campaign: string | null;
  utm_source: string | null;
  values_json: string;
}

interface ApplicationVersion {
  domain: string;
  version: number;
}

export interface Candidates {
  avatar: string | null;
  created_at: string;
  /** Migration 018: set when the account was deleted and signed-offer evidence kept. */
  deleted_at: string | null;
  domain: string;
  email: string;
  experience_years: number | null;
  first_name: Generated<string>;
  has_resume: Generated<number>;
  id: Generated<number>;
  is_admin: Generated<number>;
  is_bootstrapped: Generated<number>;
  is_onboarded: Generated<number>;
  /** Migration 018: the candidate's chosen language, NULL for the company's default. */
  language: string | null;
  last_name: Generated<string>;
  location: string | null;
  /** Migration 018: JSON list of in-app notification categories turned off. */
  notifications_off_json: Generated<string>;
  password_hash: string;
  /** Migration 033: 'candidate' or 'theme_editor' (services/theme/themeEditor.ts). */
  role: Generated<string>;
}

interface CandidateSkills {
  candidate_id: number;
  domain: string;
  skill: string;
}

interface Departments {
  domain: string;
  hiring_manager: string | null;
  name: string;
}

interface Domains {
  config_json: string;
  created_at: string;
  id: string;
  name: string;
}

interface DraftApplications {
  answers_json: Generated<string>;
  candidate_id: number;
  domain: string;
  id: Generated<number>;
  position_id: number;
  updated_at: string;
}

interface EventRegistrations {
  candidate_id: number;
  created_at: string;
  domain: string;
  event_id: number;
}

interface Events {
  created_at: string;
  description: string;
  domain: string;
  id: Generated<number>;
  location: string;
  starts_at: string;
  title: string;
}

interface FileBlobs {
  content: Buffer;
  created_at: string;
  sha256: string;
  size: number;
}

interface FormFiles {
  attached_at: string | null;
  candidate_id: number | null;
  content: Buffer | null;
  created_at: string;
  domain: string;
  id: Generated<number>;
  name: string;
  sha256: string;
  size: number;
  type: string;
  uploader_ip: string | null;
  visitor: string | null;
}

interface FormResponses {
  candidate_id: number | null;
  created_at: string;
  domain: string;
  due_at: string | null;
  form_id: string;
  id: Generated<number>;
  status: string;
  submitted_at: string | null;
  updated_at: string;
  values_json: Generated<string>;
}

interface Forms {
  created_at: string;
  definition_json: string;
  domain: string;
  id: string;
  is_public: Generated<number>;
  kind: string;
  title: string;
  updated_at: string;
}

interface Interviews {
  candidate_id: number;
  created_at: string;
  domain: string;
  id: Generated<number>;
  kind: string;
  link: string | null;
  location: string | null;
  position_id: number;
  scheduled_at: string;
}

interface JobCartCandidateItems {
  candidate_id: number;
  created_at: string;
  domain: string;
  position_id: number;
}

interface JobCartSessionItems {
  created_at: string;
  domain: string;
  position_id: number;
  session_hash: string;
}

interface LoginAttempts {
  account_hash: string;
  domain: string;
  failures: number;
  last_failed_at: number;
  retry_at: number;
}

interface LoginDevices {
  account_hash: string;
  created_at: number;
  domain: string;
  token_hash: string;
}

interface Notifications {
  candidate_id: number;
  category_title: string;
  created_at: string;
  domain: string;
  /** The event as JSON ({ type, ...arguments }); null for rows from before migration 032. */
  event_json: string | null;
  id: Generated<number>;
  is_clicked: Generated<number>;
  is_viewed: Generated<number>;
  message: string;
  notification_type: string;
  redirect_url: string | null;
}

interface Nudges {
  action_url: string | null;
  candidate_id: number;
  created_at: string;
  domain: string;
  id: Generated<number>;
  kind: string;
  message: string;
  /** What the nudge is about (migration 023): a profile section for 'complete_profile'; NULL the whole profile. */
  subject: string | null;
}

interface OfferDocuments {
  domain: string;
  expires_at: string | null;
  id: Generated<number>;
  is_letter: Generated<number>;
  name: string;
  offer_id: number;
  pdf: Buffer | null;
  s3_path: string | null;
  signed: Generated<number>;
  signed_at: string | null;
  signed_pdf: Buffer | null;
  status: string;
  updated_at: string;
  url: string | null;
}

interface OfferEvents {
  at: string;
  candidate_id: number;
  document_id: number | null;
  domain: string;
  event: string;
  hash: string;
  id: Generated<number>;
  ip: string;
  key_id: string | null;
  legacy_hash: string | null;
  offer_id: number;
  prev_hash: string;
  resealed_at: string | null;
  sha256_after: string | null;
  sha256_before: string | null;
  user_agent: string;
}

interface OfferActions {
  candidate_id: number;
  created_at: string;
  domain: string;
  id: Generated<number>;
  idempotency_key: string;
  request: string;
  response_json: string;
  status_code: number;
}

interface EsignResults {
  applied_at: string | null;
  document_id: number;
  domain: string;
  ip: string;
  recorded_at: string;
  result: string;
  signed_pdf: Buffer | null;
  signer_name: string;
  user_agent: string;
}

/** Secrets every instance shares, by name (migration 015). */
/** A company's positions-import API token, as its SHA-256 (migration 20). */
interface ImportTokens {
  created_at: string;
  domain: string;
  token_hash: string;
}

interface InstallationSecrets {
  created_at: string;
  name: string;
  secret: string;
}

export interface SigningKeys {
  certificate_pem: string;
  created_at: string;
  id: number;
  key_id: string | null;
  p12_base64: string | null;
  private_key_pem: string | null;
  wrapped_key: string | null;
}

interface Offers {
  candidate_id: number;
  created_at: string;
  domain: string;
  expires_at: string | null;
  id: Generated<number>;
  position_id: number;
  signed_at: string | null;
  status: string;
  updated_at: string;
}

export interface Positions {
  archived_at: string | null;
  city: string;
  country: string;
  department: string;
  description: string;
  domain: string;
  employment_type: string;
  /** The company's ATS id of the position (migration 20); null for positions not imported. */
  external_id: Generated<string | null>;
  id: Generated<number>;
  is_remote: Generated<number>;
  lat: number;
  lng: number;
  location_name: string;
  posted_at: string;
  region: string | null;
  salary_currency: string | null;
  salary_max: number | null;
  salary_min: number | null;
  skills_json: Generated<string>;
  title: string;
  /** When the position was last written by the import (migration 30): a sitemap's lastmod; null before it (then posted_at). */
  updated_at: Generated<string | null>;
  valid_through: string | null;
}

interface PositionSkills {
  domain: string;
  position_id: number;
  skill: string;
}

interface Referrals {
  candidate_id: number;
  created_at: string;
  domain: string;
  id: Generated<number>;
  position_id: number;
  referrer_name: string;
  status: string;
}

interface SavedPositions {
  candidate_id: number;
  created_at: string;
  domain: string;
  position_id: number;
}

interface SavedSearches {
  candidate_id: number;
  created_at: string;
  domain: string;
  filters_json: string;
  id: Generated<number>;
  /** 1: the candidate chose e-mail besides the in-app notification (migration 019). */
  alert_email: Generated<number>;
  last_notified_at: string | null;
  location: string;
  query: string;
  search_key: string;
}

// Job alerts (migration 019).
interface SavedSearchMatches {
  created_at: string;
  domain: string;
  position_id: number;
  saved_search_id: number;
}

/** Work to do once, e-mail above all (migration 022; services/mail/outbox.ts). */
interface Outbox {
  attempts: Generated<number>;
  claimed_by: string | null;
  claimed_until: string | null;
  created_at: string;
  domain: string;
  /** Whom the row's e-mail goes to (migration 024); null when it is not one person's mail. */
  email: string | null;
  failed_at: string | null;
  id: Generated<number>;
  kind: string;
  last_error: string | null;
  next_attempt_at: string;
  payload_json: string;
  sent_at: string | null;
}

interface JobAlerts {
  confirm_token_hash: string | null;
  confirmation_sent_at: string;
  confirmations_sent: Generated<number>;
  confirmed_at: string | null;
  created_at: string;
  domain: string;
  email: string;
  filters_json: string;
  id: Generated<number>;
  location: string;
  /** The mailbox the address reaches (migration 026; services/alerts/mailboxOf.ts), for the caps; null only on rows older than it. */
  mailbox: string | null;
  /** The recipient's domain, as mailboxOf gives it. */
  mail_domain: string | null;
  /** The language of the page it was asked from (migration 031; services/alerts/mailLocale.ts); null on rows older than it. */
  locale: string | null;
  query: string;
  search_key: string;
}

/** One job-alert confirmation queued, by whom (migration 029): the per-requester cap counts these. */
interface JobAlertRequests {
  /** requesterOf(ip): a hash of the IPv4 address or IPv6 /64. */
  requester: string;
  requested_at: string;
}

interface JobAlertMatches {
  created_at: string;
  domain: string;
  job_alert_id: number;
  position_id: number;
}

interface SearchVersion {
  domain: string;
  version: number;
}

interface Sessions {
  candidate_id: number | null;
  created_at: string;
  csrf_token: string;
  domain: string;
  expires_at: string;
  id_hash: string;
}

interface Vslog {
  candidate_id: number | null;
  created_at: string;
  data_json: string | null;
  domain: string;
  event: string;
  id: Generated<number>;
  metrics_json: string | null;
  namespace: string;
  pid: number | null;
}

/** Every table, by its SQL name: what `Kysely<Tables>` checks queries against. */
/** A rate limit's counter for one key (route and client) in its current window (plugins/rateLimitStore.ts). */
interface RateLimitHits {
  expires_at: number;
  hits: number;
  key: string;
  window_start: number;
}

/** When a piece of background work last started anywhere in the cluster (services/scheduledWork.ts). */
interface ScheduledWork {
  last_started_at: number;
  name: string;
}

/** Profile lists and resumes (migration 017). */
interface CandidateExperience {
  candidate_id: number;
  company: string;
  created_at: string;
  domain: string;
  end_date: string | null;
  id: Generated<number>;
  position: number;
  start_date: string | null;
  title: string;
}

interface CandidateEducation {
  candidate_id: number;
  created_at: string;
  degree: string;
  domain: string;
  end_date: string | null;
  id: Generated<number>;
  position: number;
  school: string;
  start_date: string | null;
}

interface CandidateResumes {
  candidate_id: number;
  confirmed_at: string | null;
  created_at: string;
  domain: string;
  file_id: number;
  id: Generated<number>;
  name: string;
  proposal_json: string;
  size: number;
  text: string;
  type: string;
}

/** Migration 033: the theme a theme editor is working on, one per company and product. */
interface ThemeDrafts {
  document_json: string;
  domain: string;
  product: string;
  saved_at: string;
  saved_by: string;
}

/** Migration 033: every published theme, append-only. */
interface ThemeVersions {
  document_json: string;
  domain: string;
  override_failures: number | null;
  override_reason: string | null;
  product: string;
  published_at: string;
  published_by: string;
  restored_from: number | null;
  version: number;
}

/** Migration 033: uploaded theme images, named by their content's hash. */
interface ThemeAssets {
  content: Buffer;
  content_type: string;
  created_at: string;
  domain: string;
  height: number;
  id: string;
  size: number;
  uploaded_by: string;
  width: number;
}

export interface Tables {
  application_status_changes: ApplicationStatusChanges;
  application_submissions: ApplicationSubmissions;
  application_version: ApplicationVersion;
  applications: Applications;
  candidate_education: CandidateEducation;
  candidate_experience: CandidateExperience;
  candidate_resumes: CandidateResumes;
  candidate_skills: CandidateSkills;
  candidates: Candidates;
  departments: Departments;
  domains: Domains;
  draft_applications: DraftApplications;
  esign_results: EsignResults;
  event_registrations: EventRegistrations;
  events: Events;
  file_blobs: FileBlobs;
  form_files: FormFiles;
  form_responses: FormResponses;
  forms: Forms;
  import_tokens: ImportTokens;
  installation_secrets: InstallationSecrets;
  interviews: Interviews;
  job_cart_candidate_items: JobCartCandidateItems;
  job_cart_session_items: JobCartSessionItems;
  login_attempts: LoginAttempts;
  login_devices: LoginDevices;
  notifications: Notifications;
  nudges: Nudges;
  offer_actions: OfferActions;
  offer_documents: OfferDocuments;
  offer_events: OfferEvents;
  offers: Offers;
  position_skills: PositionSkills;
  positions: Positions;
  rate_limit_hits: RateLimitHits;
  referrals: Referrals;
  saved_positions: SavedPositions;
  saved_searches: SavedSearches;
  // Job alerts (migration 019).
  saved_search_matches: SavedSearchMatches;
  job_alerts: JobAlerts;
  outbox: Outbox;
  job_alert_matches: JobAlertMatches;
  job_alert_requests: JobAlertRequests;
  scheduled_work: ScheduledWork;
  search_version: SearchVersion;
  sessions: Sessions;
  signing_keys: SigningKeys;
  // The theme builder (migration 033).
  theme_assets: ThemeAssets;
  theme_drafts: ThemeDrafts;
  theme_versions: ThemeVersions;
  vslog: Vslog;
}
