import { defineLocales, type LocaleLoaders } from './localeLoading';

/**
 * The shared package's own texts in the other locales (its English is en.ts, registered at start), one chunk each,
 * fetched only for a visitor shown that locale. allLocales.ts lists the same files for the server's renderers.
 */
export const sharedLocaleLoaders: LocaleLoaders = {
  es: () => import(/* webpackChunkName: "locale-shared-es" */ './locales/es'),
  de: () => import(/* webpackChunkName: "locale-shared-de" */ './locales/de'),
  fr: () => import(/* webpackChunkName: "locale-shared-fr" */ './locales/fr'),
  'pt-BR': () => import(/* webpackChunkName: "locale-shared-pt-BR" */ './locales/pt-BR'),
  ja: () => import(/* webpackChunkName: "locale-shared-ja" */ './locales/ja'),
  ar: () => import(/* webpackChunkName: "locale-shared-ar" */ './locales/ar'),
  he: () => import(/* webpackChunkName: "locale-shared-he" */ './locales/he'),
  pl: () => import(/* webpackChunkName: "locale-shared-pl" */ './locales/pl'),
  ru: () => import(/* webpackChunkName: "locale-shared-ru" */ './locales/ru'),
  fi: () => import(/* webpackChunkName: "locale-shared-fi" */ './locales/fi'),
  th: () => import(/* webpackChunkName: "locale-shared-th" */ './locales/th'),
  'zh-CN': () => import(/* webpackChunkName: "locale-shared-zh-CN" */ './locales/zh-CN'),
  it: () => import(/* webpackChunkName: "locale-shared-it" */ './locales/it'),
  sv: () => import(/* webpackChunkName: "locale-shared-sv" */ './locales/sv'),
  'pt-PT': () => import(/* webpackChunkName: "locale-shared-pt-PT" */ './locales/pt-PT'),
  vi: () => import(/* webpackChunkName: "locale-shared-vi" */ './locales/vi'),
  id: () => import(/* webpackChunkName: "locale-shared-id" */ './locales/id'),
};

defineLocales('shared', sharedLocaleLoaders);
