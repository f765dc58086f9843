import './sharedLocales';

export { interpolate } from './interpolate';
export { formatMessage } from './formatMessage';
export { chooseLocale } from './chooseLocale';
export { localeFallbacks } from './localeFallbacks';
export { availableLocales } from './availableLocales';
export { textDirection } from './textDirection';
export { createI18n } from './createI18n';
export { registerCatalogue } from './registry';
export { defineLocales, loadLocale, registerLocales, type LocaleLoaders } from './localeLoading';
export { localeStore, pageLocale, sessionLocale, showLocale } from './localeStore';
export { followCareersLanguage, loadWidgetLocale, markWidgetLanguage } from './widgetLocale';
export { I18nProvider, useI18n } from './I18nProvider';
export { en } from './en';
export type { Catalogues, I18n, Messages } from './types';
export { acceptedLanguages, shownLocale } from './shownLocale';
export { MESSAGE_LOCALES } from './messageLocales';
