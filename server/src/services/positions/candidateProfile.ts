import type { Db } from '../../db/database';
import type { Candidate } from '../candidates';

/** What match details compare with a position: the candidate's skills and years of experience. */
export interface MatchProfile {
  skills: string[];
  experienceYears: number | null;
}

export async function matchProfileOf(db: Db, candidate: Candidate): Promise<MatchProfile> {
  const [skills, row] = await Promise.all([
    db.selectFrom('candidate_skills').select('skill').where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).orderBy('skill').execute(),
    db.selectFrom('candidates').select('experience_years').where('domain', '=', candidate.domain).where('id', '=', candidate.id).executeTakeFirst(),
  ]);
  return { skills: skills.map((s) => s.skill), experienceYears: row?.experience_years ?? null };
}
