import { formatMessage } from './formatMessage';
import type { Catalogues, I18n } from './types';

/**
 * createI18n over given catalogues, without the page's registry (whose catalogues import browser code): what the
 * server's own messages use (server/src/i18n). The locale's text, then its base language's, then English, then the
 * key; `catalogues` is read at call time.
 * @example catalogueI18n({ locale: 'es', catalogues: { en: { hi: 'Hi' }, es: { hi: 'Hola' } } }).t('hi') // 'Hola'
 */
export function catalogueI18n({ locale, catalogues }: { locale: string; catalogues: Catalogues }): I18n {
  const base = locale.split(/[-_]/)[0] ?? locale;
  return {
    locale,
    t(key, values) {
      const own = catalogues[locale]?.[key] ?? catalogues[base]?.[key];
      const text = own ?? catalogues.en?.[key] ?? key;
      // Plural forms follow the language the text is written in: an English fallback is formatted as English.
      return formatMessage(text, values, own === undefined ? 'en' : locale);
    },
  };
}
