import type { Messages } from '@careers/shared/i18n';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts of `english` that a page drawn in another locale still shows (in its text or in an aria-label,
 * title, placeholder or alt): the page's words checked against the catalogues' instead of a list of expectations.
 * A `%(name)s` placeholder matches any words; ICU texts (plurals) and texts the locale writes the same ('Zoom') are
 * left out, and short ones ('All') are matched as whole words only.
 * @example expect(englishShown(container, { ...formsMessages.en, ...en }, spanish)).toEqual([])
 */
export function englishShown(root: ParentNode, english: Messages, translated: Messages): string[] {
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  const shown: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) shown.push(node.textContent);
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) shown.push(element.getAttribute(name) ?? '');
  }
  return Object.entries(english)
    .filter(([key, text]) => !text.includes('{') && translated[key] !== text && text.replace(/%\(\w+\)s/g, '').trim().length > 2)
    .map(([, text]) => text)
    .filter((text) => {
      const pattern = new RegExp(`(^|[^\\p{L}])${text.split(/%\(\w+\)s/).map(escape).join('.+?')}($|[^\\p{L}])`, 'u');
      return shown.some((words) => pattern.test(words));
    });
}
