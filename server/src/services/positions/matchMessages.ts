import type { ServerMessageKey } from '../../i18n/en';
import type { ServerI18n } from '../../i18n/serverI18n';
import { isPseudoLocale } from '@careers/shared/i18n/pseudoLocale';

/** The match explanation's sentences: the `server.match.*` keys of server/src/i18n/en.ts, without the prefix. */
type MatchMessageKey = ServerMessageKey extends infer K ? (K extends `server.match.${infer Name}` ? Name : never) : never;

/**
 * One sentence of the match explanation (API contract item 2) in the page's language (issue 30): ICU texts in the
 * server's catalogues (server/src/i18n), so counts read right in each language ('the 1 skill', '1 year', Arabic's
 * 'سنتان' and '3 سنوات'), formatted as the browser's message layer formats them.
 */
export function matchMessage(i18n: ServerI18n, key: MatchMessageKey, values?: Record<string, string | number>): string {
  return i18n.t(`server.match.${key}`, values);
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * "A", "A and B", "A, B and C" in English (and the English pseudo-locales); the language's own list in any other
 * (Intl.ListFormat: 'A, B y C', 'A، B وC', 'A、B、C'). The items are the company's (skills, role titles), as written.
 * @example listOf(['Go', 'SQL', 'React'], 'de') // 'Go, SQL und React'
 */
export function listOf(items: string[], locale = 'en'): string {
  if (items.length <= 1) return items.join('');
  if (locale === 'en' || locale.startsWith('en-') || isPseudoLocale(locale)) return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}
