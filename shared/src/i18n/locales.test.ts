import { join } from 'node:path';
import { describeLocales } from '@careers/shared/testing';
import { allLocales } from './allLocales';
import { en } from './en';
import { MESSAGE_LOCALES } from './messageLocales';
import { sharedLocaleLoaders } from './sharedLocales';

describeLocales({
  localesDir: join(__dirname, 'locales'),
  loaders: sharedLocaleLoaders,
  all: allLocales,
  english: async () => en,
  offered: MESSAGE_LOCALES,
});
