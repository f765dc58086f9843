import { groupDigits } from './groupDigits';

/**
 * Formats typed text as an SSN, XXX-XX-XXXX: keeps the first 9 digits and inserts the dashes as the digits
 * arrive, so the field can format on every keystroke (spec §5: max 11 characters, digits limited to 9).
 * @example formatSsn('1234567890') // '123-45-6789'
 */
export function formatSsn(input: string): string {
  return groupDigits(input, [3, 2, 4]);
}

/** Whether `value` is a complete SSN in the format XXX-XX-XXXX. */
export function isSsn(value: string): boolean {
  return /^\d{3}-\d{2}-\d{4}$/.test(value);
}
