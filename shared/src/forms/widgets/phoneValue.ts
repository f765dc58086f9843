import type { PhoneValue } from '../rules/types';
import { CALLING_CODES } from './callingCodes';
import { displayName } from '../../ui/formatNumber';
import type { parseStoredPhone } from './phoneLibrary';

/** The country's calling code as shown and stored, '+49'; '' for a country the table does not know. */
export const callingCodeOf = (country: string) => (CALLING_CODES[country] ? `+${CALLING_CODES[country]}` : '');

/** The countries of the phone question, named in `locale` and sorted by those names. */
export function countryList(locale: string) {
  return Object.entries(CALLING_CODES)
    .map(([code, callingCode]) => ({ code, name: displayName(code, 'region', locale), callingCode: `+${callingCode}` }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * The value as the two controls show it. Answers may hold the stored string form (spec §3: calling code
 * followed by the number, '+4915123456789'): it shows as its country and national number, not as an
 * empty field under the default country.
 */
export function phoneParts(value: PhoneValue | string | undefined, fallbackCountry: string, parse: typeof parseStoredPhone | undefined): PhoneValue | undefined {
  if (typeof value !== 'string') return value;
  return parse?.(value) ?? { country: fallbackCountry, callingCode: callingCodeOf(fallbackCountry), number: value };
}

/**
 * The value after a change to one control. An untouched default leaves no value; a chosen country is kept even
 * before the number is typed. The calling code always follows the country.
 */
export function nextPhoneValue(shown: { country: string; number: string }, patch: Partial<PhoneValue>, defaultCountry: string): PhoneValue | undefined {
  const next = { country: shown.country, callingCode: callingCodeOf(shown.country), number: shown.number, ...patch };
  if (!next.number && next.country === defaultCountry) return undefined;
  return { ...next, callingCode: callingCodeOf(next.country) };
}
