/** Names compared as people type them: spaces trimmed and collapsed, case and Unicode form ignored. */
const normalizeName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Whether `typed` is an acceptable electronic signature (spec §5): the profile's full name when it is
 * known, else any non-blank text. One rule for the signing form, the signing calls and the
 * e-signature provider (the server imports it through `@careers/shared/validation`).
 * @example isAcceptedSignature('alex  rivera', 'Alex Rivera') // true
 */
export function isAcceptedSignature(typed: unknown, fullName: string | null | undefined): boolean {
  if (typeof typed !== 'string' || typed.trim() === '') return false;
  const known = fullName?.trim();
  return !known || normalizeName(typed) === normalizeName(known);
}
