import { IntlMessageFormat } from 'intl-messageformat';
import { compiledMessage } from './compiledMessages';
import { interpolate } from './interpolate';
import { isPseudoLocale, pseudoText, pseudoTree } from './pseudoLocale';

// Making a formatter costs more than formatting: one per (locale, text) and page.
const formatters = new Map<string, IntlMessageFormat>();
const PLACEHOLDER = /%\((\w+)\)s/g;

/**
 * A formatter of `icu` (every placeholder written as `{name}`): from the syntax tree the build made
 * (precompileMessagesLoader.cjs; the browser builds carry no ICU parser), else parsed here (Node, jest).
 */
function formatterFor(icu: string, locale: string): IntlMessageFormat {
  const key = `${locale}\u0000${icu}`;
  let format = formatters.get(key);
  if (!format) {
    const tree = compiledMessage(icu);
    try {
      format = new IntlMessageFormat(tree ?? icu, isPseudoLocale(locale) ? 'en' : locale);
      // A pseudo-locale's text is the English one's syntax tree with its words changed (plural rules stay English's).
      if (isPseudoLocale(locale)) format = new IntlMessageFormat(pseudoTree(format.getAst(), locale), 'en');
    } catch (error) {
      // Without a parser (browser builds) a text the build did not see cannot be formatted: say which one.
      if (tree || !(error instanceof Error) || !/without parser|__parse/.test(error.message)) throw error;
      throw new Error(`The message "${icu}" was not compiled at build time (shared/precompileMessagesLoader.cjs)`, { cause: error });
    }
    formatters.set(key, format);
  }
  return format;
}

/**
 * Formats one catalogue text. Texts in ICU syntax (`{count, plural, one {# job} other {# jobs}}`) are formatted by
 * intl-messageformat, which picks the plural form with `Intl.PluralRules` for `locale` (Polish has one/few/many/
 * other, Spanish one/many/other …); their `%(name)s` placeholders become ICU arguments, so a value holding `#`, `{`
 * or an apostrophe is shown as written. Texts without `{` are the older `%(name)s` kind and never reach the parser.
 * @example formatMessage('{count, plural, one {# skill} other {# skills}}', { count: 1 }, 'en') // '1 skill'
 */
export function formatMessage(text: string, values: Record<string, string | number> | undefined, locale: string): string {
  if (!text.includes('{')) {
    const shown = isPseudoLocale(locale) ? pseudoText(text, locale) : text;
    return values ? interpolate(shown, values) : shown;
  }
  const given: Record<string, string | number> = { ...values };
  // A placeholder without a value stays as written, as interpolate leaves it: it is given its own text as value,
  // so one syntax tree (the build's, with every placeholder an argument) serves every call.
  for (const [placeholder, name] of text.matchAll(PLACEHOLDER)) if (!Object.hasOwn(given, name!)) given[name!] = placeholder;
  return String(formatterFor(text.replace(PLACEHOLDER, '{$1}'), locale).format(given));
}
