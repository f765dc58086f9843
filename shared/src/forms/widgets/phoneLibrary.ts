import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { libphonenumberChecker } from '../rules/libphonenumberChecker';
import { setPhoneChecker } from '../rules/phone';
import type { PhoneValue } from '../rules/types';

// Loaded on use (phoneLibraryStore.ts): from then on every phone rule checks numbers against their country.
setPhoneChecker(libphonenumberChecker);

/**
 * A stored phone string (spec §3: calling code followed by the number, '+4915123456789') as its country and
 * national number; undefined when it does not parse.
 */
export function parseStoredPhone(value: string): PhoneValue | undefined {
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed) return undefined;
  const country = parsed.country ?? parsed.getPossibleCountries()[0];
  return country ? { country, callingCode: `+${parsed.countryCallingCode}`, number: parsed.nationalNumber } : undefined;
}
