import { readListEntries, readValue, listFieldName } from './values';
import { entryNameResolver, isItemVisible, pruneHiddenValues } from './visibility';
import { validateItem } from './validateItem';
import type { FormDefinition, FormValues, ValidateOptions } from './types';

/**
 * Every error of a filled-in form, by field name; {} when it can be submitted. Hidden questions are
 * skipped (and their answers ignored by the questions that depend on them); dynamic list entries are
 * reported under `list[i].field`. Accepts flat (contract) or nested (final-form) values.
 */
export function validateForm(def: FormDefinition, values: FormValues, opts: ValidateOptions = {}): Record<string, string> {
  const visibleValues = pruneHiddenValues(def, values);
  const errors: Record<string, string> = {};
  const report = (name: string, error: string | undefined) => {
    if (error) errors[name] = error;
  };
  for (const section of def.sections) {
    for (const item of section.items) {
      if (!isItemVisible(item, visibleValues)) continue;
      if (item.type !== 'dynamicList') {
        report(item.name, validateItem(item, readValue(visibleValues, item.name), visibleValues, opts));
        continue;
      }
      const entries = readListEntries(visibleValues, item.name);
      report(item.name, validateItem(item, entries, visibleValues, opts));
      entries.forEach((entry, index) => {
        const resolve = entryNameResolver(item, index);
        for (const field of item.items ?? []) {
          if (!isItemVisible(field, visibleValues, resolve)) continue;
          report(listFieldName(item.name, index, field.name), validateItem(field, entry[field.name], visibleValues, opts));
        }
      });
    }
  }
  return errors;
}
