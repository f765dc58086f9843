import { badInput, conflict, invalidFields, notAllowed, notSignedIn, said, tooMany, type DomainError, type Said } from '../domainErrors';
import type { Db } from '../db/database';
import { newPasswordProblem } from './checkNewPassword';
import { findCandidateByEmail, insertCandidate, type Candidate } from './candidates';
import type { Domain } from './domains';
import { attemptBucket, claimLoginAttempt, loginSucceeded, type LoginThrottleRules } from './loginThrottle';
import { notify } from './notificationEvents';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { checkNameText, isEmail, text } from './validation';

export function assertLoginEnabled(domain: Domain): void {
  if (!domain.settings.configs.loginSignupConfig.candidateLoginEnabled) {
    throw notAllowed('login_disabled', 'Candidate login is not enabled for this company.');
  }
}

/** "1 second", "8 seconds", "2 minutes" — a wait, rounded up so the candidate is never told too little. */
function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function tooManyLoginAttempts(waitMs: number): DomainError {
  return tooMany(
    'too_many_attempts',
    `Too many failed attempts to log in with this email address. Try again in ${waitText(waitMs)}.`,
    Math.ceil(waitMs / 1000),
  );
}

export interface LogInOptions {
  /** Milliseconds since 1970; injected so the throttle can be tested without waiting. */
  now: number;
  throttle: LoginThrottleRules;
  /** The browser's device cookie, when it has one (see attemptBucket). */
  deviceToken?: string;
}

/**
 * Wrong password and unknown email fail the same way, in about the same time, and are throttled
 * the same way: after a few failures for one email each further attempt must wait (see loginThrottle).
 */
export async function logIn(db: Db, domain: Domain, input: { email: unknown; password: unknown }, options: LogInOptions): Promise<Candidate> {
  assertLoginEnabled(domain);
  const email = text(input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  if (!email || !password) {
    throw badInput('invalid_request', 'Enter your email address and password.');
  }
  const bucket = await attemptBucket(db, domain.id, email, options.deviceToken, options.now);
  const waitMs = await claimLoginAttempt(db, domain.id, bucket, options.now, options.throttle);
  if (waitMs > 0) throw tooManyLoginAttempts(waitMs);
  const candidate = await findCandidateByEmail(db, domain.id, email);
  if (!candidate) {
    await burnPasswordCheck(password);
  } else if (await verifyPassword(password, candidate.passwordHash)) {
    await loginSucceeded(db, domain.id, bucket);
    return candidate;
  }
  throw notSignedIn('invalid_credentials', 'Incorrect email or password.');
}

export interface SignupInput {
  email: unknown;
  password: unknown;
  firstName: unknown;
  lastName: unknown;
}

/** Validates, creates the account (not bootstrapped, not onboarded) and returns it. */
export async function signUp(db: Db, domain: Domain, input: SignupInput): Promise<Candidate> {
  assertLoginEnabled(domain);
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  const email = text(input.email);
  const password = typeof input.password === 'string' ? input.password : '';

  const fields: Record<string, Said> = {};
  checkNameText(fields, 'firstName', firstName, 'first name');
  checkNameText(fields, 'lastName', lastName, 'last name');
  if (!isEmail(email)) fields.email = said('server.account.emailInvalid');
  const passwordProblem = newPasswordProblem(password, { email });
  if (passwordProblem) fields.password = passwordProblem;
  if (Object.keys(fields).length) throw invalidFields(fields);

  const exists = () => conflict('account_exists', 'An account with this email already exists.', {
    email: 'An account with this email already exists.',
  });
  if (await findCandidateByEmail(db, domain.id, email)) throw exists();
  const passwordHash = await hashPassword(password);
  try {
    // The account and its welcome notification are one change: no account without its welcome.
    return await db.transaction().execute(async (trx) => {
      const candidate = await insertCandidate(trx, { domain: domain.id, email, passwordHash, firstName, lastName });
      await notify(trx, { domain: domain.id, candidateId: candidate.id, event: { type: 'welcome' } });
      return candidate;
    });
  } catch (error) {
    // Two sign-ups for the same address can race past the check above; the unique index decides.
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

/** A unique index refused the row: better-sqlite3 and PostgreSQL (23505) say so in their own words. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
