import { IntlMessageFormat } from 'intl-messageformat';
import type { Messages } from '@careers/shared/i18n/types';
import { missingPluralForms } from '@careers/shared/testing/pluralForms';

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/** The argument names of an ICU text (plural, select and nested ones included), sorted. */
export function argumentsOf(text: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // 0 literal, 7 pound: no argument; every other kind names one (argument, number, date, time, select, plural, tag).
      if (element.type !== 0 && element.type !== 7 && element.value) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(text, locale).getAst() as unknown as Element[]);
  return [...names].sort();
}

/**
 * What a locale's catalogue lacks against English: keys it does not have, texts that do not parse, texts whose
 * arguments are not English's, and plurals without one of the language's forms for a count. Empty when it is complete.
 */
export function catalogueProblems(english: Messages, messages: Messages, locale: string): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(english)) {
    const own = messages[key];
    if (own === undefined) {
      problems.push(`${locale}: ${key} is missing`);
      continue;
    }
    let args: string[];
    try {
      args = argumentsOf(own, locale);
    } catch (error) {
      problems.push(`${locale}: ${key} does not parse (${(error as Error).message})`);
      continue;
    }
    const wanted = argumentsOf(text, 'en');
    if (args.join(',') !== wanted.join(',')) problems.push(`${locale}: ${key} has {${args.join(', ')}}, English {${wanted.join(', ')}}`);
    const forms = missingPluralForms(own, locale);
    if (forms.length) problems.push(`${locale}: ${key} has a plural without ${forms.join(', ')}`);
  }
  for (const key of Object.keys(messages)) if (!Object.hasOwn(english, key)) problems.push(`${locale}: ${key} is not an English key`);
  return problems;
}
