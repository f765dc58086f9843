// The shared layer's English, registered as it loads, so registeredTexts has it whatever the test imported.
import '../i18n/en';
import { localeFallbacks } from '../i18n/localeFallbacks';
import { catalogueRegistry } from '../i18n/registry';
import { englishDrawings } from './englishDrawings';
import { englishFound } from './englishFound';
import type { Messages } from '../i18n/types';

// The one check that a page drawn in another language shows none of the catalogues' English (issue 30), for every
// package's page tests. A page's words are compared with the fixed words of each English message, as English draws
// it: placeholders (`%(name)s`, `{name}`) match any words, plurals are drawn for one and for several, so
// 'Applied %(date)s', '{count, plural, one {# job} other {# jobs}}' and 'Withdraw application for %(title)s' are
// found however they were filled in. Job content and a candidate's own data are not catalogue words, so they pass.
// The matching itself is englishFound (no parser), which the e2e locale walk runs too; here the messages are drawn.

/** Attributes whose value a visitor reads or hears. */
const SPOKEN = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt'];
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

/**
 * The English texts of `english` that a page drawn in another locale still shows under `root`, leaving out the ones
 * `translated` writes the same ('Zoom', 'PDF'). [] when the page speaks the locale throughout.
 * @example expect(englishShown(document.body, { english: { ...en, ...formsMessages.en }, translated: spanish })).toEqual([])
 */
export function englishShown(root: ParentNode, { english, translated }: { english: Messages; translated: Messages }): string[] {
  return englishFound(shownTexts(root), englishDrawings(english, translated));
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
