/**
 * A colour as a person types it: `#rgb` or `#rrggbb`, with or without the `#`, any case, spaces around ignored.
 * Returns the `#rrggbb` (lower case) a theme stores, or null for anything else.
 */
export function parseHex(text: string): string | null {
  const digits = text.trim().replace(/^#/, '');
  if (/^[0-9a-fA-F]{6}$/.test(digits)) return `#${digits.toLowerCase()}`;
  if (/^[0-9a-fA-F]{3}$/.test(digits)) return `#${[...digits.toLowerCase()].map((digit) => digit + digit).join('')}`;
  return null;
}
