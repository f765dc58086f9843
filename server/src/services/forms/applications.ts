import { lockKey, type Db, type Tx } from '../../db/database';
import { badInput, conflict, notFound, ruleBroken, said } from '../../domainErrors';
import type { Candidate } from '../candidates';
import { APPLIED } from '../dashboard/applicationStages';
import { recordStatusChange } from '../dashboard/applications';
import { notify } from '../notificationEvents';
import { isPositionClosed } from '../positions/isPositionClosed';
import { findPosition, positionNotFound, positionToAddTo, type PositionRecord } from '../positions/positionLookup';
import { hasApplied } from '../positions/savedPositions';
import { checkSave, checkSubmission } from './checkAnswers';
import { deleteUnreferencedFiles, fileIdsOf, attachFiles, withPreviewUrls, type FileOwner } from './formFiles';
import { getApplicationForm } from './formStore';
import { valuesJson } from './formValues';
import { invalidForm } from './invalidForm';
import { lockCandidateAnswers } from './lockCandidateAnswers';
import { profileAnswers, profileFactsOf, withProfile } from './profilePrefill';
import { isEmptyValue, isItemVisible, requiredMessage, type FormDefinition, type FormValues } from './rules';
import { TRACKING_PARAMS, type TrackingParam, type TrackingParams } from '@careers/shared/location/trackingValues';
import type { ApplyPosition, DraftApplication } from '@careers/shared/contracts/forms';

/**
 * Applying for a position with the company's application form (/careers/apply), and the draft
 * applications a candidate saves on the way (spec §7 draft_applications, dashboard drafts).

 */

const noApplicationForm = () => notFound('not_found', said('server.apply.noForm'));
const positionClosed = () => conflict('position_closed', said('server.apply.positionClosed'));
const alreadyApplied = () => conflict('already_applied', said('server.apply.alreadyApplied'));

const toApplyPosition = (p: PositionRecord, now: Date): ApplyPosition =>
  ({ id: p.id, name: p.title, location: p.location_name, archived_at: p.archived_at, is_closed: isPositionClosed(p, now.getTime()) });

async function applicationForm(db: Db, domain: string): Promise<FormDefinition> {
  const form = await getApplicationForm(db, domain);
  if (!form) throw noApplicationForm();
  return form.definition;
}

/**
 * The position to apply for or keep a draft of: refused when closed at `now` (archived or past its valid_through).
 * Asked before the answers are checked, so a closed position is refused before any file work; only a refusal.
 */
async function livePosition(db: Db, domain: string, pid: number, now: Date): Promise<PositionRecord> {
  const position = await findPosition(db, domain, pid);
  if (!position) throw positionNotFound();
  if (isPositionClosed(position, now.getTime())) throw positionClosed();
  return position;
}

/**
 * livePosition again inside the write's transaction: the check that lets the write through. Read and held
 * there (positionToAddTo), an import archiving the position after the early check cannot slip before the write.
 */
async function livePositionToAddTo(trx: Tx, domain: string, pid: number, now: Date): Promise<PositionRecord> {
  const position = await positionToAddTo(trx, domain, pid);
  if (isPositionClosed(position, now.getTime())) throw positionClosed();
  return position;
}

/** Drafts a candidate may keep; far above real use, a bound on what one account can store. */
const MAX_DRAFTS = 100;
const tooManyDrafts = () =>
  badInput('invalid_request', said('server.apply.tooManyDrafts', { max: MAX_DRAFTS }));

/** Whether a visitor already applied for `pid` with `email` (one logged-out application per address and position). */
async function visitorApplied(db: Db, domain: string, pid: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('application_submissions')
    .select('id')
    .where('domain', '=', domain).where('position_id', '=', pid).where('email', '=', email).where('candidate_id', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

interface DraftRow {
  answers_json: string;
  updated_at: string;
}

function draftOf(db: Db, candidate: Candidate, pid: number): Promise<DraftRow | undefined> {
  return db
    .selectFrom('draft_applications')
    .select(['answers_json', 'updated_at'])
    .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).where('position_id', '=', pid)
    .executeTakeFirst();
}

const deleteDraft = (db: Db, candidate: Candidate, pid: number) =>
  db.deleteFrom('draft_applications').where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).where('position_id', '=', pid).execute();

const parse = (json: string): FormValues => {
  const value: unknown = JSON.parse(json);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as FormValues) : {};
};

/** A resume of the profile the candidate may give as the answer to a file question. */
export interface ProfileResumeChoice {
  id: number;
  name: string;
  created_at: string;
}

const profileResumes = (db: Db, candidate: Candidate): Promise<ProfileResumeChoice[]> =>
  db.selectFrom('candidate_resumes').select(['id', 'name', 'created_at'])
    .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

/**
 * GET /api/pcsx/apply_form: the form, the answers (the draft's over the profile's), the position, the profile's
 * resumes. `now` is the server's clock (ctx.now): the position says whether it is closed by the rule sending refuses by.
 */
export async function getApplyForm(db: Db, domain: string, candidate: Candidate | null, pid: number, now = new Date()): Promise<{
  form: FormDefinition;
  values: FormValues;
  position: ApplyPosition;
  draft: { updated_at: string } | null;
  resumes: ProfileResumeChoice[];
}> {
  const position = await findPosition(db, domain, pid);
  if (!position) throw positionNotFound();
  const form = await applicationForm(db, domain);
  if (!candidate) return { form, values: {}, position: toApplyPosition(position, now), draft: null, resumes: [] };
  const draft = await draftOf(db, candidate, pid);
  const profile = profileAnswers(form, await profileFactsOf(db, candidate));
  const values = draft ? withProfile(profile, withPreviewUrls(form, parse(draft.answers_json))) : profile;
  return { form, values, position: toApplyPosition(position, now), draft: draft ? { updated_at: draft.updated_at } : null, resumes: await profileResumes(db, candidate) };
}

/** The address a logged-out applicant gave: the first visible email question's answer (422 when empty). */
function applicantEmail(def: FormDefinition, values: FormValues, locale: string): string {
  for (const section of def.sections) {
    for (const item of section.items) {
      if (item.type !== 'email' || !isItemVisible(item, values)) continue;
      const value = values[item.name];
      if (typeof value === 'string' && !isEmptyValue(value)) return value.trim().toLowerCase();
      throw invalidForm({ [item.name]: requiredMessage(item.label, locale) });
    }
  }
  throw ruleBroken('email_required', said('server.apply.emailRequired'));
}

/**
 * POST /api/pcsx/apply. A candidate's application becomes an application (status Applied) with its
 * answers, an 'application submitted' notification, and replaces their draft. A visitor's (only when
 * the company allows logged-out apply; the route checks) is stored with its email and nothing else.
 * Returns the application id (null for a visitor). The "already applied" check is made again in the
 * transaction, under a lock, so two submissions sent at once (to any instances) make one application.
 */
/** One column per tracking parameter (migration 021); NULL where the visitor brought none. */
const trackingColumns = (tracking: TrackingParams) =>
  Object.fromEntries(TRACKING_PARAMS.map((name) => [name, tracking[name] ?? null])) as Record<TrackingParam, string | null>;

export async function apply(
  db: Db, domain: string, candidate: Candidate | null, pid: number, raw: FormValues, now = new Date(), today = now,
  visitor: string | null = null,
  /** Where the applicant came from (issue 14 #4), already checked by the route; stored for referral credit. */
  tracking: TrackingParams = {},
  /** The request's language (requestLocale): a refused answer's field messages are in it, as the form showed them. */
  locale = 'en',
): Promise<number | null> {
  await livePosition(db, domain, pid, now);
  if (candidate && (await hasApplied(db, candidate, pid))) throw alreadyApplied();
  const form = await applicationForm(db, domain);
  const owner: FileOwner = { domain, candidateId: candidate?.id ?? null, visitor };
  const { values } = await checkSubmission(db, owner, form, raw, today, locale);
  const email = candidate ? null : applicantEmail(form, values, locale);
  const at = now.toISOString();

  return db.transaction().execute(async (trx): Promise<number | null> => {
    // Checked before any file is attached: a repeat stores nothing.
    if (candidate) {
      await lockCandidateAnswers(trx, domain, candidate.id);
      if (await hasApplied(trx, candidate, pid)) throw alreadyApplied();
    } else if (email !== null) {
      await lockKey(trx, `apply:${domain}:${pid}:${email}`);
      if (await visitorApplied(trx, domain, pid, email)) throw alreadyApplied();
    }
    const position = await livePositionToAddTo(trx, domain, pid, now);
    const draft = candidate ? await draftOf(trx, candidate, pid) : undefined;
    const stored = valuesJson(await attachFiles(trx, owner, form, values, now));
    let applicationId: number | null = null;
    if (candidate) {
      const row = await trx
        .insertInto('applications')
        .values({ domain, candidate_id: candidate.id, position_id: pid, status: APPLIED.status, stage: APPLIED.stage, is_active: 1, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      applicationId = row.id;
      // The first step of the application's status timeline (the dashboard shows it).
      await recordStatusChange(trx, { domain, candidateId: candidate.id, applicationId, ...APPLIED, at });
    }
    await trx
      .insertInto('application_submissions')
      .values({ domain, position_id: pid, form_id: form.id, application_id: applicationId, candidate_id: candidate?.id ?? null, email, values_json: stored, created_at: at, ...trackingColumns(tracking) })
      .execute();
    if (candidate) {
      await deleteDraft(trx, candidate, pid);
      if (draft) await deleteUnreferencedFiles(trx, owner, fileIdsOf(form, parse(draft.answers_json)));
      await notify(trx, { domain, candidateId: candidate.id, event: { type: 'application_submitted', positionName: position.title }, at: now });
    }
    return applicationId;
  });
}

async function draftCount(db: Db, candidate: Candidate): Promise<number> {
  const row = await db
    .selectFrom('draft_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * POST /api/pcsx/draft_applications: saves answers without applying (files are checked and stored; a refused file's
 * message in `locale`, the request's language).
 */
export async function saveDraft(db: Db, candidate: Candidate, pid: number, raw: FormValues, now = new Date(), today = now, locale = 'en'): Promise<string> {
  await livePosition(db, candidate.domain, pid, now);
  if (await hasApplied(db, candidate, pid)) throw alreadyApplied();
  const form = await applicationForm(db, candidate.domain);
  const owner = { domain: candidate.domain, candidateId: candidate.id };
  const { values } = await checkSave(db, owner, form, raw, today, locale);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Under the lock, the count of drafts and the draft replaced are what they are.
    await lockCandidateAnswers(trx, candidate.domain, candidate.id);
    await livePositionToAddTo(trx, candidate.domain, pid, now);
    if (await hasApplied(trx, candidate, pid)) throw alreadyApplied();
    const before = await draftOf(trx, candidate, pid);
    if (!before && (await draftCount(trx, candidate)) >= MAX_DRAFTS) throw tooManyDrafts();
    const stored = valuesJson(await attachFiles(trx, owner, form, values, now));
    await trx
      .insertInto('draft_applications')
      .values({ domain: candidate.domain, candidate_id: candidate.id, position_id: pid, answers_json: stored, updated_at: at })
      .onConflict((oc) =>
        oc.columns(['candidate_id', 'position_id']).doUpdateSet((eb) => ({ answers_json: eb.ref('excluded.answers_json'), updated_at: eb.ref('excluded.updated_at') })))
      .execute();
    if (before) await deleteUnreferencedFiles(trx, owner, fileIdsOf(form, parse(before.answers_json)));
  });
  return at;
}

/**
 * The candidate's drafts, most recently saved first (the dashboard splits them by is_closed). `now` is the server's
 * clock (ctx.now): a draft of a position past its valid_through is closed though no row changed.
 */
export async function listDrafts(db: Db, candidate: Candidate, now: Date): Promise<DraftApplication[]> {
  const rows = await db
    .selectFrom('draft_applications as d')
    .innerJoin('positions as p', (join) => join.onRef('p.id', '=', 'd.position_id').onRef('p.domain', '=', 'd.domain'))
    .select(['d.position_id', 'p.title', 'p.location_name', 'p.archived_at', 'p.valid_through', 'd.updated_at'])
    .where('d.domain', '=', candidate.domain).where('d.candidate_id', '=', candidate.id)
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.position_id')
    .execute();
  return rows.map((r) => ({
    position_id: r.position_id,
    position: { name: r.title, location: r.location_name, archived_at: r.archived_at, is_closed: isPositionClosed(r, now.getTime()) },
    updated_at: r.updated_at,
  }));
}

/** Deletes the candidate's drafts of `positionIds` (others' and unknown ones are ignored) and their files. */
export async function deleteDrafts(db: Db, candidate: Candidate, positionIds: readonly number[]): Promise<void> {
  const form = (await getApplicationForm(db, candidate.domain))?.definition;
  const owner = { domain: candidate.domain, candidateId: candidate.id };
  await db.transaction().execute(async (trx) => {
    await lockCandidateAnswers(trx, candidate.domain, candidate.id);
    for (const pid of new Set(positionIds)) {
      const draft = await draftOf(trx, candidate, pid);
      if (!draft) continue;
      await deleteDraft(trx, candidate, pid);
      if (form) await deleteUnreferencedFiles(trx, owner, fileIdsOf(form, parse(draft.answers_json)));
    }
  });
}
