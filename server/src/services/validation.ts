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

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether a text holds a C0 control character (tab, line breaks, NUL …) or DEL. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/** What a field holding a control character is told (one wording everywhere). */
export function controlCharacterMessage(label: string): string {
  return `Remove the line breaks, tabs and other control characters from the ${label}.`;
}

/**
 * Collects `name → message` for required, length-limited text fields. Control characters (line
 * breaks, tabs, NUL, DEL) are refused: a name goes into e-mail, headers and exports.
 */
export function checkName(
  fields: Record<string, string>,
  name: string,
  value: string,
  label: string,
  max = 100,
): void {
  if (!value) fields[name] = `Enter your ${label}.`;
  else if (value.length > max) fields[name] = `Use at most ${max} characters for your ${label}.`;
  else if (hasControlCharacter(value)) fields[name] = controlCharacterMessage(label);
}
