/**
 * The validation messages of spec §5 "Form toolkit", word for word. `%(name)s` placeholders are filled by
 * `fillMessage`. Texts the spec does not give (file size lists, list item counts, file types) say so.
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
  minLength: 'Enter at least %(count)s characters.',
  maxLength: 'Enter no more than %(count)s characters.',
  minValue: 'Enter a value greater than or equal to %(count)s.',
  maxValue: 'Enter a value less than or equal to %(count)s.',
  minFiles: 'Upload at least %(count)s file.',
  maxFiles: 'Upload no more than %(count)s files.',
  // Not worded by the spec ("message lists file names").
  maxFileSize: 'These files are larger than %(count)s MB: %(files)s.',
  maxCumulativeFileSize: 'The files together are larger than %(count)s MB.',
  fileType: 'These files are not of an accepted type (%(types)s): %(files)s.',
  // Not worded by the spec: files are uploaded as they are picked, before the form is sent.
  fileUploading: 'Wait until these files have finished uploading: %(files)s.',
  /** The server reads a file's bytes: a PNG renamed .pdf is not refused for its name. */
  fileContent: "These files' contents do not match their names or an accepted type (%(types)s): %(files)s.",
  // Not worded by the spec (dynamic lists are expected to carry their own messages).
  minItems: 'Add at least %(count)s items.',
  maxItems: 'Add no more than %(count)s items.',
  /** Also used for a date that cannot be read or lies outside enableFrom / enableUntil. */
  invalidValue: 'Enter a valid value.',
} as const;

export type RuleMessageKey = keyof typeof RULE_MESSAGES;

/** Fills `%(name)s` placeholders (same syntax as the i18n layer, which rules/ must not import). */
export function fillMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/%\((\w+)\)s/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
