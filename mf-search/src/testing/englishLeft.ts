import { createI18n } from '@careers/shared/i18n';
import { messageArguments } from '@careers/shared/testing';
import spanish from '../i18n/locales/es';

// Tests that a page drawn in another language shows none of this remote's English (issue 30): every text a node or a
// spoken attribute holds is compared with the fixed words of each English message of mf-search (its keys are the
// Spanish file's, which has them all). Job content and shared texts are not this remote's words, so they pass.

const GAP = '\u0001';
const COUNT = 7;

/**
 * The words of an English message that stay whatever its values, trimmed of punctuation: 'Posted %(date)s' →
 * ['Posted'], '%(count)s Jobs, click to expand' → ['Jobs, click to expand']. Read from the page's registry, so only
 * catalogues loaded count (a key none registered yields nothing).
 */
function fixedWords(key: string): string[] {
  const names = messageArguments(spanish[key as keyof typeof spanish]).map((argument) => argument.split(':')[0]!);
  const values = Object.fromEntries(names.map((name) => [name, name === 'count' ? COUNT : GAP]));
  const text = createI18n({ locale: 'en' }).t(key, values);
  if (text === key) return [];
  const parts = text.split(new RegExp(`${GAP}|(?<!\\d)${COUNT}(?!\\d)`));
  return parts
    .map((part) => part.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ''))
    .filter((part) => (part.match(/\p{L}/gu)?.length ?? 0) >= (parts.length === 1 ? 2 : 3));
}

const SPOKEN = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt'];

/** Every text the page holds, one per text node or spoken attribute, and the document's title. */
function pageTexts(root: Element = document.body): string[] {
  const texts = [document.title];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    if (node.textContent?.trim()) texts.push(node.textContent);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of SPOKEN) {
      const value = element.getAttribute(name);
      if (value?.trim()) texts.push(value);
    }
  }
  return texts;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * mf-search's English on the page, as `key: words in “text”`: any fixed words of one of its messages standing as
 * words of their own in a text of the page.
 */
export function englishLeft(texts: string[] = pageTexts()): string[] {
  const found: string[] = [];
  for (const key of Object.keys(spanish)) {
    for (const words of fixedWords(key)) {
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped(words)}(?![\\p{L}\\p{N}])`, 'u');
      for (const text of texts) if (pattern.test(text)) found.push(`${key}: ${words} in “${text}”`);
    }
  }
  return found;
}
