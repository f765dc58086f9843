import { createI18n } from '@careers/shared/i18n';
import './dashboardMessages';
import { seeAllText } from './seeAllText';

const catalogues = (seeAll: string, tab: string) => ({ 'dashboard.seeAll': seeAll, 'dashboard.tab.applications': tab });

test("the tab's name is lower-cased inside the sentence, except in German, whose nouns keep their capital", () => {
  expect(seeAllText(createI18n({ locale: 'en' }), 'applications')).toBe('See all applications');
  expect(seeAllText(createI18n({ locale: 'es', catalogues: { en: {}, es: catalogues('Ver todo en %(what)s', 'Candidaturas') } }), 'applications')).toBe('Ver todo en candidaturas');
  expect(seeAllText(createI18n({ locale: 'de-AT', catalogues: { en: {}, 'de-AT': catalogues('Alle anzeigen: %(what)s', 'Bewerbungen') } }), 'applications')).toBe('Alle anzeigen: Bewerbungen');
});
