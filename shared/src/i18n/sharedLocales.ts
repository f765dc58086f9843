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
  'pt-PT': () => import(/* webpackChunkName: "locale-shared-pt-PT" */ './locales/pt-PT'),
  tr: () => import(/* webpackChunkName: "locale-shared-tr" */ './locales/tr'),
  el: () => import(/* webpackChunkName: "locale-shared-el" */ './locales/el'),
};

defineLocales('shared', sharedLocaleLoaders);
