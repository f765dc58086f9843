import type { LocaleLoaders } from '@careers/shared/i18n';

/**
 * shell's catalogues of the other locales, one chunk each, fetched only for a visitor shown that locale (its
 * English is in each feature's messages). allLocales.ts lists the same files for the server's renderer.
 */
export const localeLoaders: LocaleLoaders = {
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es'),
  de: () => import(/* webpackChunkName: "locale-de" */ './locales/de'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './locales/fr'),
  'pt-BR': () => import(/* webpackChunkName: "locale-pt-BR" */ './locales/pt-BR'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './locales/ja'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './locales/ar'),
  he: () => import(/* webpackChunkName: "locale-he" */ './locales/he'),
  pl: () => import(/* webpackChunkName: "locale-pl" */ './locales/pl'),
  ru: () => import(/* webpackChunkName: "locale-ru" */ './locales/ru'),
  fi: () => import(/* webpackChunkName: "locale-fi" */ './locales/fi'),
  th: () => import(/* webpackChunkName: "locale-th" */ './locales/th'),
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN" */ './locales/zh-CN'),
  it: () => import(/* webpackChunkName: "locale-it" */ './locales/it'),
  sv: () => import(/* webpackChunkName: "locale-sv" */ './locales/sv'),
  'pt-PT': () => import(/* webpackChunkName: "locale-pt-PT" */ './locales/pt-PT'),
  vi: () => import(/* webpackChunkName: "locale-vi" */ './locales/vi'),
  id: () => import(/* webpackChunkName: "locale-id" */ './locales/id'),
};
