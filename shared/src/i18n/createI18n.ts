import { formatMessage } from './formatMessage';
import { localeFallbacks } from './localeFallbacks';
import { catalogueRegistry } from './registry';
// The shared layer's English, in the registry wherever a translator is made.
import './en';
import type { Catalogues, I18n } from './types';

/**
 * Creates a translator for `locale`: the locale's text, then its fallbacks' (es-MX: es-419, es), then English,
 * then the key. Without `catalogues` it reads the shared registry at call time, so catalogues registered later
 * still count.
 * @example createI18n({ locale: 'es' }).t('shared.state.empty') // 'No se encontraron datos'
 */
export function createI18n({ locale, catalogues = catalogueRegistry }: { locale: string; catalogues?: Catalogues }): I18n {
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
