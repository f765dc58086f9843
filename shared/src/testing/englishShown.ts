// The shared layer's English, registered as it loads, so registeredTexts has it whatever the test imported.
import '../i18n/en';
import { formatMessage } from '../i18n/formatMessage';
import { localeFallbacks } from '../i18n/localeFallbacks';
import { catalogueRegistry } from '../i18n/registry';
import { messageArguments } from './localeChecks';
import type { Messages } from '../i18n/types';

// The one check that a page drawn in another language shows none of the catalogues' English (issue 30), for every
// package's page tests. A page's words are compared with the fixed words of each English message, as English draws
// it: placeholders (`%(name)s`, `{name}`) match any words, plurals are drawn for one and for several, so
// 'Applied %(date)s', '{count, plural, one {# job} other {# jobs}}' and 'Withdraw application for %(title)s' are
// found however they were filled in. Job content and a candidate's own data are not catalogue words, so they pass.

/** Attributes whose value a visitor reads or hears. */
const SPOKEN = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt'];
/** Stands for a placeholder's value while an English message is drawn; never in a page. */
const GAP = '\u0001';
/** The counts a plural is drawn for: one and several. */
const COUNTS = [1, 7];

/** Every text under `root` a visitor reads or hears: text nodes (not scripts or styles), spoken attributes, the title. */
function shownTexts(root: ParentNode): string[] {
  const texts = document.title ? [document.title] : [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    if (node.textContent?.trim()) texts.push(node.textContent.trim());
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of SPOKEN) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/**
 * How an English message can stand in a page: its drawings (one per plural count) as patterns, a placeholder's value
 * and a count matching any words. None when its fixed words are too few to tell (a bare '%(count)s', 'No').
 */
function patternsOf(text: string): RegExp[] {
  const names = messageArguments(text).map((argument) => argument.split(':')[0]!);
  const drawings = new Set<string>();
  for (const count of names.includes('count') ? COUNTS : [0]) {
    const values = Object.fromEntries(names.map((name) => [name, name === 'count' ? count : GAP]));
    drawings.add(formatMessage(text, values, 'en'));
  }
  return [...drawings].flatMap((drawn) => {
    const parts = drawn.split(new RegExp(`${GAP}|(?<!\\d)(?:${COUNTS.join('|')})(?!\\d)`));
    const fixed = parts.reduce((sum, part) => sum + letters(part), 0);
    if (fixed < (parts.length === 1 ? 2 : 4)) return [];
    const body = parts.map((part) => escaped(part)).join('.+?');
    // A short text alone ('Yes', 'All') is found only as a whole text: as a word it is also a word of other languages.
    if (parts.length === 1 && fixed < 4) return [new RegExp(`^${body}$`, 'u')];
    return [new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'su')];
  });
}

/**
 * The English texts of `english` that a page drawn in another locale still shows under `root`, leaving out the ones
 * `translated` writes the same ('Zoom', 'PDF'). [] when the page speaks the locale throughout.
 * @example expect(englishShown(document.body, { english: { ...en, ...formsMessages.en }, translated: spanish })).toEqual([])
 */
export function englishShown(root: ParentNode, { english, translated }: { english: Messages; translated: Messages }): string[] {
  const shown = shownTexts(root);
  return Object.entries(english)
    .filter(([key, text]) => translated[key] !== text)
    .filter(([, text]) => patternsOf(text).some((pattern) => shown.some((words) => pattern.test(words))))
    .map(([, text]) => text);
}

/**
 * English and `locale`'s texts as the page's registry holds them now (every catalogue loaded so far; `es-MX` reads
 * es-419 and es), for englishShown.
 * @example expect(englishShown(document.body, registeredTexts('es'))).toEqual([])
 */
export function registeredTexts(locale: string): { english: Messages; translated: Messages } {
  const translated: Messages = {};
  for (const tag of localeFallbacks(locale).reverse()) Object.assign(translated, catalogueRegistry[tag]);
  return { english: { ...catalogueRegistry.en }, translated };
}
