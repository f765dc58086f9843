import type { Catalogues } from '@careers/shared/i18n/types';
import { en } from '../en';
import es from './es';
import ptBR from './pt-BR';
import fr from './fr';
import de from './de';
import ja from './ja';
import ar from './ar';
import he from './he';
import ptPT from './pt-PT';
import tr from './tr';
import el from './el';

/**
 * Every language the server writes in, English first. Adding one: its file next to es.ts and one line here
 * (catalogues.test.ts then holds it to every English key and argument).
 */
export const SERVER_CATALOGUES: Catalogues = {
  en,
  es,
  'pt-BR': ptBR,
  fr,
  de,
  ja,
  ar,
  he,
  'pt-PT': ptPT,
  tr,
  el,
};
