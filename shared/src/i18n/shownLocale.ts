import { MESSAGE_LOCALES } from './messageLocales';
import { isPseudoLocale } from './pseudoLocale';

/**
 * The language the text of `locale` is actually shown in: the locale when it has messages, else its base
 * language's, else English (what `createI18n` falls back to). This, not the locale asked for, belongs in
 * `<html lang>`: 'de' without German messages shows English text.
 * @example shownLocale('de') // 'en': there are no German messages
 */
export function shownLocale(locale: string, withMessages: readonly string[] = MESSAGE_LOCALES): string {
  if (locale && (withMessages.includes(locale) || isPseudoLocale(locale))) return locale;
  const base = locale.split(/[-_]/)[0] ?? '';
  if (base && withMessages.includes(base)) return base;
  return 'en';
}

/**
 * The language tags of an Accept-Language header, most wanted first (q=0 and '*' left out), as
 * `navigator.languages` lists them in the browser that sent it.
 * @example acceptedLanguages('es-MX,es;q=0.9,en;q=0.5') // ['es-MX', 'es', 'en']
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
