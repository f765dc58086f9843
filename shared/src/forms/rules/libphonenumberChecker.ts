import { phoneNumberError } from './phoneNumberError';
import type { PhoneChecker } from './types';

/**
 * The full phone checker: the general validator of spec §5 in strict mode (libphonenumber-js with its small
 * metadata, ~80 KB). With a country, the number must be valid there and belong to it ('+44 …' with the
 * United States selected does not). Browser code reaches it only through the lazily loaded phone widget,
 * so forms without a phone question never download it.
 */
export const libphonenumberChecker: PhoneChecker = {
  isValid(number, country) {
    return phoneNumberError(number, { strict: true, country }) === undefined;
  },
};
