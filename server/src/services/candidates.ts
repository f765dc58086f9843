import { createHash } from 'node:crypto';
import type { BootProfile, BootUser } from '../contracts/bootTypes';
import type { Db } from '../db/database';
import { reusableQuery } from '../db/reusableQuery';

/** A candidate row, in camelCase. */
export interface Candidate {
  id: number;
  domain: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  location: string | null;
  avatar: string | null;
  hasResume: boolean;
  isAdmin: boolean;
  isBootstrapped: boolean;
  isOnboarded: boolean;
  /** What the account may do beyond a candidate's own things (migration 033; services/theme/themeEditor.ts). */
  role: CandidateRole;
  /** The language chosen in settings, or null for the company's default. */
  language?: string | null;
}

/** 'theme_editor': a company's brand people, who edit the careers site's theme (issue 32). */
type CandidateRole = 'candidate' | 'theme_editor';

/** The columns a Candidate is made of, as `select` takes them. */
export const CANDIDATE_COLUMNS = [
  'id', 'domain', 'email', 'password_hash as passwordHash', 'first_name as firstName', 'last_name as lastName',
  'location', 'avatar', 'has_resume as hasResume', 'is_admin as isAdmin', 'is_bootstrapped as isBootstrapped', 'is_onboarded as isOnboarded',
  'language', 'role',
] as const;

/** A candidate as the database has it: flags are 0/1. */
type CandidateRow = Omit<Candidate, 'hasResume' | 'isAdmin' | 'isBootstrapped' | 'isOnboarded' | 'role'> & {
  role: string;
  hasResume: number;
  isAdmin: number;
  isBootstrapped: number;
  isOnboarded: number;
};

export function candidateFromRow(row: CandidateRow): Candidate {
  return {
    ...row,
    hasResume: row.hasResume === 1,
    isAdmin: row.isAdmin === 1,
    isBootstrapped: row.isBootstrapped === 1,
    isOnboarded: row.isOnboarded === 1,
    // Anything but the one known role is a candidate: an unknown value grants nothing.
    role: row.role === 'theme_editor' ? 'theme_editor' : 'candidate',
  };
}

/** Emails are compared case-insensitively: they are stored and looked up lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Every logged-in request reads its candidate: compiled once (see reusableQuery).
const candidateById = reusableQuery((db, p: { domain: string; id: number }) =>
  db.selectFrom('candidates').select(CANDIDATE_COLUMNS).where('domain', '=', p.domain).where('id', '=', p.id),
);

export async function getCandidate(db: Db, domain: string, id: number): Promise<Candidate | null> {
  const [row] = await candidateById(db, { domain, id });
  return row ? candidateFromRow(row) : null;
}

export async function findCandidateByEmail(db: Db, domain: string, email: string): Promise<Candidate | null> {
  const row = await db
    .selectFrom('candidates')
    .select(CANDIDATE_COLUMNS)
    .where('domain', '=', domain)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row ? candidateFromRow(row) : null;
}

export async function insertCandidate(
  db: Db,
  input: { domain: string; email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<Candidate> {
  const row = await db
    .insertInto('candidates')
    .values({
      domain: input.domain,
      email: normalizeEmail(input.email),
      password_hash: input.passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      is_bootstrapped: 0,
      is_onboarded: 0,
      created_at: new Date().toISOString(),
    })
    .returning(CANDIDATE_COLUMNS)
    .executeTakeFirstOrThrow();
  return candidateFromRow(row);
}

/** An opaque, stable public id: the numeric id is not exposed in profile URLs and analytics. */
function encodedId(candidate: Pick<Candidate, 'id' | 'domain'>): string {
  return createHash('sha256').update(`candidate:${candidate.domain}:${candidate.id}`).digest('base64url').slice(0, 22);
}

export function toBootProfile(candidate: Candidate): BootProfile {
  return {
    encId: encodedId(candidate),
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    fullname: `${candidate.firstName} ${candidate.lastName}`.trim(),
    email: candidate.email,
    avatar: candidate.avatar,
    location: candidate.location,
    hasResume: candidate.hasResume,
  };
}

export function toBootUser(domain: string, candidate: Candidate | null): BootUser {
  return {
    groupId: domain,
    isLoggedIn: candidate !== null,
    is_admin: candidate?.isAdmin ?? false,
    id: candidate ? String(candidate.id) : null,
  };
}
