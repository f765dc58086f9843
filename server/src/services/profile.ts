import type { BootProfile } from '../contracts/bootTypes';
import type { Db } from '../db/connection';
import { sql } from '../db/statements';
import { invalidFields } from '../errors';
import { getCandidate, toBootProfile, type Candidate } from './candidates';
import { notify } from './notificationEvents';
import { checkName, text } from './validation';

const MAX_LOCATION_LENGTH = 200;

/** The forms a new candidate is asked to fill in once onboarded (the onboarding page lists them). */
export const ONBOARDING_FORMS = { formName: 'Onboarding forms', url: '/careers/onboarding' } as const;

/**
 * Marks the candidate onboarded and, the first time only, assigns the onboarding forms (a
 * form_assigned notification); posting again changes nothing.
 */
export function markOnboarded(db: Db, candidate: Candidate): void {
  db.transaction(() => {
    const changed = sql(db, 'UPDATE candidates SET is_onboarded = 1 WHERE domain = ? AND id = ? AND is_onboarded = 0').run(
      candidate.domain, candidate.id,
    ).changes;
    if (changed) notify(db, { domain: candidate.domain, candidateId: candidate.id, event: { type: 'form_assigned', ...ONBOARDING_FORMS } });
  })();
}

/** Saves the profile-bootstrapping answers and marks the candidate bootstrapped. */
export function bootstrapProfile(
  db: Db,
  candidate: Candidate,
  input: { firstName?: unknown; lastName?: unknown; location?: unknown },
): BootProfile {
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  const location = text(input.location);
  const fields: Record<string, string> = {};
  checkName(fields, 'firstName', firstName, 'first name');
  checkName(fields, 'lastName', lastName, 'last name');
  if (input.location !== undefined && input.location !== null && typeof input.location !== 'string') {
    fields.location = 'Enter your location as text.';
  } else if (location.length > MAX_LOCATION_LENGTH) {
    fields.location = `Use at most ${MAX_LOCATION_LENGTH} characters for your location.`;
  }
  if (Object.keys(fields).length) throw invalidFields(fields);

  sql(
    db,
    'UPDATE candidates SET first_name = ?, last_name = ?, location = ?, is_bootstrapped = 1 WHERE domain = ? AND id = ?',
  ).run(firstName, lastName, location || null, candidate.domain, candidate.id);
  return toBootProfile(getCandidate(db, candidate.domain, candidate.id) as Candidate);
}
