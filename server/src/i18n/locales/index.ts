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
import cs from './cs';
import ru from './ru';
import uk from './uk';
import fi from './fi';
import et from './et';
import th from './th';
import zhCN from './zh-CN';
import it from './it';
import nl from './nl';
import sv from './sv';
import ptPT from './pt-PT';
import sk from './sk';
import lt from './lt';
import bg from './bg';
import vi from './vi';
import id from './id';
import zhTW from './zh-TW';
import ko from './ko';
import ro from './ro';
import frCA from './fr-CA';
import da from './da';
import tr from './tr';
import el from './el';
import hr from './hr';
import no from './no';
import enGB from './en-GB';
import hu from './hu';
import sl from './sl';
import es419 from './es-419';

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
  cs,
  ru,
  uk,
  fi,
  et,
  th,
  'zh-CN': zhCN,
  it,
  nl,
  sv,
  'pt-PT': ptPT,
  sk,
  lt,
  bg,
  vi,
  id,
  'zh-TW': zhTW,
  ko,
  ro,
  'fr-CA': frCA,
  da,
  tr,
  el,
  hr,
  no,
  'en-GB': enGB,
  hu,
  sl,
  'es-419': es419,
};
