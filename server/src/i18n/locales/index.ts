import type { Catalogues } from '@careers/shared/i18n/types';
import { en } from '../en';
import es from './es';
import he from './he';

/**
 * Every language the server writes in, English first. Adding one: its file next to es.ts and one line here
 * (catalogues.test.ts then holds it to every English key and argument).
 */
export const SERVER_CATALOGUES: Catalogues = {
  en,
  es,
  he,
};
