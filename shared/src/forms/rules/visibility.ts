import { isEmptyValue } from './isEmptyValue';
import { dynamicLists, readListEntries, readValue, listFieldName } from './values';
import type { FormDefinition, FormItem, FormSection, FormValues, VisibleWhen } from './types';

const same = (a: unknown, b: unknown) =>
  a === b || ((typeof a !== 'object' || a === null) && (typeof b !== 'object' || b === null) && String(a) === String(b));

// A dependency holding several answers (a checkbox group) matches when any of them does.
const matchesOne = (value: unknown, expected: unknown) =>
  Array.isArray(value) ? value.some((entry) => same(entry, expected)) : same(value, expected);

function matchesWhen(when: VisibleWhen, value: unknown): boolean {
  if (when.notEmpty !== undefined && when.notEmpty === isEmptyValue(value)) return false;
  if ('equals' in when && !matchesOne(value, when.equals)) return false;
  if (when.in && !when.in.some((expected) => matchesOne(value, expected))) return false;
  return true;
}

/**
 * Whether a question shows (spec §4): one with dependencies is hidden while `visibleFn(dependencyValues)`
 * (or its data form `visibleWhen`, tested on the first dependency) is false. `resolveName` maps a
 * dependency to its field name, so a dynamic list entry's fields can depend on their siblings.
 */
export function isItemVisible(item: FormItem, values: FormValues, resolveName: (dependency: string) => string = (d) => d): boolean {
  const dependencies = item.dependencies ?? [];
  if (dependencies.length === 0) return true;
  const dependencyValues = dependencies.map((dependency) => readValue(values, resolveName(dependency)));
  if (item.visibleFn) return Boolean(item.visibleFn(dependencyValues));
  if (item.visibleWhen) return matchesWhen(item.visibleWhen, dependencyValues[0]);
  return true;
}

/** A list entry's dependency on a sibling field reads that sibling; anything else is a form-level name. */
export function entryNameResolver(list: FormItem, index: number): (dependency: string) => string {
  const siblings = new Set((list.items ?? []).map((field) => field.name));
  return (dependency) => (siblings.has(dependency) ? listFieldName(list.name, index, dependency) : dependency);
}

/** A section shows unless every one of its questions is hidden (spec §2). */
export function isSectionVisible(section: FormSection, values: FormValues): boolean {
  return section.items.length === 0 || section.items.some((item) => isItemVisible(item, values));
}

function deleteHidden(def: FormDefinition, values: FormValues): boolean {
  let changed = false;
  const remove = (name: string) => {
    if (Object.hasOwn(values, name)) {
      delete values[name];
      changed = true;
    }
  };
  for (const section of def.sections) {
    for (const item of section.items) {
      if (!isItemVisible(item, values)) {
        remove(item.name);
        for (const key of Object.keys(values)) if (key.startsWith(`${item.name}[`)) remove(key);
        continue;
      }
      if (item.type !== 'dynamicList') continue;
      const entries = readListEntries(values, item.name);
      entries.forEach((_, index) => {
        const resolve = entryNameResolver(item, index);
        for (const field of item.items ?? []) {
          if (isItemVisible(field, values, resolve)) continue;
          const nested = values[item.name];
          if (Array.isArray(nested)) {
            const entry = nested[index] as Record<string, unknown> | undefined;
            if (entry && Object.hasOwn(entry, field.name)) {
              nested[index] = { ...entry };
              delete (nested[index] as Record<string, unknown>)[field.name];
              changed = true;
            }
          } else remove(listFieldName(item.name, index, field.name));
        }
      });
    }
  }
  return changed;
}

/**
 * `values` without the answers of hidden questions (hidden fields are unregistered, spec §4), repeated until
 * nothing changes so a question hidden because its parent is hidden goes too.
 */
export function pruneHiddenValues(def: FormDefinition, values: FormValues): FormValues {
  const lists = dynamicLists(def);
  const copy: FormValues = { ...values };
  for (const name of lists.keys()) if (Array.isArray(copy[name])) copy[name] = [...(copy[name] as unknown[])];
  for (let pass = 0; pass <= def.sections.reduce((n, s) => n + s.items.length, 0); pass++) {
    if (!deleteHidden(def, copy)) break;
  }
  return copy;
}
