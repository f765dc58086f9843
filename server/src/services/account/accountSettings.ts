import type { Db } from '../../db/database';
import { badInput, conflict, invalidFields, said, tooMany, type Said } from '../../domainErrors';
import { serverI18n, type ServerI18n } from '../../i18n/serverI18n';
import { newPasswordProblem } from '../checkNewPassword';
import { sendSignal } from '../notificationStream/notificationSignals';
import { findCandidateByEmail, normalizeEmail, type Candidate } from '../candidates';
import type { Domain } from '../domains';
import { claimLoginAttempt, loginSucceeded, type LoginThrottleRules } from '../loginThrottle';
import { hashPassword, verifyPassword } from '../passwords';
import { checkNameText, isEmail, text } from '../validation';
import type { AccountSettings } from '@careers/shared/contracts/account';
import { deleteConfirmationOf } from './deletionTexts';
import { NOTIFICATION_CATEGORIES, parseOffCategories, preferencesOf } from './notificationPreferences';

const WRONG_PASSWORD_TEXT = said('server.account.wrongPassword');
/** The wrong-password answer in English (other languages: the request's, by the error handler). */
export const WRONG_PASSWORD = serverI18n('en').t(WRONG_PASSWORD_TEXT.key);
const EMAIL_TAKEN = said('server.account.emailTaken');
const CURRENT_PASSWORD_MISSING = said('server.account.currentPasswordMissing');

/** The settings page's answer; its sentences (what a deletion keeps, the word to type) in `i18n`'s language. */
export async function getAccountSettings(db: Db, domain: Domain, candidate: Candidate, i18n: ServerI18n): Promise<AccountSettings> {
  const row = await db
    .selectFrom('candidates')
    .select(['first_name', 'last_name', 'email', 'language', 'notifications_off_json'])
    .where('domain', '=', domain.id)
    .where('id', '=', candidate.id)
    .executeTakeFirstOrThrow();
  const on = preferencesOf(parseOffCategories(row.notifications_off_json));
  const supported = domain.settings.configs.supportedLanguages;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    language: row.language && supported.includes(row.language) ? row.language : null,
    supportedLanguages: supported,
    defaultLanguage: domain.settings.defaultLanguage || supported[0] || 'en',
    notificationCategories: NOTIFICATION_CATEGORIES.map((c) => ({ ...c, enabled: on[c.id] })),
    keptAfterDeletion: i18n.t('server.account.keptAfterDeletion'),
    deleteConfirmation: deleteConfirmationOf(i18n),
  };
}

export interface PasswordCheckOptions {
  now: number;
  throttle: LoginThrottleRules;
}

/**
 * The candidate's current password, checked before anything that needs it changes. Wrong guesses are
 * counted per account like log-ins (loginThrottle.ts): a stolen session cannot guess the password at
 * full speed to take the account over. 400 with a field message when wrong, 429 while waiting.
 */
export async function confirmPassword(db: Db, candidate: Candidate, password: unknown, options: PasswordCheckOptions, field = 'currentPassword'): Promise<void> {
  if (typeof password !== 'string' || !password) {
    throw badInput('password_required', CURRENT_PASSWORD_MISSING, { [field]: CURRENT_PASSWORD_MISSING });
  }
  const bucket = `settings:${candidate.id}`;
  const waitMs = await claimLoginAttempt(db, candidate.domain, bucket, options.now, options.throttle);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw tooMany('too_many_attempts', said('server.account.tooManyPasswords', { seconds }), seconds);
  }
  if (!(await verifyPassword(password, candidate.passwordHash))) {
    throw badInput('wrong_password', WRONG_PASSWORD_TEXT, { [field]: WRONG_PASSWORD_TEXT });
  }
  await loginSucceeded(db, candidate.domain, bucket);
}

/** Name and e-mail. A new e-mail needs the current password and must be free in this company. */
export async function updateAccount(
  db: Db,
  candidate: Candidate,
  input: { firstName?: unknown; lastName?: unknown; email?: unknown; currentPassword?: unknown },
  options: PasswordCheckOptions,
): Promise<{ firstName: string; lastName: string; email: string }> {
  const firstName = input.firstName === undefined ? candidate.firstName : text(input.firstName);
  const lastName = input.lastName === undefined ? candidate.lastName : text(input.lastName);
  const email = input.email === undefined ? candidate.email : normalizeEmail(text(input.email));
  const fields: Record<string, Said> = {};
  checkNameText(fields, 'firstName', firstName, 'first name');
  checkNameText(fields, 'lastName', lastName, 'last name');
  if (!isEmail(email)) fields.email = said('server.account.emailInvalid');
  if (Object.keys(fields).length) throw invalidFields(fields);

  const emailChanges = email !== candidate.email;
  if (emailChanges) {
    await confirmPassword(db, candidate, input.currentPassword, options);
    const other = await findCandidateByEmail(db, candidate.domain, email);
    if (other && other.id !== candidate.id) throw conflict('account_exists', EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  try {
    await db
      .updateTable('candidates')
      .set({ first_name: firstName, last_name: lastName, email })
      .where('domain', '=', candidate.domain)
      .where('id', '=', candidate.id)
      .execute();
  } catch (error) {
    // Two accounts changing to the same address at once: the unique index decides.
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') throw conflict('account_exists', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
  return { firstName, lastName, email };
}

/**
 * A new password, after the current one. Every other session of the account ends (whoever else was
 * logged in, with the old password, is out); the one making the change stays.
 */
export async function changePassword(
  db: Db,
  candidate: Candidate,
  input: { currentPassword?: unknown; newPassword?: unknown },
  keepSessionHash: string | null,
  options: PasswordCheckOptions,
): Promise<void> {
  const newPassword = typeof input.newPassword === 'string' ? input.newPassword : '';
  const problem = newPasswordProblem(newPassword, { email: candidate.email });
  if (problem) throw invalidFields({ newPassword: problem });
  await confirmPassword(db, candidate, input.currentPassword, options);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('candidates').set({ password_hash: passwordHash }).where('domain', '=', candidate.domain).where('id', '=', candidate.id).execute();
    let others = trx.deleteFrom('sessions').where('candidate_id', '=', candidate.id);
    if (keepSessionHash) others = others.where('id_hash', '!=', keepSessionHash);
    // Their live notification streams close now, on every instance (at commit on PostgreSQL), as at a log-out: not at
    // the next heartbeat's session check, up to 25 s of notifications later for whoever held the old password.
    for (const { id_hash: idHash } of await others.returning('id_hash').execute()) await sendSignal(trx, { kind: 'session_ended', idHash });
  });
}

/** The language the site speaks to the candidate: one of the company's, or null for its default. */
export async function setLanguage(db: Db, domain: Domain, candidate: Candidate, language: unknown): Promise<string | null> {
  if (language !== null && (typeof language !== 'string' || !domain.settings.configs.supportedLanguages.includes(language))) {
    throw invalidFields({ language: said('server.account.chooseLanguage', { languages: domain.settings.configs.supportedLanguages.join(', ') }) });
  }
  await db.updateTable('candidates').set({ language }).where('domain', '=', domain.id).where('id', '=', candidate.id).execute();
  return language;
}
