/**
 * Typed text as digits in dash-separated groups of the given sizes, formatted as the digits arrive so a field can
 * format on every keystroke: non-digits are dropped, digits beyond the groups are cut, and a dash appears only
 * once a digit follows it. The one rule behind the SSN (3-2-4) and SIN (3-3-3) fields (spec §5).
 * @example groupDigits('1234567890', [3, 2, 4]) // '123-45-6789'
 */
export function groupDigits(input: string, sizes: readonly number[]): string {
  let digits = input.replace(/\D/g, '').slice(0, sizes.reduce((sum, size) => sum + size, 0));
  const groups: string[] = [];
  for (const size of sizes) {
    if (!digits) break;
    groups.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  return groups.join('-');
}
