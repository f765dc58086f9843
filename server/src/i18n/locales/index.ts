import type { Catalogues } from '@careers/shared/i18n/types';
import { en } from '../en';
import es from './es';
import ptBR from './pt-BR';
import fr from './fr';
import de from './de';
import ja from './ja';
import ar from './ar';
import he from './he';
import pl from './pl';
import ru from './ru';
import fi from './fi';
import th from './th';
import zhCN from './zh-CN';
import it from './it';
import sv from './sv';
import ptPT from './pt-PT';
import vi from './vi';
import id from './id';

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
  pl,
  ru,
  fi,
  th,
  'zh-CN': zhCN,
  it,
  sv,
  'pt-PT': ptPT,
  vi,
  id,
};
