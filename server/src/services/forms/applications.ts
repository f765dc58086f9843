import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { AppError } from '../../errors';
import type { Candidate } from '../candidates';
import { notify } from '../notificationEvents';
import { findPositionSync as findPosition, hasAppliedSync as hasApplied } from '../positions/legacyPositionReads';
import { positionNotFound, type PositionRecord } from '../positions/positionLookup';
import { checkSave, checkSubmission, invalidForm } from './checkAnswers';
import { deleteUnreferencedFiles, fileIdsOf, attachFiles, withPreviewUrls, type FileOwner } from './formFiles';
import { getApplicationForm } from './formStore';
import { valuesJson } from './formValues';
import { isEmptyValue, isItemVisible, requiredMessage, type FormDefinition, type FormValues } from './rules';

/**
 * Applying for a position with the company's application form (/careers/apply), and the draft
 * applications a candidate saves on the way (spec §7 draft_applications, dashboard drafts).
 */

export interface ApplyPosition {
  id: number;
  name: string;
  location: string;
  archived_at: string | null;
}

export const noApplicationForm = () => new AppError(404, 'not_found', 'This company has no application form.');
export const positionClosed = () => new AppError(409, 'position_closed', 'This position is no longer accepting applications.');
export const alreadyApplied = () => new AppError(409, 'already_applied', 'You have already applied for this position.');

const toApplyPosition = (p: PositionRecord): ApplyPosition => ({ id: p.id, name: p.title, location: p.location_name, archived_at: p.archived_at });

function applicationForm(db: Db, domain: string): FormDefinition {
  const form = getApplicationForm(db, domain);
  if (!form) throw noApplicationForm();
  return form.definition;
}

function livePosition(db: Db, domain: string, pid: number): PositionRecord {
  const position = findPosition(db, domain, pid);
  if (!position) throw positionNotFound();
  if (position.archived_at) throw positionClosed();
  return position;
}

/** Drafts a candidate may keep; far above real use, a bound on what one account can store. */
export const MAX_DRAFTS = 100;
export const tooManyDrafts = () =>
  new AppError(400, 'invalid_request', `You can keep at most ${MAX_DRAFTS} draft applications. Delete some on your dashboard first.`);

/** Whether a visitor already applied for `pid` with `email` (one logged-out application per address and position). */
function visitorApplied(db: Db, domain: string, pid: number, email: string): boolean {
  return sql(db, 'SELECT 1 FROM application_submissions WHERE domain = ? AND position_id = ? AND email = ? AND candidate_id IS NULL').get(
    domain, pid, email,
  ) !== undefined;
}

interface DraftRow {
  answers_json: string;
  updated_at: string;
}

function draftOf(db: Db, candidate: Candidate, pid: number): DraftRow | undefined {
  return sql(db, 'SELECT answers_json, updated_at FROM draft_applications WHERE domain = ? AND candidate_id = ? AND position_id = ?').get(
    candidate.domain, candidate.id, pid,
  ) as DraftRow | undefined;
}

const parse = (json: string): FormValues => {
  const value: unknown = JSON.parse(json);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as FormValues) : {};
};

/** First answers of a fresh application: what the profile already knows, for the questions that ask it. */
function profileAnswers(def: FormDefinition, candidate: Candidate): FormValues {
  const known: FormValues = { firstName: candidate.firstName, lastName: candidate.lastName, email: candidate.email };
  const out: FormValues = {};
  for (const section of def.sections) {
    for (const item of section.items) {
      const value = known[item.name];
      if (typeof value === 'string' && value) out[item.name] = value;
    }
  }
  return out;
}

/** GET /api/pcsx/apply_form: the form, the draft's answers (or the profile's), the position. */
export function getApplyForm(db: Db, domain: string, candidate: Candidate | null, pid: number): {
  form: FormDefinition;
  values: FormValues;
  position: ApplyPosition;
  draft: { updated_at: string } | null;
} {
  const position = findPosition(db, domain, pid);
  if (!position) throw positionNotFound();
  const form = applicationForm(db, domain);
  const draft = candidate ? draftOf(db, candidate, pid) : undefined;
  const values = draft ? withPreviewUrls(form, parse(draft.answers_json)) : candidate ? profileAnswers(form, candidate) : {};
  return { form, values, position: toApplyPosition(position), draft: draft ? { updated_at: draft.updated_at } : null };
}

/** The address a logged-out applicant gave: the first visible email question's answer (422 when empty). */
function applicantEmail(def: FormDefinition, values: FormValues): string {
  for (const section of def.sections) {
    for (const item of section.items) {
      if (item.type !== 'email' || !isItemVisible(item, values)) continue;
      const value = values[item.name];
      if (typeof value === 'string' && !isEmptyValue(value)) return value.trim().toLowerCase();
      throw invalidForm({ [item.name]: requiredMessage(item.label) });
    }
  }
  throw new AppError(422, 'email_required', 'An email address is needed to apply without logging in.');
}

/**
 * POST /api/pcsx/apply. A candidate's application becomes an application (status Applied) with its
 * answers, an 'application submitted' notification, and replaces their draft. A visitor's (only when
 * the company allows logged-out apply; the route checks) is stored with its email and nothing else.
 * Returns the application id (null for a visitor).
 */
export function apply(
  db: Db, domain: string, candidate: Candidate | null, pid: number, raw: FormValues, now = new Date(), today = now, visitor: string | null = null,
): number | null {
  const position = livePosition(db, domain, pid);
  if (candidate && hasApplied(db, candidate, pid)) throw alreadyApplied();
  const form = applicationForm(db, domain);
  const owner: FileOwner = { domain, candidateId: candidate?.id ?? null, visitor };
  const { values } = checkSubmission(db, owner, form, raw, today);
  const email = candidate ? null : applicantEmail(form, values);
  const at = now.toISOString();
  const draft = candidate ? draftOf(db, candidate, pid) : undefined;

  return db.transaction((): number | null => {
    // Checked inside the transaction, before any file is stored: a repeat stores nothing.
    if (email !== null && visitorApplied(db, domain, pid, email)) throw alreadyApplied();
    const stored = valuesJson(attachFiles(db, form, values, now));
    let applicationId: number | null = null;
    if (candidate) {
      applicationId = Number(
        sql(
          db,
          `INSERT INTO applications (domain, candidate_id, position_id, status, stage, is_active, created_at, updated_at)
           VALUES (?, ?, ?, 'Applied', 'Application received', 1, ?, ?)`,
        ).run(domain, candidate.id, pid, at, at).lastInsertRowid,
      );
    }
    sql(
      db,
      `INSERT INTO application_submissions (domain, position_id, form_id, application_id, candidate_id, email, values_json, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(domain, pid, form.id, applicationId, candidate?.id ?? null, email, stored, at);
    if (candidate) {
      sql(db, 'DELETE FROM draft_applications WHERE domain = ? AND candidate_id = ? AND position_id = ?').run(domain, candidate.id, pid);
      if (draft) deleteUnreferencedFiles(db, owner, fileIdsOf(form, parse(draft.answers_json)));
      notify(db, { domain, candidateId: candidate.id, event: { type: 'application_submitted', positionName: position.title }, at: now });
    }
    return applicationId;
  })();
}

function draftCount(db: Db, candidate: Candidate): number {
  return sql(db, 'SELECT COUNT(*) FROM draft_applications WHERE domain = ? AND candidate_id = ?').pluck().get(candidate.domain, candidate.id) as number;
}

/** POST /api/pcsx/draft_applications: saves answers without applying (files are checked and stored). */
export function saveDraft(db: Db, candidate: Candidate, pid: number, raw: FormValues, now = new Date(), today = now): string {
  livePosition(db, candidate.domain, pid);
  if (hasApplied(db, candidate, pid)) throw alreadyApplied();
  const form = applicationForm(db, candidate.domain);
  const owner = { domain: candidate.domain, candidateId: candidate.id };
  const { values } = checkSave(db, owner, form, raw, today);
  const before = draftOf(db, candidate, pid);
  const at = now.toISOString();
  db.transaction(() => {
    if (!before && draftCount(db, candidate) >= MAX_DRAFTS) throw tooManyDrafts();
    const stored = valuesJson(attachFiles(db, form, values, now));
    sql(
      db,
      `INSERT INTO draft_applications (domain, candidate_id, position_id, answers_json, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (candidate_id, position_id) DO UPDATE SET answers_json = excluded.answers_json, updated_at = excluded.updated_at`,
    ).run(candidate.domain, candidate.id, pid, stored, at);
    if (before) deleteUnreferencedFiles(db, owner, fileIdsOf(form, parse(before.answers_json)));
  })();
  return at;
}

export interface DraftApplication {
  position_id: number;
  position: { name: string; location: string; archived_at: string | null };
  updated_at: string;
}

/** The candidate's drafts, most recently saved first (the dashboard splits them by archived_at). */
export function listDrafts(db: Db, candidate: Candidate): DraftApplication[] {
  const rows = sql(
    db,
    `SELECT d.position_id, p.title, p.location_name, p.archived_at, d.updated_at
     FROM draft_applications d JOIN positions p ON p.id = d.position_id AND p.domain = d.domain
     WHERE d.domain = ? AND d.candidate_id = ? ORDER BY d.updated_at DESC, d.position_id`,
  ).all(candidate.domain, candidate.id) as Array<{ position_id: number; title: string; location_name: string; archived_at: string | null; updated_at: string }>;
  return rows.map((r) => ({
    position_id: r.position_id,
    position: { name: r.title, location: r.location_name, archived_at: r.archived_at },
    updated_at: r.updated_at,
  }));
}

/** Deletes the candidate's drafts of `positionIds` (others' and unknown ones are ignored) and their files. */
export function deleteDrafts(db: Db, candidate: Candidate, positionIds: readonly number[]): void {
  const form = getApplicationForm(db, candidate.domain)?.definition;
  const owner = { domain: candidate.domain, candidateId: candidate.id };
  db.transaction(() => {
    for (const pid of new Set(positionIds)) {
      const draft = draftOf(db, candidate, pid);
      if (!draft) continue;
      sql(db, 'DELETE FROM draft_applications WHERE domain = ? AND candidate_id = ? AND position_id = ?').run(candidate.domain, candidate.id, pid);
      if (form) deleteUnreferencedFiles(db, owner, fileIdsOf(form, parse(draft.answers_json)));
    }
  })();
}
