import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { AppError } from '../../errors';
import { loginRequired } from '../../plugins/guards';
import type { Candidate } from '../candidates';
import { checkSave, checkSubmission } from './checkAnswers';
import { deleteUnreferencedFiles, fileIdsOf, attachFiles, withPreviewUrls, type FileOwner } from './formFiles';
import { getForm, type StoredForm } from './formStore';
import { valuesJson } from './formValues';
import type { FormDefinition, FormValues } from './rules';

/**
 * The forms center (spec §7 forms_list; offer form status open / in_progress / completed): the forms a
 * company assigned to a candidate, each with the candidate's answers, and public forms anyone may send.
 */

export type FormStatus = 'open' | 'in_progress' | 'completed';
export const FORM_STATUSES: readonly FormStatus[] = ['open', 'in_progress', 'completed'];
export const FORM_TABS = [
  { id: 'all', label: 'All' },
  { id: 'open', label: 'To do' },
  { id: 'in_progress', label: 'In progress' },
  { id: 'completed', label: 'Completed' },
] as const;
export type FormTabId = (typeof FORM_TABS)[number]['id'];
export const FORM_TAB_IDS: readonly FormTabId[] = FORM_TABS.map((t) => t.id);

export interface FormListEntry {
  id: string;
  title: string;
  kind: FormDefinition['kind'];
  status: FormStatus;
  updated_at: string;
  due_at: string | null;
  /** Where the forms center sends the candidate to fill it in. */
  url: string;
}

export const formNotFound = () => new AppError(404, 'not_found', 'Form not found.');
export const alreadySubmitted = () => new AppError(409, 'already_submitted', 'This form has already been submitted.');

/** The page of the site that shows form `formId`. */
export const formUrl = (formId: string) => `/careers/forms?form_id=${encodeURIComponent(formId)}`;

interface ResponseRow {
  id: number;
  status: FormStatus;
  values_json: string;
}

function responseOf(db: Db, domain: string, candidateId: number, formId: string): ResponseRow | undefined {
  return sql(db, 'SELECT id, status, values_json FROM form_responses WHERE domain = ? AND candidate_id = ? AND form_id = ?').get(
    domain, candidateId, formId,
  ) as ResponseRow | undefined;
}

/** The candidate's forms, unfinished first (soonest due first), then by last change; with counts per tab. */
export function listCandidateForms(db: Db, candidate: Candidate, tab: FormTabId = 'all'): {
  tabs: Array<{ id: FormTabId; label: string; count: number }>;
  forms: FormListEntry[];
} {
  const rows = sql(
    db,
    `SELECT f.id, f.title, f.kind, r.status, r.updated_at, r.due_at
     FROM form_responses r JOIN forms f ON f.domain = r.domain AND f.id = r.form_id
     WHERE r.domain = ? AND r.candidate_id = ?
     ORDER BY r.status = 'completed', r.due_at IS NULL, r.due_at, r.updated_at DESC, f.id`,
  ).all(candidate.domain, candidate.id) as Array<Omit<FormListEntry, 'url'>>;
  const all = rows.map((row) => ({ ...row, url: formUrl(row.id) }));
  const count = (id: FormTabId) => (id === 'all' ? all.length : all.filter((f) => f.status === id).length);
  return {
    tabs: FORM_TABS.map((t) => ({ id: t.id, label: t.label, count: count(t.id) })),
    forms: tab === 'all' ? all : all.filter((f) => f.status === tab),
  };
}

/** A form a caller may open: assigned to the candidate, or public. Visitors see public forms only. */
function openableForm(db: Db, domain: string, candidate: Candidate | null, formId: string): { form: StoredForm; row?: ResponseRow } {
  const form = getForm(db, domain, formId);
  if (!form) throw formNotFound();
  if (!candidate) {
    if (!form.isPublic) throw loginRequired();
    return { form };
  }
  const row = responseOf(db, domain, candidate.id, formId);
  if (!row && !form.isPublic) throw formNotFound();
  return { form, row };
}

export function getCandidateForm(db: Db, domain: string, candidate: Candidate | null, formId: string): {
  form: FormDefinition;
  values: FormValues;
  status: FormStatus;
} {
  const { form, row } = openableForm(db, domain, candidate, formId);
  const values = row ? (JSON.parse(row.values_json) as FormValues) : {};
  return { form: form.definition, values: withPreviewUrls(form.definition, values), status: row?.status ?? 'open' };
}

/** Stores `values` as the candidate's row of the form with `status`, creating it for a public form. */
function writeResponse(db: Db, owner: FileOwner & { candidateId: number }, def: FormDefinition, row: ResponseRow | undefined,
  values: FormValues, status: FormStatus, now: Date): void {
  const at = now.toISOString();
  const before = row ? fileIdsOf(def, JSON.parse(row.values_json) as FormValues) : new Set<number>();
  db.transaction(() => {
    const stored = valuesJson(attachFiles(db, def, values, now));
    if (row) {
      sql(db, 'UPDATE form_responses SET status = ?, values_json = ?, updated_at = ?, submitted_at = ? WHERE id = ?').run(
        status, stored, at, status === 'completed' ? at : null, row.id,
      );
    } else {
      sql(
        db,
        `INSERT INTO form_responses (domain, form_id, candidate_id, status, values_json, due_at, created_at, updated_at, submitted_at)
         VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
      ).run(owner.domain, def.id, owner.candidateId, status, stored, at, at, status === 'completed' ? at : null);
    }
    deleteUnreferencedFiles(db, owner, before);
  })();
}

/** Saves answers without submitting: the form becomes in_progress. Only candidates can come back to a save. */
export function saveCandidateForm(db: Db, domain: string, candidate: Candidate, formId: string, raw: FormValues, now = new Date(), today = now): FormStatus {
  const { form, row } = openableForm(db, domain, candidate, formId);
  if (row?.status === 'completed') throw alreadySubmitted();
  const owner = { domain, candidateId: candidate.id };
  const { values } = checkSave(db, owner, form.definition, raw, today);
  writeResponse(db, owner, form.definition, row, values, 'in_progress', now);
  return 'in_progress';
}

/**
 * Submits answers checked by the shared rules (422 with every field's message otherwise, nothing stored).
 * A visitor's submission of a public form is stored without a candidate. `today` is the candidate's
 * wall clock (clientToday), for date bounds; `now` stamps the rows.
 */
export function submitForm(
  db: Db, domain: string, candidate: Candidate | null, formId: string, raw: FormValues, now = new Date(), today = now, visitor: string | null = null,
): FormStatus {
  const { form, row } = openableForm(db, domain, candidate, formId);
  if (row?.status === 'completed') throw alreadySubmitted();
  const owner: FileOwner = { domain, candidateId: candidate?.id ?? null, visitor };
  const { values } = checkSubmission(db, owner, form.definition, raw, today);
  if (candidate) {
    writeResponse(db, { domain, candidateId: candidate.id }, form.definition, row, values, 'completed', now);
  } else {
    const at = now.toISOString();
    db.transaction(() => {
      const stored = valuesJson(attachFiles(db, form.definition, values, now));
      sql(
        db,
        `INSERT INTO form_responses (domain, form_id, candidate_id, status, values_json, due_at, created_at, updated_at, submitted_at)
         VALUES (?, ?, NULL, 'completed', ?, NULL, ?, ?, ?)`,
      ).run(domain, formId, stored, at, at, at);
    })();
  }
  return 'completed';
}

/** Gives a candidate a form to fill in (status open); already assigned forms are left as they are. */
export function assignForm(db: Db, domain: string, candidateId: number, formId: string, options: { dueAt?: Date | null; now?: Date } = {}): void {
  const at = (options.now ?? new Date()).toISOString();
  sql(
    db,
    `INSERT INTO form_responses (domain, form_id, candidate_id, status, values_json, due_at, created_at, updated_at)
     VALUES (?, ?, ?, 'open', '{}', ?, ?, ?)
     ON CONFLICT (domain, candidate_id, form_id) WHERE candidate_id IS NOT NULL DO NOTHING`,
  ).run(domain, formId, candidateId, options.dueAt ? options.dueAt.toISOString() : null, at, at);
}
