import type { Db } from '../../db/database';
import { checkFiles, type FileOwner } from './formFiles';
import { formOptions } from './formOptions';
import { cleanValues, fileFields, itemOfKey } from './formValues';
import { invalidForm } from './invalidForm';
import {
  isEmptyValue,
  pruneHiddenValues,
  readValue,
  ruleMessage,
  validateForm,
  validateItem,
  type FormDefinition,
  type FormValues,
} from './rules';

export interface CheckedAnswers {
  /** Flat answers; each file checked and described by its stored row (attachFiles marks them used). */
  values: FormValues;
}

const OPTION_LIST = /^\/api\/pcsx\/form_options\/([A-Za-z0-9_-]+)/;

/**
 * Selects whose options come from this server's option lists must hold one of them for their parent's
 * value. (The shared rules check inline options; "lists loaded from an endpoint are checked by their owner".)
 */
function checkOptionLists(def: FormDefinition, values: FormValues, errors: Record<string, string>, locale: string): void {
  for (const key of Object.keys(values)) {
    const item = itemOfKey(def, key);
    const list = item?.optionsEndpoint ? OPTION_LIST.exec(item.optionsEndpoint)?.[1] : undefined;
    if (!item || !list || errors[key] || isEmptyValue(values[key])) continue;
    const parentName = item.dependencies?.[0];
    const parent = parentName === undefined ? '' : String(readValue(values, parentName) ?? '');
    const options = formOptions(list, parent);
    if (!options) continue;
    const allowed = new Set(options.length ? options.map((o) => o.value) : ['N/A']);
    const chosen = Array.isArray(values[key]) ? (values[key] as unknown[]) : [values[key]];
    if (!chosen.every((choice) => allowed.has(String(choice)))) errors[key] = ruleMessage('invalidValue', undefined, locale);
  }
}

/**
 * A submission, checked exactly as the toolkit checks it in the browser (the shared rules), plus what
 * only the server can check: file contents and server-made option lists. Answers of hidden questions are
 * dropped. Throws 422 `invalid_form` with every field's message; nothing has been stored then. The messages are in
 * `locale`, the request's language (requestLocale), word for word what the toolkit showed in that page; a form
 * author's own message (a rule's `message`) as written.
 */
export async function checkSubmission(db: Db, owner: FileOwner, def: FormDefinition, raw: FormValues, today = new Date(), locale = 'en'): Promise<CheckedAnswers> {
  const visible = pruneHiddenValues(def, cleanValues(def, raw));
  const files = await checkFiles(db, owner, def, visible, locale);
  const errors = { ...validateForm(def, files.values, { today, locale }), ...files.errors };
  checkOptionLists(def, files.values, errors, locale);
  if (Object.keys(errors).length) throw invalidForm(errors);
  return { values: files.values };
}

/**
 * A save without submitting (spec: drafts, in-progress forms): answers may be incomplete or wrong, but
 * files are still checked by content, count and size, since their bytes get stored. Messages in `locale`, as above.
 */
export async function checkSave(db: Db, owner: FileOwner, def: FormDefinition, raw: FormValues, today = new Date(), locale = 'en'): Promise<CheckedAnswers> {
  const cleaned = cleanValues(def, raw);
  const files = await checkFiles(db, owner, def, cleaned, locale);
  const errors: Record<string, string> = { ...files.errors };
  for (const { key, item } of fileFields(def, files.values)) {
    const list = files.values[key];
    if (errors[key] || !Array.isArray(list) || list.length === 0) continue;
    const error = validateItem(item, list, files.values, { today, locale });
    if (error) errors[key] = error;
  }
  if (Object.keys(errors).length) throw invalidForm(errors);
  return { values: files.values };
}
