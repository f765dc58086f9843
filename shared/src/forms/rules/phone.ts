import type { PhoneChecker, PhoneValue } from './types';

// E.164 allows at most 15 digits; the shortest national numbers in use have 4.
const MIN_DIGITS = 4;
const MAX_DIGITS = 15;
// Spec §5 General, strict mode: digits, spaces, parentheses, plus, minus and dot.
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** Whether `text` is written with phone characters only and has a plausible number of digits. */
export function isPhoneText(text: string): boolean {
  const count = digitCount(text);
  return PHONE_TEXT.test(text.trim()) && count >= MIN_DIGITS && count <= MAX_DIGITS;
}

/**
 * A checker that needs no metadata: digits only, 4 to 15 of them with the calling code. Used until the
 * phone widget has loaded libphonenumber-js (which then registers a real one) and when nothing else is set.
 */
export const basicPhoneChecker: PhoneChecker = {
  isValid(number, country) {
    if (country === undefined) return /^\+\d+$/.test(number) && isPhoneText(number);
    return /^\d+$/.test(number) && isPhoneText(number);
  },
};

let registered: PhoneChecker | undefined;

/** Makes `checker` the default of every later validation (the phone widget calls it once it has loaded). */
export function setPhoneChecker(checker: PhoneChecker | undefined): void {
  registered = checker;
}

/** The registered checker, else the basic one. */
export function getPhoneChecker(): PhoneChecker {
  return registered ?? basicPhoneChecker;
}

/** Whether `value` has the phone value shape { callingCode, number, country }. */
export function isPhoneValue(value: unknown): value is PhoneValue {
  return typeof value === 'object' && value !== null && 'number' in value;
}

/**
 * The stored string of a phone value: calling code followed by the number's digits.
 * @example phoneToString({ callingCode: '+1', number: '(555) 123-4567', country: 'US' }) // '+15551234567'
 */
export function phoneToString(value: PhoneValue): string {
  const digits = String(value.number ?? '').replace(/\D/g, '');
  return digits ? `${value.callingCode ?? ''}${digits}` : '';
}

/** Keeps only what a phone number may be typed with, so pasted text cannot smuggle letters in. */
export function cleanPhoneInput(text: string): string {
  return text.replace(/[^\d\s().+-]/g, '');
}

/** Whether a phone-with-country value has a country and a valid number for it. */
export function isValidPhoneWithCountry(value: unknown, checker: PhoneChecker): boolean {
  if (typeof value === 'string') return checker.isValid(value.replace(/[\s().-]/g, ''));
  if (!isPhoneValue(value)) return false;
  const country = String(value.country ?? '').trim();
  const number = String(value.number ?? '').replace(/[\s().-]/g, '');
  if (!country || !number) return false;
  return checker.isValid(number, country);
}
