import { formatMessage } from '../i18n/formatMessage';
import { COUNTS, GAP, type EnglishDrawing } from './englishFound';
import { messageArguments } from './localeChecks';
import type { Messages } from '../i18n/types';

// The half of englishShown's rule that needs the ICU parser (Node and jest only): English messages drawn for
// englishFound. Imports nothing that registers catalogues or touches a page, so the e2e walk can run it in Node.

/**
 * Each English message of `english` that `translated` does not write the same ('Zoom', 'PDF'), drawn as English draws
 * it for englishFound: a placeholder's value as GAP, a plural for one and for several.
 */
export function englishDrawings(english: Messages, translated: Messages): EnglishDrawing[] {
  return Object.entries(english)
    .filter(([key, text]) => translated[key] !== text)
    .map(([, text]) => ({ text, drawn: drawnOf(text) }));
}

// A text's drawings are the same whatever the locale: parsed once (the walk asks again for every page it checks).
const drawings = new Map<string, string[]>();
function drawnOf(text: string): string[] {
  let drawn = drawings.get(text);
  if (!drawn) {
    const names = messageArguments(text).map((argument) => argument.split(':')[0]!);
    const each = new Set<string>();
    for (const count of names.includes('count') ? COUNTS : [0]) {
      each.add(formatMessage(text, Object.fromEntries(names.map((name) => [name, name === 'count' ? count : GAP])), 'en'));
    }
    drawn = [...each];
    drawings.set(text, drawn);
  }
  return drawn;
}
