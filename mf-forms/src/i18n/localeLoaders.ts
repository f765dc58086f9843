import type { LocaleLoaders } from '@careers/shared/i18n';

/**
 * mf-forms's catalogues of the other locales (./locales/<locale>.ts), one chunk each, fetched only for a visitor shown
 * that locale (its English is in each feature's messages). allLocales.ts lists the same files for the server's renderer.
 */
export const localeLoaders: LocaleLoaders = {
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es'),
  de: () => import(/* webpackChunkName: "locale-de" */ './locales/de'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './locales/fr'),
  'pt-BR': () => import(/* webpackChunkName: "locale-pt-BR" */ './locales/pt-BR'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './locales/ja'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './locales/ar'),
  he: () => import(/* webpackChunkName: "locale-he" */ './locales/he'),
  'pt-PT': () => import(/* webpackChunkName: "locale-pt-PT" */ './locales/pt-PT'),
  tr: () => import(/* webpackChunkName: "locale-tr" */ './locales/tr'),
  el: () => import(/* webpackChunkName: "locale-el" */ './locales/el'),
};
