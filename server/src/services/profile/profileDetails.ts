import type { Db } from '../../db/database';
import { CANDIDATE_COLUMNS, candidateFromRow, toBootProfile, type Candidate } from '../candidates';
import { newestFirst } from './newestFirst';
import type { EducationEntry, ExperienceEntry, ProfileDetails } from '@careers/shared/contracts/profile';

/** The candidate as stored now (a request's candidate may be older than a change it just made). */
export async function freshCandidate(db: Db, candidate: Pick<Candidate, 'domain' | 'id'>): Promise<Candidate> {
  const row = await db.selectFrom('candidates').select(CANDIDATE_COLUMNS).where('domain', '=', candidate.domain).where('id', '=', candidate.id).executeTakeFirstOrThrow();
  return candidateFromRow(row);
}

export async function experienceOf(db: Db, candidate: Pick<Candidate, 'domain' | 'id'>): Promise<ExperienceEntry[]> {
  const rows = await db.selectFrom('candidate_experience').select(['title', 'company', 'start_date', 'end_date'])
    .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).orderBy('position').orderBy('id').execute();
  return newestFirst(rows).map((r) => ({ title: r.title, company: r.company, startDate: r.start_date, endDate: r.end_date }));
}

async function educationOf(db: Db, candidate: Pick<Candidate, 'domain' | 'id'>): Promise<EducationEntry[]> {
  const rows = await db.selectFrom('candidate_education').select(['school', 'degree', 'start_date', 'end_date'])
    .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).orderBy('position').orderBy('id').execute();
  return newestFirst(rows).map((r) => ({ school: r.school, degree: r.degree, startDate: r.start_date, endDate: r.end_date }));
}

export async function skillsOf(db: Db, candidate: Pick<Candidate, 'domain' | 'id'>): Promise<string[]> {
  const rows = await db.selectFrom('candidate_skills').select('skill').where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).orderBy('skill').execute();
  return rows.map((r) => r.skill);
}

/** Everything the profile page shows (GET /api/pcsx/profile_details). */
export async function profileDetails(db: Db, who: Pick<Candidate, 'domain' | 'id'>): Promise<ProfileDetails> {
  const candidate = await freshCandidate(db, who);
  const [skills, experience, education, years] = await Promise.all([
    skillsOf(db, candidate),
    experienceOf(db, candidate),
    educationOf(db, candidate),
    db.selectFrom('candidates').select('experience_years').where('domain', '=', candidate.domain).where('id', '=', candidate.id).executeTakeFirstOrThrow(),
  ]);
  return { ...toBootProfile(candidate), skills, experienceYears: years.experience_years, experience, education };
}
