import { groupDigits } from './groupDigits';

/**
 * Formats typed text as a SIN, XXX-XXX-XXX: keeps the first 9 digits and inserts the dashes as the digits
 * arrive (spec §5: max 11 characters).
 * @example formatSin('123456789') // '123-456-789'
 */
export function formatSin(input: string): string {
  return groupDigits(input, [3, 3, 3]);
}

/** Whether `value` is a complete SIN in the format XXX-XXX-XXX. */
export function isSin(value: string): boolean {
  return /^\d{3}-\d{3}-\d{3}$/.test(value);
}
