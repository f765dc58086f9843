import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import type { Candidate } from '../candidates';

/** What match details compare with a position: the candidate's skills and years of experience. */
export interface MatchProfile {
  skills: string[];
  experienceYears: number | null;
}

export function matchProfileOf(db: Db, candidate: Candidate): MatchProfile {
  const skills = sql(db, 'SELECT skill FROM candidate_skills WHERE domain = ? AND candidate_id = ? ORDER BY skill').pluck().all(
    candidate.domain, candidate.id,
  ) as string[];
  const years = sql(db, 'SELECT experience_years FROM candidates WHERE domain = ? AND id = ?').pluck().get(candidate.domain, candidate.id) as
    | number
    | null
    | undefined;
  return { skills, experienceYears: years ?? null };
}
