import { readdirSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Messages } from '@careers/shared/i18n';
import { glossaries, glossaryGaps } from './glossaryChecks';
import { missingPluralForms } from './pluralForms';
import { readThrough } from './readThrough';
import { spokenNameGaps } from './spokenNames';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** Every argument a message names, with its kind: `count:plural`, `name`, `%(company)s` as `company`. */
export function messageArguments(text: string): string[] {
  const found = new Set<string>();
  for (const [, name] of text.matchAll(/%\((\w+)\)s/g)) found.add(name!);
  if (text.includes('{')) {
    const walk = (elements: Ast) => {
      for (const element of elements) {
        // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag (intl-messageformat's TYPE; 7, '#', has no value).
        if ('value' in element && typeof element.value === 'string' && element.type !== 0) {
          found.add(element.type === 5 || element.type === 6 ? `${element.value}:${element.type === 5 ? 'select' : 'plural'}` : element.value);
        }
        if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
        if ('children' in element) walk(element.children);
      }
    };
    walk(new IntlMessageFormat(text.replace(/%\((\w+)\)s/g, '{$1}'), 'en').getAst());
  }
  return [...found].sort();
}

/**
 * What a locale's catalogue lacks or gets wrong against the English one: a key it has not (`missing`), a key English
 * has not (`unknown`), a text whose placeholders or ICU arguments differ from English's, or one that does not parse.
 * `complete: false` (a locale still being written) leaves missing keys out; with `locale`, a plural without one of the
 * language's forms for a count is a gap too (missingPluralForms).
 */
export function localeGaps(english: Messages, translated: Messages, { complete = true, locale }: { complete?: boolean; locale?: string } = {}): string[] {
  const gaps: string[] = [];
  for (const key of Object.keys(english)) if (complete && !Object.hasOwn(translated, key)) gaps.push(`missing ${key}`);
  for (const [key, text] of Object.entries(translated)) {
    if (!Object.hasOwn(english, key)) {
      gaps.push(`unknown ${key}`);
      continue;
    }
    try {
      // By name: a plain argument may be a plural in another language, a plural may be plain in one without plurals
      // (ja). `count` may be used where English has no need of it: it is what calls pass for plurals.
      const names = (message: string) => [...new Set(messageArguments(message).map((argument) => argument.split(':')[0]!))];
      const want = names(english[key]!);
      const got = names(text);
      const lost = want.filter((name) => !got.includes(name));
      const added = got.filter((name) => !want.includes(name) && name !== 'count');
      if (lost.length || added.length) gaps.push(`${key}: arguments ${got.join(', ') || '(none)'} instead of ${want.join(', ') || '(none)'}`);
      const forms = locale ? missingPluralForms(text, locale) : [];
      if (forms.length) gaps.push(`${key}: plural without ${forms.join(', ')}`);
    } catch (error) {
      gaps.push(`${key}: does not parse (${(error as Error).message})`);
    }
  }
  return gaps;
}

/** The locales a package has files for (`<package>/src/i18n/locales/<locale>.ts`), sorted. */
export function localeFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => /^[a-zA-Z]{2,3}(-[A-Za-z0-9]+)*\.ts$/.test(name))
      .map((name) => name.slice(0, -3))
      .sort();
  } catch {
    return [];
  }
}

/**
 * The checks every package's locales get (its `src/i18n/locales.test.ts`): each locale file is listed both where the
 * browser loads it lazily and where the server's renderer registers it at once; every locale the product offers
 * (MESSAGE_LOCALES) has every English key with the same placeholders, itself or through its language (readThrough); a
 * locale still being written has no key English has not and no wrong placeholder; each text names the product's
 * terms (offer, application, saved search, job alert) as the locale's glossary does (glossaryChecks.ts).
 */
export function describeLocales({
  localesDir,
  loaders,
  all,
  english,
  offered,
}: {
  localesDir: string;
  loaders: Readonly<Record<string, unknown>>;
  all: Readonly<Record<string, Messages>>;
  english: () => Promise<Messages>;
  offered: readonly string[];
}): void {
  describe('locales', () => {
    test('each locale file is loaded lazily by the browser and at once by the server', () => {
      const files = localeFiles(localesDir);
      expect(Object.keys(loaders).sort()).toEqual(files);
      expect(Object.keys(all).sort()).toEqual(files);
    });

    test('every locale offered has every English text, with its placeholders (a regional one through its language)', async () => {
      const texts = await english();
      expect(Object.keys(texts).length).toBeGreaterThan(0);
      const complete = offered.filter((locale) => locale !== 'en');
      expect(complete.flatMap((locale) => localeGaps(texts, readThrough(locale, all, texts), { locale }).map((gap) => `${locale} ${gap}`))).toEqual([]);
    });

    test("a control's spoken name holds its visible words in every locale, as English's does (WCAG 2.5.3)", async () => {
      const texts = await english();
      const gaps = Object.keys(all).flatMap((locale) => spokenNameGaps(texts, readThrough(locale, all, texts), locale).map((gap) => `${locale} ${gap}`));
      expect(gaps).toEqual([]);
    });

    test("each locale's texts name the product's terms as its glossary does", async () => {
      const texts = await english();
      const found = glossaries();
      const gaps = Object.keys(all)
        .filter((locale) => found[locale])
        .flatMap((locale) => glossaryGaps(texts, all[locale]!, found[locale]!).map((gap) => `${locale} ${gap}`));
      expect(gaps).toEqual([]);
    });

    test('a locale still being written has no key English has not and no wrong placeholder', async () => {
      const texts = await english();
      const gaps = Object.keys(all)
        .filter((locale) => !offered.includes(locale))
        .flatMap((locale) => localeGaps(texts, all[locale]!, { complete: false, locale }).map((gap) => `${locale} ${gap}`));
      expect(gaps).toEqual([]);
    });
  });
}
