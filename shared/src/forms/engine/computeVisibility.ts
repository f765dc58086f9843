import { listFieldName, readListEntries } from '../rules/values';
import { entryNameResolver, isItemVisible, pruneHiddenValues } from '../rules/visibility';
import type { FormDefinition, FormValues } from '../rules/types';

export interface VisibilitySnapshot {
  /** Field names of hidden questions (list entry fields as `list[i].field`). */
  hidden: Set<string>;
  /** Ids of sections whose questions are all hidden. */
  hiddenSections: Set<string>;
}

/** Which questions and sections are hidden for `values` (a question under a hidden parent is hidden too). */
export function computeVisibility(def: FormDefinition, values: FormValues): VisibilitySnapshot {
  const visibleValues = pruneHiddenValues(def, values);
  const hidden = new Set<string>();
  const hiddenSections = new Set<string>();
  for (const section of def.sections) {
    let anyVisible = section.items.length === 0;
    for (const item of section.items) {
      if (!isItemVisible(item, visibleValues)) {
        hidden.add(item.name);
        continue;
      }
      anyVisible = true;
      if (item.type !== 'dynamicList') continue;
      readListEntries(visibleValues, item.name).forEach((_, index) => {
        const resolve = entryNameResolver(item, index);
        for (const field of item.items ?? []) {
          if (!isItemVisible(field, visibleValues, resolve)) hidden.add(listFieldName(item.name, index, field.name));
        }
      });
    }
    if (!anyVisible) hiddenSections.add(section.id);
  }
  return { hidden, hiddenSections };
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((entry) => b.has(entry));

/** Whether two snapshots hide the same things. */
export function sameVisibility(a: VisibilitySnapshot, b: VisibilitySnapshot): boolean {
  return sameSet(a.hidden, b.hidden) && sameSet(a.hiddenSections, b.hiddenSections);
}
