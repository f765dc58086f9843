export { interpolate } from './interpolate';
export { chooseLocale } from './chooseLocale';
export { createI18n } from './createI18n';
export { registerCatalogue } from './registry';
export { I18nProvider, useI18n } from './I18nProvider';
export { en } from './en';
export { es } from './es';
export type { Catalogues, I18n, Messages } from './types';
export { acceptedLanguages, shownLocale } from './shownLocale';
