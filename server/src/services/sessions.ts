import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { sql } from '../db/statements';

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
export function createSession(
  db: Db,
  input: { domain: string; candidateId: number | null; ttlHours: number; now?: Date },
): { token: string; session: Session } {
  const now = input.now ?? new Date();
  const token = newToken();
  const session: Session = {
    idHash: hashToken(token),
    candidateId: input.candidateId,
    domain: input.domain,
    csrfToken: newToken(),
    expiresAt: new Date(now.getTime() + input.ttlHours * 3_600_000).toISOString(),
  };
  sql(db, 'INSERT INTO sessions (id_hash, candidate_id, domain, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    session.idHash, session.candidateId, session.domain, session.csrfToken, now.toISOString(), session.expiresAt,
  );
  return { token, session };
}

/** The session a cookie value names, or null when unknown or expired (expired = none). */
export function findSession(db: Db, token: string, now: Date = new Date()): Session | null {
  if (!token || token.length > 200) return null;
  const row = sql(
    db,
    `SELECT id_hash AS idHash, candidate_id AS candidateId, domain, csrf_token AS csrfToken, expires_at AS expiresAt
     FROM sessions WHERE id_hash = ? AND expires_at > ?`,
  ).get(hashToken(token), now.toISOString()) as Session | undefined;
  return row ?? null;
}

export function destroySession(db: Db, idHash: string): void {
  sql(db, 'DELETE FROM sessions WHERE id_hash = ?').run(idHash);
}

/**
 * Deletes expired rows, and anonymous rows older than the anonymous lifetime (made before it was
 * short, they still say 14 days); returns how many.
 */
export function deleteExpiredSessions(db: Db, now: Date = new Date()): number {
  const anonymousBefore = new Date(now.getTime() - ANONYMOUS_SESSION_TTL_HOURS * 3_600_000);
  return sql(db, 'DELETE FROM sessions WHERE expires_at <= ? OR (candidate_id IS NULL AND created_at <= ?)').run(
    now.toISOString(),
    anonymousBefore.toISOString(),
  ).changes;
}
