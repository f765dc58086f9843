import { createI18n } from '@careers/shared/i18n';
import { documentMessages } from '../features/document/documentMessages';
import { offersMessages } from './offersMessages';

// One key per counted text, the plural inside it (README "Messages: plurals and the i18n layer"): one day, one page.
const { t } = createI18n({ locale: 'en', catalogues: { en: { ...offersMessages.en, ...documentMessages } } });

it.each<[number, string]>([
  [0, 'Expires today'],
  [1, 'Expires in 1 day'],
  [2, 'Expires in 2 days'],
])("an offer's countdown for %s: %s", (count, expected) => {
  expect(t('offers.list.expiresIn', { count })).toBe(expected);
});

it.each<[number, string]>([
  [1, 'The document has 1 page. Its text follows.'],
  [2, 'The document has 2 pages. Its text follows.'],
])("the PDF viewer's page count for %s: %s", (count, expected) => {
  expect(t('offers.documentPage.pdfPages', { count })).toBe(expected);
});
