import type { I18n } from '@careers/shared/i18n';
import { ENTRY_FIELDS, type EntryKind } from './entryFields';

/** The entry form's boxes: the kind's two text fields, then the period. */
export interface EntryForm {
  main: string;
  second: string;
  startDate: string;
  endDate: string;
}

const DATE = /^(19\d\d|20\d\d|2100)(-(0[1-9]|1[0-2]))?$/;
const MAX_TEXT = 200;

/**
 * The server's checks of an entry (the same words), made before sending so an incomplete entry is not sent:
 * messages by the field names profile_edit uses, in the page's language.
 * @example checkEntry('experience', { main: '', second: 'Acme', startDate: '', endDate: '' }, t) // { title: 'Enter the job title.' }
 */
export function checkEntry(kind: EntryKind, form: EntryForm, t: I18n['t']): Record<string, string> {
  const spec = ENTRY_FIELDS[kind];
  const fields: Record<string, string> = {};
  for (const [field, value] of [[spec.main, form.main], [spec.second, form.second]] as const) {
    if (!value.trim()) fields[field.name] = t(field.missing);
    else if (value.trim().length > MAX_TEXT) fields[field.name] = t(field.tooLong, { max: MAX_TEXT });
  }
  const start = form.startDate.trim();
  const end = form.endDate.trim();
  if (start && !DATE.test(start)) fields.startDate = t('profile.entry.startInvalid');
  if (end && !DATE.test(end)) fields.endDate = t('profile.entry.endInvalid');
  if (start && end && !fields.startDate && !fields.endDate && end < start) fields.endDate = t('profile.entry.endBeforeStart');
  return fields;
}
