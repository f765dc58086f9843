import { IntlMessageFormat } from 'intl-messageformat';
import { interpolate } from './interpolate';

// Parsing an ICU text costs more than formatting it: each (locale, text) is parsed once per page.
const compiled = new Map<string, IntlMessageFormat>();

/**
 * Formats one catalogue text. Texts in ICU syntax (`{count, plural, one {# job} other {# jobs}}`) are formatted by
 * intl-messageformat, which picks the plural form with `Intl.PluralRules` for `locale` (Polish has one/few/many/
 * other, Spanish one/many/other …); their `%(name)s` placeholders become ICU arguments, so a value holding `#`, `{`
 * or an apostrophe is shown as written. Texts without `{` are the older `%(name)s` kind and never reach the parser.
 * @example formatMessage('{count, plural, one {# skill} other {# skills}}', { count: 1 }, 'en') // '1 skill'
 */
export function formatMessage(text: string, values: Record<string, string | number> | undefined, locale: string): string {
  if (!text.includes('{')) return values ? interpolate(text, values) : text;
  const given = values ?? {};
  // A placeholder without a value stays as written (no braces), as interpolate leaves it.
  const icu = text.replace(/%\((\w+)\)s/g, (placeholder, name: string) => (Object.hasOwn(given, name) ? `{${name}}` : placeholder));
  const key = `${locale}\u0000${icu}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(icu, locale);
    compiled.set(key, format);
  }
  return String(format.format(given));
}
