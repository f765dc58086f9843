import type { Messages } from '@careers/shared/i18n';
import es from './locales/es';
import de from './locales/de';
import fr from './locales/fr';
import ptBR from './locales/pt-BR';
import ja from './locales/ja';
import ar from './locales/ar';
import he from './locales/he';
import pl from './locales/pl';
import cs from './locales/cs';
import ru from './locales/ru';
import uk from './locales/uk';
import fi from './locales/fi';
import et from './locales/et';
import th from './locales/th';
import zhCN from './locales/zh-CN';
import it from './locales/it';
import nl from './locales/nl';
import sv from './locales/sv';
import ptPT from './locales/pt-PT';
import sk from './locales/sk';
import lt from './locales/lt';
import bg from './locales/bg';
import vi from './locales/vi';
import id from './locales/id';
import zhTW from './locales/zh-TW';
import ko from './locales/ko';
import ro from './locales/ro';
import frCA from './locales/fr-CA';
import da from './locales/da';
import tr from './locales/tr';
import el from './locales/el';
import hr from './locales/hr';
import no from './locales/no';
import enGB from './locales/en-GB';
import hu from './locales/hu';
import sl from './locales/sl';
import es419 from './locales/es-419';

/** Every locale of mf-dashboard at once, for its server-side renderer, which answers in any (localeLoaders.ts lists the same). */
export const allLocales: Record<string, Messages> = {
  es,
  de,
  fr,
  'pt-BR': ptBR,
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
