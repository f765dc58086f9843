import type { IntlMessageFormat } from 'intl-messageformat';

/** An ICU syntax tree, as IntlMessageFormat takes it instead of a text (the parser's type is not re-exported). */
type MessageFormatElement = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>[number];

/**
 * The pseudo-locales (issue 30): English made to look translated, so a text that skips the message layer, or a box
 * too narrow for a longer language, shows on any page. en-XA is accented and ~30 % longer; ar-XB is the same text
 * shown right to left (Chromium's and Android's tags). Both are made from the English catalogues as a text is
 * formatted (formatMessage), never offered to candidates unless the server is told to (PSEUDO_LOCALES).
 */
export const PSEUDO_LOCALES: readonly string[] = ['en-XA', 'ar-XB'];

/** Whether `locale` is one of the pseudo-locales. */
export const isPseudoLocale = (locale: string): boolean => PSEUDO_LOCALES.includes(locale);

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);
// Words, not one long run: a longer language still breaks into lines, and the padding must too.
const PADDING = ' ōñé ţŵö ţĥŕéé ƒöûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ ōñé ţŵö ţĥŕéé ƒöûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ';
// ar-XB: each run of the catalogue's words drawn right to left (RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING).
const RLO = '\u202E';
const PDF = '\u202C';

function words(text: string, locale: string): string {
  if (!text) return text;
  return locale === 'ar-XB' ? `${RLO}${text}${PDF}` : text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter]!);
}

// A space and at least one letter, then ~30 % of the text's length.
const padding = (length: number) => (length ? PADDING.slice(0, Math.max(2, Math.ceil(length * 0.3)) + 1).trimEnd() : '');

/**
 * A `%(name)s` text (no ICU) in `locale`: its words accented (en-XA) or turned right to left (ar-XB), its
 * placeholders as written, in brackets with ~30 % more.
 * @example pseudoText('Hello %(name)s', 'en-XA') // '[Ĥéļļö %(name)s ōñ]'
 */
export function pseudoText(text: string, locale: string): string {
  let length = 0;
  const shown = text
    .split(/(%\(\w+\)s)/)
    .map((part, i) => (i % 2 ? part : ((length += part.length), words(part, locale))))
    .join('');
  return `[${shown}${words(padding(length), locale)}]`;
}

function mapLiterals(tree: MessageFormatElement[], change: (text: string) => string): MessageFormatElement[] {
  return tree.map((element) => {
    if (element.type === 0) return { ...element, value: change(element.value) };
    if (element.type === 5 || element.type === 6) {
      const options = Object.fromEntries(Object.entries(element.options).map(([name, option]) => [name, { ...option, value: mapLiterals(option.value, change) }]));
      return { ...element, options } as MessageFormatElement;
    }
    if (element.type === 8) return { ...element, children: mapLiterals(element.children, change) };
    return element;
  });
}

/**
 * An ICU syntax tree in `locale`: only its literal text changes (arguments, plural and select forms, `#` and tags
 * stay), bracketed with ~30 % more, so `{count, plural, one {# job} other {# jobs}}` stays a valid message.
 */
export function pseudoTree(tree: MessageFormatElement[], locale: string): MessageFormatElement[] {
  let length = 0;
  const changed = mapLiterals(tree, (text) => ((length += text.length), words(text, locale)));
  return [{ type: 0, value: '[' }, ...changed, { type: 0, value: `${words(padding(length), locale)}]` }] as MessageFormatElement[];
}
