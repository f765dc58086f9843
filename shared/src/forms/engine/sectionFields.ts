import { readListEntries, listFieldName } from '../rules/values';
import type { FormItem, FormSection, FormValues } from '../rules/types';
import { listErrorName } from './listErrorName';

export interface SectionField {
  item: FormItem;
  /** The value's field name. */
  name: string;
  /** Where its validation error lives (a list's count error has its own field). */
  errorName: string;
}

const ANSWERLESS = new Set(['info', 'instruction']);

/** The answerable fields of a section in order, list entries expanded (hidden ones included; filter after). */
export function sectionFields(section: FormSection, values: FormValues): SectionField[] {
  const fields: SectionField[] = [];
  for (const item of section.items) {
    if (ANSWERLESS.has(item.type)) continue;
    if (item.type !== 'dynamicList') {
      fields.push({ item, name: item.name, errorName: item.name });
      continue;
    }
    fields.push({ item, name: item.name, errorName: listErrorName(item.name) });
    readListEntries(values, item.name).forEach((_, index) => {
      for (const field of item.items ?? []) {
        if (ANSWERLESS.has(field.type)) continue;
        const name = listFieldName(item.name, index, field.name);
        fields.push({ item: field, name, errorName: name });
      }
    });
  }
  return fields;
}
