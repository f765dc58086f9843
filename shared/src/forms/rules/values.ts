import { parseListKey } from './listKey';
import type { FormDefinition, FormItem, FormValues } from './types';

// Lists are short by nature; a hostile index or a huge array must not become a huge amount of work.
const MAX_LIST_INDEX = 1000;

/** The name of a dynamic list entry's field, "prefixed with list name and index" (spec §3). */
export function listFieldName(list: string, index: number, field: string): string {
  return `${list}[${index}].${field}`;
}

function readPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split(/[.[\]]+/).filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The value of `name` in flat values (`'jobs[0].title'` as a key, the contract's shape) or nested ones
 * (`{ jobs: [{ title }] }`, final-form's shape), so the browser and the server read the same way.
 */
export function readValue(values: FormValues, name: string): unknown {
  if (Object.hasOwn(values, name)) return values[name];
  return name.includes('.') || name.includes('[') ? readPath(values, name) : undefined;
}

/** The dynamic lists of a definition, by name. */
export function dynamicLists(def: FormDefinition): Map<string, FormItem> {
  const lists = new Map<string, FormItem>();
  for (const section of def.sections) {
    for (const item of section.items) if (item.type === 'dynamicList') lists.set(item.name, item);
  }
  return lists;
}

/** The entries of dynamic list `list`, from nested values or from flat `list[i].field` keys. */
export function readListEntries(values: FormValues, list: string): Array<Record<string, unknown>> {
  const nested = values[list];
  if (Array.isArray(nested)) {
    return nested.slice(0, MAX_LIST_INDEX + 1).map((entry) => (entry !== null && typeof entry === 'object' ? { ...(entry as Record<string, unknown>) } : {}));
  }
  const entries: Array<Record<string, unknown>> = [];
  for (const [key, value] of Object.entries(values)) {
    const parsed = parseListKey(key);
    if (!parsed || parsed.list !== list) continue;
    // A hostile index would make a huge sparse array.
    if (parsed.index > MAX_LIST_INDEX) continue;
    for (let i = entries.length; i <= parsed.index; i++) entries.push({});
    (entries[parsed.index] as Record<string, unknown>)[parsed.field] = value;
  }
  return entries;
}

/**
 * Values in the contract's flat shape: each dynamic list becomes `list[i].field` keys (null for an empty
 * field, so an entry left blank still counts after a JSON round trip).
 */
export function flattenValues(def: FormDefinition, values: FormValues): FormValues {
  const lists = dynamicLists(def);
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    const list = lists.get(key);
    if (!list) {
      out[key] = value;
      continue;
    }
    if (!Array.isArray(value)) continue;
    const fields = (list.items ?? []).map((item) => item.name);
    readListEntries(values, key).forEach((entry, index) => {
      for (const field of new Set([...fields, ...Object.keys(entry)])) {
        out[listFieldName(key, index, field)] = entry[field] ?? null;
      }
    });
  }
  return out;
}

/** Values in final-form's nested shape: flat `list[i].field` keys become `{ list: [{ field }] }`. */
export function nestValues(def: FormDefinition, values: FormValues): FormValues {
  const lists = dynamicLists(def);
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    const parsed = parseListKey(key);
    if (!parsed || !lists.has(parsed.list)) out[key] = value;
  }
  for (const name of lists.keys()) {
    if (Array.isArray(values[name]) || Object.keys(values).some((key) => parseListKey(key)?.list === name)) {
      out[name] = readListEntries(values, name);
    }
  }
  return out;
}
