import { isValidPhoneNumber, isSupportedCountry } from 'libphonenumber-js/min';
import type { PhoneChecker } from './types';

/**
 * The full phone checker (libphonenumber-js with its small metadata, ~80 KB). Browser code reaches it only
 * through the lazily loaded phone widget, so forms without a phone question never download it.
 */
export const libphonenumberChecker: PhoneChecker = {
  isValid(number, country) {
    if (country === undefined) return isValidPhoneNumber(number);
    if (!isSupportedCountry(country)) return false;
    return isValidPhoneNumber(number, country);
  },
};
