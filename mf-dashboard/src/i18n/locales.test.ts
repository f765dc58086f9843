import { join } from 'node:path';
import { MESSAGE_LOCALES, type Messages } from '@careers/shared/i18n';
import { describeLocales, packageEnglish } from '@careers/shared/testing';
import { allLocales } from './allLocales';
import { localeLoaders } from './localeLoaders';

/** What each catalogue module registers (jest hoists a mock only in the test file itself). */
const mockRegistered: Array<[string, Messages]> = [];
jest.mock('@careers/shared/i18n', () => ({
  ...jest.requireActual<object>('@careers/shared/i18n'),
  registerCatalogue: (locale: string, messages: Messages) => mockRegistered.push([locale, messages]),
}));

describeLocales({
  localesDir: join(__dirname, 'locales'),
  loaders: localeLoaders,
  all: allLocales,
  // The theme builder's texts have locale files of their own (features/themeBuilder/themeBuilderLocales.test.ts).
  english: () => packageEnglish(join(__dirname, '..'), mockRegistered, [join(__dirname, '../features/themeBuilder')]),
  offered: MESSAGE_LOCALES,
});
