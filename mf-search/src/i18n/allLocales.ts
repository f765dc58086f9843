import type { Messages } from '@careers/shared/i18n';
import es from './locales/es';
import de from './locales/de';
import fr from './locales/fr';
import ptBR from './locales/pt-BR';
import ja from './locales/ja';
import ar from './locales/ar';
import he from './locales/he';
import pl from './locales/pl';
import ru from './locales/ru';
import fi from './locales/fi';
import th from './locales/th';
import zhCN from './locales/zh-CN';
import it from './locales/it';
import sv from './locales/sv';
import ptPT from './locales/pt-PT';
import vi from './locales/vi';
import id from './locales/id';

/** Every locale of mf-search at once, for its server-side renderer, which answers in any (localeLoaders.ts lists the same). */
export const allLocales: Record<string, Messages> = {
  es,
  de,
  fr,
  'pt-BR': ptBR,
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
