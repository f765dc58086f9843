import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { candidateFromRow, type Candidate, type CandidateRow } from './candidates';

/** A live session row. The cookie value itself is never stored, only its SHA-256. */
export interface Session {
  idHash: string;
  candidateId: number | null;
  domain: string;
  csrfToken: string;
  expiresAt: string;
}

export const SESSION_COOKIE = 'careers_sid';

/**
 * Every visitor who opens a page gets a session (its CSRF token protects the login form), so most
 * sessions belong to nobody. They live this long, not the logged-in lifetime, so they do not pile up.
 */
export const ANONYMOUS_SESSION_TTL_HOURS = 12;

/** How long a new session lives: SESSION_TTL_HOURS once logged in; anonymous ones at most 12 hours. */
export function sessionTtlHours(loggedIn: boolean, configuredHours: number): number {
  return loggedIn ? configuredHours : Math.min(ANONYMOUS_SESSION_TTL_HOURS, configuredHours);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Creates a session; returns the cookie value (shown to the browser once) and the row. */
export async function createSession(
  db: Db,
  input: { domain: string; candidateId: number | null; ttlHours: number; now?: Date },
): Promise<{ token: string; session: Session }> {
  const now = input.now ?? new Date();
  const token = newToken();
  const session: Session = {
    idHash: hashToken(token),
    candidateId: input.candidateId,
    domain: input.domain,
    csrfToken: newToken(),
    expiresAt: new Date(now.getTime() + input.ttlHours * 3_600_000).toISOString(),
  };
  await db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      candidate_id: session.candidateId,
      domain: session.domain,
      csrf_token: session.csrfToken,
      created_at: now.toISOString(),
      expires_at: session.expiresAt,
    })
    .execute();
  return { token, session };
}

/** A live session and the candidate it is logged in as (null for a visitor's). */
export interface FoundSession {
  session: Session;
  candidate: Candidate | null;
}

/**
 * The session a cookie value names, with its candidate, or null when unknown or expired (expired =
 * none). One query: this runs on every request that carries a cookie.
 */
export async function findSession(db: Db, token: string, now: Date = new Date()): Promise<FoundSession | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('candidates as c', (join) => join.onRef('c.id', '=', 's.candidate_id').onRef('c.domain', '=', 's.domain'))
    .select([
      's.id_hash as idHash', 's.candidate_id as candidateId', 's.domain', 's.csrf_token as csrfToken', 's.expires_at as expiresAt',
      'c.email', 'c.password_hash as passwordHash', 'c.first_name as firstName', 'c.last_name as lastName', 'c.location', 'c.avatar',
      'c.has_resume as hasResume', 'c.is_admin as isAdmin', 'c.is_bootstrapped as isBootstrapped', 'c.is_onboarded as isOnboarded',
    ])
    .where('s.id_hash', '=', hashToken(token))
    .where('s.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const { idHash, candidateId, domain, csrfToken, expiresAt, ...columns } = row;
  const session: Session = { idHash, candidateId, domain, csrfToken, expiresAt };
  // The join found the candidate exactly when `email` (NOT NULL in the table) is set; the others are then set too.
  const candidate = candidateId !== null && columns.email !== null ? candidateFromRow({ id: candidateId, domain, ...columns } as CandidateRow) : null;
  return { session, candidate };
}

export async function destroySession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/**
 * Deletes expired rows, and anonymous rows older than the anonymous lifetime (made before it was
 * short, they still say 14 days); returns how many.
 */
export async function deleteExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  const anonymousBefore = new Date(now.getTime() - ANONYMOUS_SESSION_TTL_HOURS * 3_600_000);
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now.toISOString()),
        eb.and([eb('candidate_id', 'is', null), eb('created_at', '<=', anonymousBefore.toISOString())]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
