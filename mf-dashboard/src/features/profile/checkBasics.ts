import type { I18n } from '@careers/shared/i18n';

/** The "About you" form's boxes. */
interface BasicsForm {
  firstName: string;
  lastName: string;
  location: string;
  years: string;
}

// The server's limits (profileEdit.ts, validation.ts checkName).
const MAX_NAME = 100;
const MAX_LOCATION = 200;
const MAX_YEARS = 70;

// Whole sentences per field, so a translation can be whole too.
const NAME_TEXTS = {
  firstName: { missing: 'profile.basics.firstNameMissing', tooLong: 'profile.basics.firstNameTooLong' },
  lastName: { missing: 'profile.basics.lastNameMissing', tooLong: 'profile.basics.lastNameTooLong' },
};

/**
 * The server's checks of the name, location and years (the same words), made before sending so a refused edit is
 * not sent: messages by the form's field names, in the page's language. Only what differs from `now` (the profile as
 * the form shows it) is sent, so only that is checked. Control characters are left to the server.
 * @example checkBasics({ firstName: '', lastName: 'Chen', location: '', years: '' }, now, t) // { firstName: 'Enter your first name.' }
 */
export function checkBasics(form: BasicsForm, now: BasicsForm, t: I18n['t']): Record<string, string> {
  const fields: Record<string, string> = {};
  const first = form.firstName.trim();
  const last = form.lastName.trim();
  if (first !== now.firstName || last !== now.lastName) {
    for (const [name, value] of [['firstName', first], ['lastName', last]] as const) {
      if (!value) fields[name] = t(NAME_TEXTS[name].missing);
      else if (value.length > MAX_NAME) fields[name] = t(NAME_TEXTS[name].tooLong, { max: MAX_NAME });
    }
  }
  const location = form.location.trim();
  if (location !== now.location && location.length > MAX_LOCATION) fields.location = t('profile.basics.locationTooLong', { max: MAX_LOCATION });
  const years = form.years.trim();
  if (years !== now.years && years && !(/^\d{1,3}$/.test(years) && Number(years) <= MAX_YEARS)) fields.years = t('profile.basics.yearsInvalid', { max: MAX_YEARS });
  return fields;
}
