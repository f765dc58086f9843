// Spec §5 General: the stricter of the two patterns — letters, digits and ._%+- before the @, a dotted
// domain and a top-level domain of at least two letters, any case. (A copy of @careers/shared/validation's,
// which rules/ may not import.)
const STRICT_EMAIL = /^[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}$/i;

/** Whether `text` is an email address a form accepts. */
export function isFormEmail(text: string): boolean {
  return STRICT_EMAIL.test(text.trim());
}
