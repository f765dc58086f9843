import { join } from 'node:path';
import { MESSAGE_LOCALES, type Messages } from '@careers/shared/i18n';
import { describeLocales, registeredBy } from '@careers/shared/testing';
import { themeBuilderLocaleLoaders } from './themeBuilderLocales';

/** What the builder's catalogue module registers (jest hoists a mock only in the test file itself). */
const mockRegistered: Array<[string, Messages]> = [];
jest.mock('@careers/shared/i18n', () => ({
  ...jest.requireActual<object>('@careers/shared/i18n'),
  registerCatalogue: (locale: string, messages: Messages) => mockRegistered.push([locale, messages]),
}));

// The builder is never drawn by the server, so no module imports every locale at once: the test loads each file
// through the loaders the browser uses.
const all: Record<string, Messages> = {};
beforeAll(async () => {
  for (const [locale, load] of Object.entries(themeBuilderLocaleLoaders)) all[locale] = (await load()).default;
});

describeLocales({
  localesDir: join(__dirname, 'locales'),
  loaders: themeBuilderLocaleLoaders,
  all,
  english: async () => (await registeredBy(join(__dirname, 'themeBuilderMessages.ts'), mockRegistered)).en ?? {},
  offered: MESSAGE_LOCALES,
});
