import type { I18n } from '@careers/shared/i18n';

/** Languages whose nouns keep their capital inside a sentence. */
const CAPITALISED_NOUNS = new Set(['de']);

/**
 * 'See all applications': the link under a dashboard section, the tab's name inside the sentence, lower-cased as a
 * sentence needs it ('Ver todo en candidaturas'), except in German, whose nouns keep their capital ('Alle anzeigen:
 * Bewerbungen'). Scripts without case (ja, ar, he) are left as they are by toLocaleLowerCase.
 */
export function seeAllText({ t, locale }: Pick<I18n, 't' | 'locale'>, tab: string): string {
  const name = t(`dashboard.tab.${tab}`);
  const language = locale.split('-')[0]!.toLowerCase();
  return t('dashboard.seeAll', { what: CAPITALISED_NOUNS.has(language) ? name : name.toLocaleLowerCase(locale) });
}
