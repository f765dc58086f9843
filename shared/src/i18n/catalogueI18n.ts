import { formatMessage } from './formatMessage';
import { localeFallbacks } from './localeFallbacks';
import type { Catalogues, I18n } from './types';

/**
 * createI18n over given catalogues, without the page's registry (whose catalogues import browser code): what the
 * server's own messages use (server/src/i18n). The locale's text, then its fallbacks' (es-MX: es-419, es), then
 * English, then the key; `catalogues` is read at call time.
 * @example catalogueI18n({ locale: 'es', catalogues: { en: { hi: 'Hi' }, es: { hi: 'Hola' } } }).t('hi') // 'Hola'
 */
export function catalogueI18n({ locale, catalogues }: { locale: string; catalogues: Catalogues }): I18n {
  const chain = localeFallbacks(locale);
  return {
    locale,
    t(key, values) {
      let own: string | undefined;
      for (const tag of chain) if ((own = catalogues[tag]?.[key]) !== undefined) break;
      const text = own ?? catalogues.en?.[key] ?? key;
      // Plural forms follow the language the text is written in: an English fallback is formatted as English.
      return formatMessage(text, values, own === undefined ? 'en' : locale);
    },
  };
}
