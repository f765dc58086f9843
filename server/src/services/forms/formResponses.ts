import type { Db } from '../../db/database';
import { conflict, loginRequired, notFound, said } from '../../domainErrors';
import type { Candidate } from '../candidates';
import { checkSave, checkSubmission } from './checkAnswers';
import { deleteUnreferencedFiles, fileIdsOf, attachFiles, withPreviewUrls, type FileOwner } from './formFiles';
import { getForm, type StoredForm } from './formStore';
import { valuesJson } from './formValues';
import { lockCandidateAnswers } from './lockCandidateAnswers';
import type { FormDefinition, FormValues } from './rules';
import type { FormListEntry, FormStatus, FormTabId } from '@careers/shared/contracts/forms';

/**
 * The forms center (spec §7 forms_list; offer form status open / in_progress / completed): the forms a
 * company assigned to a candidate, each with the candidate's answers, and public forms anyone may send.
 */

const FORM_TABS = [
  { id: 'all', label: 'All' },
  { id: 'open', label: 'To do' },
  { id: 'in_progress', label: 'In progress' },
  { id: 'completed', label: 'Completed' },
] as const;

const formNotFound = () => notFound('not_found', said('server.forms.notFound'));
const alreadySubmitted = () => conflict('already_submitted', said('server.forms.alreadySubmitted'));

/** The page of the site that shows form `formId`. */
const formUrl = (formId: string) => `/careers/forms?form_id=${encodeURIComponent(formId)}`;

interface ResponseRow {
  id: number;
  status: FormStatus;
  values_json: string;
}

async function responseOf(db: Db, domain: string, candidateId: number, formId: string): Promise<ResponseRow | undefined> {
  const row = await db
    .selectFrom('form_responses')
    .select(['id', 'status', 'values_json'])
    .where('domain', '=', domain).where('candidate_id', '=', candidateId).where('form_id', '=', formId)
    .executeTakeFirst();
  return row ? { ...row, status: row.status as FormStatus } : undefined;
}

const parse = (json: string) => JSON.parse(json) as FormValues;

/** The candidate's forms, unfinished first (soonest due first), then by last change; with counts per tab. */
export async function listCandidateForms(db: Db, candidate: Candidate, tab: FormTabId = 'all'): Promise<{
  tabs: Array<{ id: FormTabId; label: string; count: number }>;
  forms: FormListEntry[];
}> {
  const rows = await db
    .selectFrom('form_responses as r')
    .innerJoin('forms as f', (join) => join.onRef('f.domain', '=', 'r.domain').onRef('f.id', '=', 'r.form_id'))
    .select(['f.id', 'f.title', 'f.kind', 'r.status', 'r.updated_at', 'r.due_at'])
    .where('r.domain', '=', candidate.domain)
    .where('r.candidate_id', '=', candidate.id)
    .orderBy((eb) => eb('r.status', '=', 'completed'))
    .orderBy((eb) => eb('r.due_at', 'is', null))
    .orderBy('r.due_at')
    .orderBy('r.updated_at', 'desc')
    .orderBy('f.id')
    .execute();
  const all = rows.map((row): FormListEntry => ({
    ...row, kind: row.kind as FormListEntry['kind'], status: row.status as FormStatus, url: formUrl(row.id),
  }));
  const count = (id: FormTabId) => (id === 'all' ? all.length : all.filter((f) => f.status === id).length);
  return {
    tabs: FORM_TABS.map((t) => ({ id: t.id, label: t.label, count: count(t.id) })),
    forms: tab === 'all' ? all : all.filter((f) => f.status === tab),
  };
}

/** A form a caller may open: assigned to the candidate, or public. Visitors see public forms only. */
async function openableForm(db: Db, domain: string, candidate: Candidate | null, formId: string): Promise<{ form: StoredForm; row?: ResponseRow }> {
  const form = await getForm(db, domain, formId);
  if (!form) throw formNotFound();
  if (!candidate) {
    if (!form.isPublic) throw loginRequired();
    return { form };
  }
  const row = await responseOf(db, domain, candidate.id, formId);
  if (!row && !form.isPublic) throw formNotFound();
  return { form, row };
}

export async function getCandidateForm(db: Db, domain: string, candidate: Candidate | null, formId: string): Promise<{
  form: FormDefinition;
  values: FormValues;
  status: FormStatus;
}> {
  const { form, row } = await openableForm(db, domain, candidate, formId);
  const values = row ? parse(row.values_json) : {};
  return { form: form.definition, values: withPreviewUrls(form.definition, values), status: row?.status ?? 'open' };
}

/**
 * Stores `values` as the candidate's row of the form with `status`, creating it for a public form.
 * The row is read again under the candidate's lock: of two submissions sent at once, one completes
 * the form and the other finds it completed.
 */
async function writeResponse(db: Db, owner: FileOwner & { candidateId: number }, def: FormDefinition, values: FormValues, status: FormStatus, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await lockCandidateAnswers(trx, owner.domain, owner.candidateId);
    const row = await responseOf(trx, owner.domain, owner.candidateId, def.id);
    if (row?.status === 'completed') throw alreadySubmitted();
    const before = row ? fileIdsOf(def, parse(row.values_json)) : new Set<number>();
    const stored = valuesJson(await attachFiles(trx, owner, def, values, now));
    const submittedAt = status === 'completed' ? at : null;
    if (row) {
      await trx.updateTable('form_responses').set({ status, values_json: stored, updated_at: at, submitted_at: submittedAt }).where('id', '=', row.id).execute();
    } else {
      await trx
        .insertInto('form_responses')
        .values({
          domain: owner.domain, form_id: def.id, candidate_id: owner.candidateId, status, values_json: stored, due_at: null,
          created_at: at, updated_at: at, submitted_at: submittedAt,
        })
        .execute();
    }
    await deleteUnreferencedFiles(trx, owner, before);
  });
}

/**
 * Saves answers without submitting: the form becomes in_progress. Only candidates can come back to a save. A refused
 * file's message is in `locale`, the request's language.
 */
export async function saveCandidateForm(
  db: Db, domain: string, candidate: Candidate, formId: string, raw: FormValues, now = new Date(), today = now, locale = 'en',
): Promise<FormStatus> {
  const { form, row } = await openableForm(db, domain, candidate, formId);
  if (row?.status === 'completed') throw alreadySubmitted();
  const owner = { domain, candidateId: candidate.id };
  const { values } = await checkSave(db, owner, form.definition, raw, today, locale);
  await writeResponse(db, owner, form.definition, values, 'in_progress', now);
  return 'in_progress';
}

/**
 * Submits answers checked by the shared rules (422 with every field's message otherwise, nothing stored).
 * A visitor's submission of a public form is stored without a candidate. `today` is the candidate's
 * wall clock (clientToday), for date bounds; `now` stamps the rows; `locale` is the request's language, the one the
 * field messages are written in.
 */
export async function submitForm(
  db: Db, domain: string, candidate: Candidate | null, formId: string, raw: FormValues, now = new Date(), today = now, visitor: string | null = null,
  locale = 'en',
): Promise<FormStatus> {
  const { form, row } = await openableForm(db, domain, candidate, formId);
  if (row?.status === 'completed') throw alreadySubmitted();
  const owner: FileOwner = { domain, candidateId: candidate?.id ?? null, visitor };
  const { values } = await checkSubmission(db, owner, form.definition, raw, today, locale);
  if (candidate) {
    await writeResponse(db, { domain, candidateId: candidate.id }, form.definition, values, 'completed', now);
  } else {
    const at = now.toISOString();
    // Visitors may send a public form any number of times: nothing to check again, only to store.
    await db.transaction().execute(async (trx) => {
      const stored = valuesJson(await attachFiles(trx, owner, form.definition, values, now));
      await trx
        .insertInto('form_responses')
        .values({ domain, form_id: formId, candidate_id: null, status: 'completed', values_json: stored, due_at: null, created_at: at, updated_at: at, submitted_at: at })
        .execute();
    });
  }
  return 'completed';
}

/** Gives a candidate a form to fill in (status open); already assigned forms are left as they are. */
export async function assignForm(db: Db, domain: string, candidateId: number, formId: string, options: { dueAt?: Date | null; now?: Date } = {}): Promise<void> {
  const at = (options.now ?? new Date()).toISOString();
  await db
    .insertInto('form_responses')
    .values({
      domain, form_id: formId, candidate_id: candidateId, status: 'open', values_json: '{}', due_at: options.dueAt ? options.dueAt.toISOString() : null,
      created_at: at, updated_at: at,
    })
    .onConflict((oc) => oc.columns(['domain', 'candidate_id', 'form_id']).where('candidate_id', 'is not', null).doNothing())
    .execute();
}
