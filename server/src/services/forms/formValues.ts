import { badInput } from '../../domainErrors';
import { dynamicLists, flattenValues, parseListKey, type FormDefinition, type FormItem, type FormValues } from './rules';

/** Entries of a dynamic list a request may carry; real lists are short (their own rules say how short). */
export const MAX_LIST_ENTRIES = 50;
const MAX_TEXT = 20_000;
const MAX_ARRAY = 200;
const MAX_DEPTH = 4;
/** Stored values without file bytes; far above any real form. */
const MAX_VALUES_JSON = 256 * 1024;

const NO_VALUE = new Set(['info', 'instruction']);
export const FILE_TYPES = new Set(['file_upload', 'fileUpload']);

/** The question a value key belongs to: a top-level item, or a dynamic list entry's field. */
export function itemOfKey(def: FormDefinition, key: string): FormItem | undefined {
  const entry = parseListKey(key);
  for (const section of def.sections) {
    for (const item of section.items) {
      if (!entry && item.name === key) return item;
      if (entry && item.type === 'dynamicList' && item.name === entry.list && entry.index < MAX_LIST_ENTRIES) {
        return item.items?.find((field) => field.name === entry.field);
      }
    }
  }
  return undefined;
}

const invalid = (key: string, why: string) => badInput('invalid_request', `The field "values.${key}" ${why}.`);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How many entries list `item` may have in a request: its own maxLength rule, never more than MAX_LIST_ENTRIES. */
function listCap(item: FormItem): number {
  const rule = item.rules?.find((r) => r.type === 'maxLength');
  const max = rule === undefined ? NaN : Number(rule.value);
  return Number.isInteger(max) && max >= 0 ? Math.min(max, MAX_LIST_ENTRIES) : MAX_LIST_ENTRIES;
}

/**
 * `raw` with every dynamic list bounded before anything walks it: a list longer than it may be is a 400
 * (a request with 300,000 entries must cost nothing), and each entry keeps only its list's fields.
 * Runs before flattenValues, whose work grows with the entries and their keys.
 */
function boundLists(def: FormDefinition, raw: FormValues): FormValues {
  const lists = dynamicLists(def);
  if (lists.size === 0) return raw;
  const out: FormValues = { ...raw };
  for (const key of Object.keys(raw)) {
    const entry = parseListKey(key);
    const list = entry ? lists.get(entry.list) : undefined;
    if (list && entry && entry.index >= listCap(list)) throw invalid(list.name, `has more than ${listCap(list)} entries`);
  }
  for (const [name, list] of lists) {
    if (!Object.hasOwn(raw, name) || raw[name] === null) continue;
    const entries = raw[name];
    if (!Array.isArray(entries)) throw invalid(name, 'must be a list');
    const cap = listCap(list);
    if (entries.length > cap) throw invalid(name, `has more than ${cap} entries`);
    const fields = (list.items ?? []).map((field) => field.name);
    out[name] = entries.map((entry, index) => {
      if (entry === null) return {};
      if (!isRecord(entry)) throw invalid(`${name}[${index}]`, 'must be an object');
      return Object.fromEntries(fields.filter((field) => Object.hasOwn(entry, field)).map((field) => [field, entry[field]]));
    });
  }
  return out;
}

/** JSON of a sane size and depth: the fallback for question types without a shape of their own. */
function checkShape(key: string, value: unknown, depth = 0): void {
  if (depth > MAX_DEPTH) throw invalid(key, 'is nested too deeply');
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalid(key, 'is not a number');
    return;
  }
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT) throw invalid(key, `is longer than ${MAX_TEXT} characters`);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY) throw invalid(key, `has more than ${MAX_ARRAY} entries`);
    for (const entry of value) checkShape(key, entry, depth + 1);
    return;
  }
  if (typeof value === 'object') {
    for (const entry of Object.values(value as Record<string, unknown>)) checkShape(key, entry, depth + 1);
    return;
  }
  throw invalid(key, 'is not valid');
}

function text(key: string, value: unknown, what = 'text'): string {
  if (typeof value !== 'string') throw invalid(key, `must be ${what}`);
  if (value.length > MAX_TEXT) throw invalid(key, `is longer than ${MAX_TEXT} characters`);
  return value;
}

function texts(key: string, value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) throw invalid(key, 'must be a list of texts');
  if (value.length > MAX_ARRAY) throw invalid(key, `has more than ${MAX_ARRAY} entries`);
  for (const entry of value) text(key, entry);
  return value as string[];
}

/** A number, or a string that reads as one ('' is an empty answer): the number rules read both. */
function numeric(key: string, value: unknown): number | string {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.length <= 100 && (value.trim() === '' || Number.isFinite(Number(value)))) return value;
  throw invalid(key, 'must be a number');
}

/** The listed fields of object `value`, each a string (or null) or, for `flags`, a boolean; others are dropped. */
function record(key: string, value: unknown, what: string, strings: readonly string[], flags: readonly string[] = []): Record<string, unknown> {
  if (!isRecord(value)) throw invalid(key, `must be ${what}`);
  const out: Record<string, unknown> = {};
  for (const field of strings) {
    if (!Object.hasOwn(value, field) || value[field] === undefined) continue;
    if (value[field] !== null) text(`${key}.${field}`, value[field]);
    out[field] = value[field];
  }
  for (const field of flags) {
    if (!Object.hasOwn(value, field) || value[field] === undefined) continue;
    if (typeof value[field] !== 'boolean') throw invalid(`${key}.${field}`, 'must be true or false');
    out[field] = value[field];
  }
  return out;
}

const FILE_TEXT = ['uid', 'name', 'type', 'webkitRelativePath', 'status', 'previewUrl'] as const;
const FILE_NUMBERS = ['size', 'lastModified'] as const;

/** One entry of a file question: an UploadedFile (base64 `content`) or a stored file (`fileId`). */
function fileEntry(key: string, value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw invalid(key, 'must be a list of files');
  const out: Record<string, unknown> = {};
  for (const field of FILE_TEXT) {
    if (value[field] === undefined || value[field] === null) continue;
    out[field] = text(`${key}.${field}`, value[field]);
  }
  for (const field of FILE_NUMBERS) {
    if (value[field] === undefined || value[field] === null) continue;
    if (typeof value[field] !== 'number' || !Number.isFinite(value[field])) throw invalid(`${key}.${field}`, 'must be a number');
    out[field] = value[field];
  }
  // Base64 is large by nature; formFiles decodes and checks it, the body limit bounds it.
  if (value.content !== undefined && value.content !== null) {
    if (typeof value.content !== 'string') throw invalid(`${key}.content`, 'must be text');
    out.content = value.content;
  }
  const id = value.fileId;
  if (id !== undefined && id !== null) {
    const ok = (typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && /^\d{1,15}$/.test(id));
    if (!ok) throw invalid(`${key}.fileId`, 'must be a file id');
    out.fileId = id;
  }
  // A resume from the candidate's profile chosen as the answer (profileResumeAnswers copies it into a file).
  const resumeId = value.resumeId;
  if (resumeId !== undefined && resumeId !== null) {
    if (typeof resumeId !== 'number' || !Number.isSafeInteger(resumeId)) throw invalid(`${key}.resumeId`, 'must be a resume id');
    out.resumeId = resumeId;
  }
  return out;
}

function files(key: string, value: unknown): Array<Record<string, unknown>> {
  if (!Array.isArray(value)) throw invalid(key, 'must be a list of files');
  if (value.length > MAX_ARRAY) throw invalid(key, `has more than ${MAX_ARRAY} entries`);
  return value.map((entry, index) => fileEntry(`${key}[${index}]`, entry));
}

/**
 * The answer `value` of question `item` in the shape its type has in the toolkit (else 400 naming
 * the field), rebuilt from the fields that shape knows. The rules judge the content afterwards; this
 * makes sure they, the file checks and the stored JSON only ever see what the toolkit can send.
 */
function shapeOf(item: FormItem, key: string, value: unknown): unknown {
  if (value === null) return null;
  switch (item.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'ssn':
    case 'sin':
    case 'date':
      return text(key, value);
    case 'select':
    case 'radio':
    case 'dropdown':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      return text(key, value, 'one of the options');
    case 'checkbox':
    case 'skillSelector':
      return texts(key, value);
    case 'checkboxItem':
      if (typeof value !== 'boolean') throw invalid(key, 'must be true or false');
      return value;
    case 'number':
    case 'star_rating':
      return numeric(key, value);
    case 'dateRange':
      return record(key, value, 'a date range', ['startDate', 'endDate'], ['isCurrent']);
    case 'phone':
      // The toolkit sends { callingCode, number, country }; the stored string form ('+4915123456789') is read too.
      return typeof value === 'string' ? text(key, value) : record(key, value, 'a phone number', ['callingCode', 'number', 'country']);
    case 'embedded_form':
    case 'esignForm':
      return record(key, value, 'a signature', ['signedAt'], ['signed']);
    case 'file_upload':
    case 'fileUpload':
      return files(key, value);
    default:
      checkShape(key, value);
      return value;
  }
}

/**
 * The answers of `raw` that belong to questions of `def`, in the flat contract shape, each in its
 * question type's shape (else 400 naming it). Unknown keys are dropped; file contents are left for
 * formFiles. Accepts nested dynamic lists too (`{ jobs: [{ title }] }`), as the toolkit's final-form
 * state has them, bounded before they are read.
 */
export function cleanValues(def: FormDefinition, raw: FormValues): FormValues {
  const flat = flattenValues(def, boundLists(def, raw));
  const out: FormValues = {};
  for (const [key, value] of Object.entries(flat)) {
    const item = itemOfKey(def, key);
    if (!item || NO_VALUE.has(item.type) || item.type === 'dynamicList' || value === undefined) continue;
    out[key] = shapeOf(item, key, value);
  }
  return out;
}

/** Stored values as JSON, refusing what no form needs (files are ids by now). */
export function valuesJson(values: FormValues): string {
  const json = JSON.stringify(values);
  if (json.length > MAX_VALUES_JSON) throw badInput('invalid_request', 'The form answers are too large.');
  return json;
}

/** The value keys of `values` that hold files, with their question. */
export function fileFields(def: FormDefinition, values: FormValues): Array<{ key: string; item: FormItem }> {
  const out: Array<{ key: string; item: FormItem }> = [];
  for (const key of Object.keys(values)) {
    const item = itemOfKey(def, key);
    if (item && FILE_TYPES.has(item.type)) out.push({ key, item });
  }
  return out;
}
