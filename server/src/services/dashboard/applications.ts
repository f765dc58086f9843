import { inChunks } from '../../db/chunked';
import type { Db, Tx } from '../../db/database';
import { conflict, notFound } from '../../domainErrors';
import type { Candidate } from '../candidates';
import type { ServerI18n } from '../../i18n/serverI18n';
import { lockCandidateAnswers } from '../forms/lockCandidateAnswers';
import type { Application, TimelineStep } from '@careers/shared/contracts/dashboard';
import { nextStepOf, stageText, WITHDRAWN } from './applicationStages';

const applicationNotFound = () => notFound('not_found', 'Application not found.');
const applicationNotActive = () => conflict('application_not_active', 'This application is no longer active and cannot be withdrawn.');

/** Records that an application reached `status` (in the caller's transaction). */
export async function recordStatusChange(
  db: Db | Tx,
  change: { domain: string; candidateId: number; applicationId: number; status: string; stage: string; at: string },
): Promise<void> {
  await db
    .insertInto('application_status_changes')
    .values({ domain: change.domain, candidate_id: change.candidateId, application_id: change.applicationId, status: change.status, stage: change.stage, created_at: change.at })
    .execute();
}

async function applicationRows(db: Db | Tx, candidate: Candidate, id?: number) {
  let query = db
    .selectFrom('applications as a')
    .innerJoin('positions as p', (join) => join.onRef('p.id', '=', 'a.position_id').onRef('p.domain', '=', 'a.domain'))
    .select(['a.id', 'a.position_id', 'p.title', 'p.location_name', 'p.archived_at', 'a.status', 'a.stage', 'a.is_active', 'a.created_at', 'a.updated_at'])
    .where('a.domain', '=', candidate.domain)
    .where('a.candidate_id', '=', candidate.id);
  if (id !== undefined) query = query.where('a.id', '=', id);
  return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute();
}

async function timelines(db: Db | Tx, candidate: Candidate, ids: number[], i18n: ServerI18n): Promise<Map<number, TimelineStep[]>> {
  const out = new Map<number, TimelineStep[]>();
  if (ids.length === 0) return out;
  // In pieces (a candidate's applications are not capped); each application's steps are in one piece, so in order.
  const rows = await inChunks(ids, (piece) =>
    db
      .selectFrom('application_status_changes')
      .select(['application_id', 'status', 'stage', 'created_at'])
      .where('domain', '=', candidate.domain)
      .where('candidate_id', '=', candidate.id)
      .where('application_id', 'in', piece)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  );
  for (const row of rows) {
    const list = out.get(row.application_id) ?? [];
    list.push({ status: row.status, stage: stageText(row.stage, i18n), at: row.created_at });
    out.set(row.application_id, list);
  }
  return out;
}

async function load(db: Db | Tx, candidate: Candidate, i18n: ServerI18n, id?: number): Promise<Application[]> {
  const rows = await applicationRows(db, candidate, id);
  const steps = await timelines(db, candidate, rows.map((r) => r.id), i18n);
  return rows.map((r) => {
    const active = r.is_active === 1;
    const timeline = steps.get(r.id) ?? [];
    // An application made before timelines were kept still shows where it is now.
    if (timeline.length === 0) timeline.push({ status: r.status, stage: stageText(r.stage, i18n), at: r.updated_at });
    return {
      id: r.id,
      position: { id: r.position_id, name: r.title, location: r.location_name, archived_at: r.archived_at },
      status: r.status,
      stage: stageText(r.stage, i18n),
      is_active: active,
      created_at: r.created_at,
      updated_at: r.updated_at,
      timeline,
      next_step: nextStepOf(r.status, active, i18n),
      can_withdraw: active,
    };
  });
}

/** GET /api/pcsx/dashboard/applications: active and inactive applications, newest first; next steps in `i18n`'s language. */
export async function listApplications(db: Db, candidate: Candidate, i18n: ServerI18n): Promise<{ applications: Application[]; inactiveApplications: Application[] }> {
  const all = await load(db, candidate, i18n);
  return { applications: all.filter((a) => a.is_active), inactiveApplications: all.filter((a) => !a.is_active) };
}

/**
 * Withdraws an active application: status Withdrawn, no longer active, a timeline step. Another
 * candidate's or an unknown application is not found (404); one with a final outcome answers 409.
 */
export async function withdrawApplication(db: Db, candidate: Candidate, id: number, i18n: ServerI18n, now = new Date()): Promise<Application> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // Under the candidate's lock: a withdrawal and a new application for the position do not cross.
    await lockCandidateAnswers(trx, candidate.domain, candidate.id);
    const row = await trx
      .selectFrom('applications')
      .select(['id', 'is_active'])
      .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw applicationNotFound();
    if (row.is_active !== 1) throw applicationNotActive();
    await trx
      .updateTable('applications')
      .set({ status: WITHDRAWN.status, stage: WITHDRAWN.stage, is_active: 0, updated_at: at })
      .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).where('id', '=', id)
      .execute();
    await recordStatusChange(trx, { domain: candidate.domain, candidateId: candidate.id, applicationId: id, ...WITHDRAWN, at });
    const [application] = await load(trx, candidate, i18n, id);
    if (!application) throw applicationNotFound();
    return application;
  });
}

/** The status of the candidate's active application for a position (the job page's 'You applied'), or null. */
export async function activeApplicationStatus(db: Db, candidate: Candidate | null, positionId: number): Promise<string | null> {
  if (!candidate) return null;
  const row = await db
    .selectFrom('applications')
    .select('status')
    .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).where('position_id', '=', positionId).where('is_active', '=', 1)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.status ?? null;
}
