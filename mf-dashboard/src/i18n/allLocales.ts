import type { Messages } from '@careers/shared/i18n';
import es from './locales/es';
import de from './locales/de';
import fr from './locales/fr';
import ptBR from './locales/pt-BR';
import ja from './locales/ja';
import ar from './locales/ar';
import he from './locales/he';
import ptPT from './locales/pt-PT';
import tr from './locales/tr';
import el from './locales/el';

/** Every locale of mf-dashboard at once, for its server-side renderer, which answers in any (localeLoaders.ts lists the same). */
export const allLocales: Record<string, Messages> = {
  es,
  de,
  fr,
  'pt-BR': ptBR,
  ja,
  ar,
  he,
  'pt-PT': ptPT,
  tr,
  el,
};
