import { formatMessage } from '../../i18n/formatMessage';
import { localeFallbacks } from '../../i18n/localeFallbacks';
import { catalogueRegistry, registerCatalogue } from '../../i18n/registry';

/**
 * The validation messages of spec §5 "Form toolkit", word for word. `%(name)s` placeholders are filled by
 * `fillMessage`. Texts the spec does not give (file size lists, list item counts, file types) say so.
 * Texts with a count are ICU plurals (issue 24 item 12): the spec's words for the form they fit ('Upload at least
 * 1 file.', 'Enter at least 3 characters.'), the other form for the other counts ('Upload at least 2 files.').
 */
export const RULE_MESSAGES = {
  requiredLong: 'This field is required',
  required: '%(name)s is required',
  // The spec's text is 'Use the format "{email}"', where {email} stands for a format sample (not the value
  // typed): the sample fills it, so candidates never see a bare placeholder.
  email: 'Email is invalid. Use the format "name@example.com".',
  dateRange: 'Please enter both a start and end date.',
  phone: 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
  phoneWithCountry: 'Enter a valid phone number and country code.',
  ssn: 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
  sin: 'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.',
  regex: 'Enter a valid value.',
  minLength: '{count, plural, one {Enter at least # character.} other {Enter at least # characters.}}',
  maxLength: '{count, plural, one {Enter no more than # character.} other {Enter no more than # characters.}}',
  minValue: 'Enter a value greater than or equal to %(count)s.',
  maxValue: 'Enter a value less than or equal to %(count)s.',
  minFiles: '{count, plural, one {Upload at least # file.} other {Upload at least # files.}}',
  maxFiles: '{count, plural, one {Upload no more than # file.} other {Upload no more than # files.}}',
  // Not worded by the spec ("message lists file names").
  maxFileSize: 'These files are larger than %(count)s MB: %(files)s.',
  maxCumulativeFileSize: 'The files together are larger than %(count)s MB.',
  fileType: 'These files are not of an accepted type (%(types)s): %(files)s.',
  // Not worded by the spec: files are uploaded as they are picked, before the form is sent.
  fileUploading: 'Wait until these files have finished uploading: %(files)s.',
  /** The server reads a file's bytes: a PNG renamed .pdf is not refused for its name. */
  fileContent: "These files' contents do not match their names or an accepted type (%(types)s): %(files)s.",
  // Not worded by the spec (dynamic lists are expected to carry their own messages).
  minItems: '{count, plural, one {Add at least # item.} other {Add at least # items.}}',
  maxItems: '{count, plural, one {Add no more than # item.} other {Add no more than # items.}}',
  /** Also used for a date that cannot be read or lies outside enableFrom / enableUntil. */
  invalidValue: 'Enter a valid value.',
  // Spec §5 General, the phone validator's messages (phoneNumberError.ts), word for word.
  phoneNumber: 'Enter a valid phone number',
  callingCode: 'Invalid country calling code',
} as const;

export type RuleMessageKey = keyof typeof RULE_MESSAGES;

// In the page's one catalogue registry as 'forms.rule.<key>', so a locale file translates them by key like every
// other text (issue 30). The i18n modules are imported by path, not through @careers/shared/i18n (nor createI18n,
// which loads the shared English and with it the browser's transport): the server runs these rules too.
registerCatalogue('en', Object.fromEntries(Object.entries(RULE_MESSAGES).map(([key, text]) => [`forms.rule.${key}`, text])));

/**
 * One of the toolkit's own messages in `locale` (its text there, else English), plurals chosen for that language.
 * The browser's toolkit passes the page's locale, the server the request's (its services/forms/rules.ts registers the
 * locales' texts in its process); English is the default.
 * @example ruleMessage('minFiles', { count: 2 }) // 'Upload at least 2 files.'
 */
export function ruleMessage(key: RuleMessageKey, values?: Record<string, string | number>, locale = 'en'): string {
  let own: string | undefined;
  if (locale !== 'en') for (const tag of localeFallbacks(locale)) if ((own = catalogueRegistry[tag]?.[`forms.rule.${key}`]) !== undefined) break;
  // Plural forms follow the language the text is written in: the English fallback is formatted as English.
  return formatMessage(own ?? RULE_MESSAGES[key], values, own === undefined ? 'en' : locale);
}

/**
 * Fills `%(name)s` placeholders (same syntax as the i18n layer, whose React half rules/ must not import). For a
 * form author's own message: its braces are shown as written, never read as ICU.
 */
export function fillMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/%\((\w+)\)s/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
