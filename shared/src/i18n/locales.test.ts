import { join } from 'node:path';
import { describeLocales } from '@careers/shared/testing';
import { allLocales } from './allLocales';
import { MESSAGE_LOCALES } from './messageLocales';
import { catalogueRegistry } from './registry';
import { sharedLocaleLoaders } from './sharedLocales';

describeLocales({
  localesDir: join(__dirname, 'locales'),
  loaders: sharedLocaleLoaders,
  all: allLocales,
  // The shared layer's own texts (en.ts) and the form toolkit's, which its modules register as English as they load.
  english: async () => {
    await import('../forms/texts');
    await import('../forms/engine/esignFrameTexts');
    await import('../forms/rules/messages');
    return { ...catalogueRegistry.en };
  },
  offered: MESSAGE_LOCALES,
});
