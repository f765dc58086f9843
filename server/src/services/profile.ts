import type { BootProfile } from '../contracts/bootTypes';
import type { Db } from '../db/database';
import { invalidFields, said, type Said } from '../domainErrors';
import { CANDIDATE_COLUMNS, candidateFromRow, toBootProfile, type Candidate } from './candidates';
import { assignForm } from './forms/formResponses';
import { onboardingFormIds } from './forms/formStore';
import { notify } from './notificationEvents';
import { checkNameText, text } from './validation';

const MAX_LOCATION_LENGTH = 200;

/** The forms a new candidate is asked to fill in once onboarded (the onboarding page lists them). */
const ONBOARDING_FORMS = { formName: 'Onboarding forms', url: '/careers/onboarding' } as const;

/**
 * Marks the candidate onboarded and, the first time only, assigns the company's onboarding forms
 * (form_responses rows, open) and says so with a form_assigned notification; posting again changes
 * nothing. A company without onboarding forms gets no notification: the bell must not point at an
 * empty page (it once did: the notification was sent, the forms never assigned).
 */
export async function markOnboarded(db: Db, candidate: Candidate): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The flag flips once, whichever of two simultaneous posts gets there first: only that one assigns.
    const result = await trx
      .updateTable('candidates')
      .set({ is_onboarded: 1 })
      .where('domain', '=', candidate.domain)
      .where('id', '=', candidate.id)
      .where('is_onboarded', '=', 0)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return;
    const formIds = await onboardingFormIds(trx, candidate.domain);
    for (const formId of formIds) await assignForm(trx, candidate.domain, candidate.id, formId);
    if (formIds.length > 0) {
      await notify(trx, { domain: candidate.domain, candidateId: candidate.id, event: { type: 'form_assigned', ...ONBOARDING_FORMS } });
    }
  });
}

/** Saves the profile-bootstrapping answers and marks the candidate bootstrapped. */
export async function bootstrapProfile(
  db: Db,
  candidate: Candidate,
  input: { firstName?: unknown; lastName?: unknown; location?: unknown },
): Promise<BootProfile> {
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  const location = text(input.location);
  const fields: Record<string, string | Said> = {};
  checkNameText(fields, 'firstName', firstName, 'first name');
  checkNameText(fields, 'lastName', lastName, 'last name');
  if (input.location !== undefined && input.location !== null && typeof input.location !== 'string') {
    fields.location = said('server.profileEdit.locationNotText');
  } else if (location.length > MAX_LOCATION_LENGTH) {
    fields.location = said('server.profileEdit.locationTooLong', { max: MAX_LOCATION_LENGTH });
  }
  if (Object.keys(fields).length) throw invalidFields(fields);

  const updated = await db
    .updateTable('candidates')
    .set({ first_name: firstName, last_name: lastName, location: location || null, is_bootstrapped: 1 })
    .where('domain', '=', candidate.domain)
    .where('id', '=', candidate.id)
    .returning(CANDIDATE_COLUMNS)
    .executeTakeFirstOrThrow();
  return toBootProfile(candidateFromRow(updated));
}
