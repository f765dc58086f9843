import { RULE_MESSAGES } from './messages';
import { ParseError, getCountryCallingCode, isSupportedCountry, parsePhoneNumberWithError, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min';

/** Spec §5 General, the phone validator's messages (in the rules' catalogue, messages.ts). */
const PHONE_NUMBER_MESSAGES = { invalid: RULE_MESSAGES.phoneNumber, callingCode: RULE_MESSAGES.callingCode } as const;

export interface PhoneNumberOptions {
  /**
   * Strict (the default): only digits, spaces, parentheses, plus, minus and dot, and a number valid for its
   * country. Not strict: anything that does not start with a letter or a symbol and could be a number
   * (extensions such as '+1 202 555 0143 ext. 12' pass).
   */
  strict?: boolean;
  /**
   * The country (ISO 3166 alpha-2) a number without '+' belongs to; a '+…' number must then belong to it
   * too, so a country picker and the number typed next to it never contradict each other.
   */
  country?: string;
}

// Strict: a leading plus, then digits and the separators people write numbers with.
const STRICT_TEXT = /^\+?[\d\s().-]+$/;
// Not strict: a number starts with a digit, a plus or an opening parenthesis, never a letter or another symbol.
const NUMBER_START = /^[\d+(]/;

function parse(text: string, country: CountryCode | undefined): PhoneNumber | string {
  try {
    return parsePhoneNumberWithError(text, country);
  } catch (error) {
    // INVALID_COUNTRY: a '+' code nobody has, or a national number with no country to read it by.
    if (error instanceof ParseError && error.message === 'INVALID_COUNTRY') return PHONE_NUMBER_MESSAGES.callingCode;
    return PHONE_NUMBER_MESSAGES.invalid;
  }
}

/**
 * The general phone validator of spec §5 (libphonenumber-js with its small metadata): the message for
 * `text`, or undefined when it is a phone number.
 * @example phoneNumberError('+49 151 23456789') // undefined
 * @example phoneNumberError('+999 1234567') // 'Invalid country calling code'
 * @example phoneNumberError('+4915123456789', { country: 'US' }) // 'Enter a valid phone number'
 */
export function phoneNumberError(text: string, { strict = true, country }: PhoneNumberOptions = {}): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return PHONE_NUMBER_MESSAGES.invalid;
  if (strict ? !STRICT_TEXT.test(trimmed) : !NUMBER_START.test(trimmed)) return PHONE_NUMBER_MESSAGES.invalid;
  if (country !== undefined && !isSupportedCountry(country)) return PHONE_NUMBER_MESSAGES.callingCode;
  const parsed = parse(trimmed, country as CountryCode | undefined);
  if (typeof parsed === 'string') return parsed;
  if (!(strict ? parsed.isValid() : parsed.isPossible())) return PHONE_NUMBER_MESSAGES.invalid;
  // A number of another country than the one chosen: '+44 …' with the United States, or a Toronto number
  // (+1 416) with the United States, which shares +1. Numbers that belong to no one country (+800) need
  // only the calling code.
  if (country !== undefined) {
    const agrees = parsed.country ? parsed.country === country : parsed.countryCallingCode === getCountryCallingCode(country as CountryCode);
    if (!agrees) return PHONE_NUMBER_MESSAGES.invalid;
  }
  return undefined;
}
