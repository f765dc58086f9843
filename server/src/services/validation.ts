/** Small input rules shared by the services. */

// The stricter of the spec's two email patterns: letters, digits and ._%+- before the @,
// a dotted domain and a top-level domain of at least two letters.
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** A trimmed string, or '' for anything that is not a string. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Collects `name → message` for required, length-limited text fields. */
export function checkName(
  fields: Record<string, string>,
  name: string,
  value: string,
  label: string,
  max = 100,
): void {
  if (!value) fields[name] = `Enter your ${label}.`;
  else if (value.length > max) fields[name] = `Use at most ${max} characters for your ${label}.`;
}
