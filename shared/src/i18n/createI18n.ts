import { formatMessage } from './formatMessage';
import { catalogueRegistry } from './registry';
import type { Catalogues, I18n } from './types';

/**
 * Creates a translator for `locale`: the locale's text, then its base language's, then English, then the key.
 * Without `catalogues` it reads the shared registry at call time, so catalogues registered later still count.
 * @example createI18n({ locale: 'es' }).t('shared.state.empty') // 'No se encontraron datos'
 */
export function createI18n({ locale, catalogues = catalogueRegistry }: { locale: string; catalogues?: Catalogues }): I18n {
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
