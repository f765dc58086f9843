import type { Db } from '../../db/database';
import type { Candidate } from '../candidates';
import { freshCandidate } from '../profile/profileDetails';
import type { NextSteps } from '@careers/shared/contracts/dashboard';

type OwnedTable = 'applications' | 'draft_applications' | 'saved_positions' | 'interviews' | 'offers';

async function hasAny(db: Db, table: OwnedTable, candidate: Candidate): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('candidate_id')
    .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * GET /api/pcsx/dashboard/next_steps, from current data (not the session's copy of the candidate, which
 * an upload in another tab makes stale): the onboarding forms still open are the ones the bell announced.
 */
export async function nextSteps(db: Db, candidate: Candidate): Promise<NextSteps> {
  const [fresh, forms, alert, ...owned] = await Promise.all([
    freshCandidate(db, candidate),
    db
      .selectFrom('form_responses as r')
      .innerJoin('forms as f', (join) => join.onRef('f.id', '=', 'r.form_id').onRef('f.domain', '=', 'r.domain'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('r.domain', '=', candidate.domain).where('r.candidate_id', '=', candidate.id)
      .where('f.kind', '=', 'onboarding').where('r.status', '!=', 'completed')
      .executeTakeFirst(),
    db.selectFrom('saved_searches').select('id').where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).limit(1).executeTakeFirst(),
    ...(['applications', 'draft_applications', 'saved_positions', 'interviews', 'offers'] as const).map((table) => hasAny(db, table, candidate)),
  ]);
  return {
    first_run: !owned.some(Boolean),
    onboarding_forms: Number(forms?.n ?? 0),
    needs_resume: !fresh.hasResume,
    needs_job_alert: alert === undefined,
  };
}
