import '../i18n/en';
import { localeFallbacks } from '../i18n/localeFallbacks';
import { catalogueRegistry } from '../i18n/registry';

// Attributes whose value a visitor reads or hears.
const READ_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-description'];

/** Every text under `root` a visitor reads or hears: its text nodes and its text attributes, trimmed. */
function shownTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*')) for (const name of READ_ATTRIBUTES) texts.push(element.getAttribute(name) ?? '');
  if (root.ownerDocument.title) texts.push(root.ownerDocument.title);
  return texts.map((text) => text.trim()).filter(Boolean);
}

/**
 * The English catalogue texts (every key registered as English so far) shown under `root` although the page is in
 * `locale`: a text node or text attribute that is exactly one of them, where the locale has its own words for it (so
 * 'No' in Spanish, the same word, is not counted). [] when the page speaks the locale throughout.
 * @example expect(shownEnglish(document.body, 'es')).toEqual([]);
 */
export function shownEnglish(root: Element, locale: string): string[] {
  // The locale's own text for a key (es-MX: es-419, es), not English.
  const own = (key: string) => localeFallbacks(locale).map((tag) => catalogueRegistry[tag]?.[key]).find((text) => text !== undefined);
  const english = new Set(
    Object.entries(catalogueRegistry.en ?? {})
      // A text with placeholders or ICU is never shown as written; its words are checked where they are filled in.
      .filter(([key, text]) => !/[{%]/.test(text) && own(key) !== text)
      .map(([, text]) => text),
  );
  return [...new Set(shownTexts(root).filter((text) => english.has(text)))];
}
