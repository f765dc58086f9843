import { createHash } from 'node:crypto';
import type { BootProfile, BootUser } from '../contracts/bootTypes';
import type { Db } from '../db/connection';
import { sql } from '../db/statements';

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
}

const COLUMNS = `id, domain, email, password_hash AS passwordHash, first_name AS firstName, last_name AS lastName,
  location, avatar, has_resume AS hasResume, is_admin AS isAdmin, is_bootstrapped AS isBootstrapped, is_onboarded AS isOnboarded`;

function fromRow(row: Record<string, unknown> | undefined): Candidate | null {
  if (!row) return null;
  return {
    ...(row as unknown as Candidate),
    hasResume: row.hasResume === 1,
    isAdmin: row.isAdmin === 1,
    isBootstrapped: row.isBootstrapped === 1,
    isOnboarded: row.isOnboarded === 1,
  };
}

/** Emails are compared case-insensitively: they are stored and looked up lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function getCandidate(db: Db, domain: string, id: number): Candidate | null {
  return fromRow(sql(db, `SELECT ${COLUMNS} FROM candidates WHERE domain = ? AND id = ?`).get(domain, id) as Record<string, unknown>);
}

export function findCandidateByEmail(db: Db, domain: string, email: string): Candidate | null {
  return fromRow(
    sql(db, `SELECT ${COLUMNS} FROM candidates WHERE domain = ? AND email = ?`).get(domain, normalizeEmail(email)) as Record<string, unknown>,
  );
}

export function insertCandidate(
  db: Db,
  input: { domain: string; email: string; passwordHash: string; firstName: string; lastName: string },
): Candidate {
  const info = sql(
    db,
    `INSERT INTO candidates (domain, email, password_hash, first_name, last_name, is_bootstrapped, is_onboarded, created_at)
     VALUES (?, ?, ?, ?, ?, 0, 0, ?)`,
  ).run(input.domain, normalizeEmail(input.email), input.passwordHash, input.firstName, input.lastName, new Date().toISOString());
  return getCandidate(db, input.domain, Number(info.lastInsertRowid)) as Candidate;
}

/** An opaque, stable public id: the numeric id is not exposed in profile URLs and analytics. */
export function encodedId(candidate: Pick<Candidate, 'id' | 'domain'>): string {
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
