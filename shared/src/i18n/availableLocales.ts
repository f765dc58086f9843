import { localeFallbacks } from './localeFallbacks';
import { MESSAGE_LOCALES } from './messageLocales';

/**
 * The company's configured languages (spec: supported languages) that the product has messages for (es-MX counts
 * by its Spanish), in the company's order: what a visitor may be shown and the language picker offers.
 * @example availableLocales(['en', 'es', 'fr', 'de']) // ['en', 'es'] while only those have messages
 */
export function availableLocales(configured: readonly string[], withMessages: readonly string[] = MESSAGE_LOCALES): string[] {
  return configured.filter((locale) => localeFallbacks(locale).some((tag) => withMessages.includes(tag)));
}
