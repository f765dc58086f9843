import { formOptions } from './formOptions';
import { optionsUrl, readValue, type FormDefinition, type FormItem, type FormValues } from './rules';
import type { FormOptionsResponse } from '@careers/shared/contracts/forms';

// This server's option lists, as a select's endpoint names them (the same address checkAnswers reads).
const OPTION_LIST = /^\/api\/pcsx\/form_options\/([A-Za-z0-9_-]+)(?:\?|$)/;
const CHOICE_TYPES = new Set(['select', 'dropdown']);

/** Every question of the form, those of dynamic lists too, with whether it sits in a list (its parent is then an entry's). */
function* questionsOf(items: readonly FormItem[] | undefined, inList = false): Generator<{ item: FormItem; inList: boolean }> {
  for (const item of items ?? []) {
    yield { item, inList };
    yield* questionsOf(item.items, inList || item.type === 'dynamicList');
  }
}

/**
 * The answers of the form's option endpoints that this server lists (GET /api/pcsx/form_options/:list), by the address
 * the browser's toolkit asks (optionsUrl), as that route answers them: the server draws those selects with their
 * options instead of 'Loading' (issue 27: without scripts a candidate could not answer the Country question), and the
 * remote's first render shows the same lists. A list that needs its parent's answer is given for the parent's answer
 * in `values` (a country the profile filled in); without one, or inside a dynamic list, the browser asks as before.
 * Read from the lists themselves (services/forms/formOptions.ts), not a copy.
 */
export function drawnOptionLists(form: FormDefinition, values: FormValues): Record<string, FormOptionsResponse> {
  const lists: Record<string, FormOptionsResponse> = {};
  for (const section of form.sections) {
    for (const { item, inList } of questionsOf(section.items)) {
      if (!CHOICE_TYPES.has(item.type) || !item.optionsEndpoint) continue;
      const parentName = item.dependencies?.[0];
      if (inList && parentName !== undefined) continue;
      const url = optionsUrl(item.optionsEndpoint, parentName === undefined ? undefined : readValue(values, parentName));
      const list = url ? OPTION_LIST.exec(url)?.[1] : undefined;
      if (!url || !list || url in lists) continue;
      const options = formOptions(list, new URL(url, 'http://careers.invalid').searchParams.get('parent') ?? '');
      if (options) lists[url] = { data: { options } };
    }
  }
  return lists;
}
