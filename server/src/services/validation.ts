/** Small input rules shared by the services. */
import { said, type Said } from '../domainErrors';
import { serverI18n } from '../i18n/serverI18n';


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

const NAME_TEXTS = {
  'first name': { missing: 'server.field.firstNameMissing', tooLong: 'server.field.firstNameTooLong', control: 'server.field.firstNameControl' },
  'last name': { missing: 'server.field.lastNameMissing', tooLong: 'server.field.lastNameTooLong', control: 'server.field.lastNameControl' },
} as const;

function nameProblem(value: string, label: keyof typeof NAME_TEXTS, max: number): Said | null {
  const texts = NAME_TEXTS[label];
  if (!value) return said(texts.missing);
  if (value.length > max) return said(texts.tooLong, { max });
  // Control characters (line breaks, tabs, NUL, DEL): a name goes into e-mail, headers and exports.
  if (hasControlCharacter(value)) return said(texts.control);
  return null;
}

/**
 * Collects `name → message` for the required, length-limited name fields, as catalogue texts: the error
 * handler writes them in the request's language.
 */
export function checkNameText(fields: Record<string, string | Said>, name: string, value: string, label: keyof typeof NAME_TEXTS, max = 100): void {
  const problem = nameProblem(value, label, max);
  if (problem) fields[name] = problem;
}

/** The same in English. */
export function checkName(fields: Record<string, string>, name: string, value: string, label: keyof typeof NAME_TEXTS, max = 100): void {
  const problem = nameProblem(value, label, max);
  if (problem) fields[name] = serverI18n('en').t(problem.key, problem.values);
}
