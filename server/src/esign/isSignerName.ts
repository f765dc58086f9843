const normalized = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The site's rule for a typed electronic signature (spec §5, as signedPdfUpload applies it to the
 * `signature_name` field): the candidate's full name when the profile has one, ignoring case and
 * extra spaces; else any non-blank text. The provider signs in the candidate's name, so it holds
 * the same line.
 */
export function isSignerName(typed: string, fullName: string): boolean {
  return fullName.trim() ? normalized(typed) === normalized(fullName) : typed.trim() !== '';
}
