import { IntlMessageFormat } from 'intl-messageformat';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

// The counts the product shows (jobs, days, files, skills): whole numbers, 0 to 1,000 telling every category apart.
const COUNTS = Array.from({ length: 1001 }, (_, count) => count);

/**
 * The plural categories a count (a whole number: jobs, days, files) takes in `locale`, from the language's CLDR
 * rules: Polish one/few/many/other, Slovenian one/two/few/other, Japanese other. A category only fractions or
 * millions reach (Czech's many, Spanish's many) is not asked for.
 */
export function countCategories(locale: string): string[] {
  const rules = new Intl.PluralRules(locale);
  const found = new Set(COUNTS.map((count) => rules.select(count)));
  return rules.resolvedOptions().pluralCategories.filter((category) => found.has(category));
}

/** The plural categories of `locale` a text's plurals leave out ('{count, plural, one {…} other {…}}' in Polish: few, many). */
export function missingPluralForms(text: string, locale: string): string[] {
  const wanted = countCategories(locale);
  const rules = new Intl.PluralRules(locale);
  // A category is written when it has its branch, or when every count it takes has an exact one ('=1' is German's one).
  const covered = (options: object, category: string) =>
    Object.hasOwn(options, category) || COUNTS.filter((count) => rules.select(count) === category).every((count) => Object.hasOwn(options, `=${count}`));
  const missing = new Set<string>();
  const walk = (elements: Ast) => {
    for (const element of elements) {
      if ('options' in element) {
        // 6 plural (cardinal; an ordinal's categories are other ones), 5 select.
        if (element.type === 6 && !('pluralType' in element && element.pluralType === 'ordinal')) {
          for (const category of wanted) if (!covered(element.options, category)) missing.add(category);
        }
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if ('children' in element) walk(element.children);
    }
  };
  if (text.includes('{')) walk(new IntlMessageFormat(text.replace(/%\((\w+)\)s/g, '{$1}'), 'en').getAst());
  return wanted.filter((category) => missing.has(category));
}
