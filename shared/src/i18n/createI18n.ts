import { catalogueI18n } from './catalogueI18n';
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
  return catalogueI18n({ locale, catalogues });
}
