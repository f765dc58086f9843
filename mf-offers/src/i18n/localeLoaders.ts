import type { LocaleLoaders } from '@careers/shared/i18n';

/**
 * mf-offers's catalogues of the other locales (./locales/<locale>.ts), one chunk each, fetched only for a visitor shown
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
  pl: () => import(/* webpackChunkName: "locale-pl" */ './locales/pl'),
  cs: () => import(/* webpackChunkName: "locale-cs" */ './locales/cs'),
  ru: () => import(/* webpackChunkName: "locale-ru" */ './locales/ru'),
  uk: () => import(/* webpackChunkName: "locale-uk" */ './locales/uk'),
  fi: () => import(/* webpackChunkName: "locale-fi" */ './locales/fi'),
  et: () => import(/* webpackChunkName: "locale-et" */ './locales/et'),
  th: () => import(/* webpackChunkName: "locale-th" */ './locales/th'),
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN" */ './locales/zh-CN'),
  it: () => import(/* webpackChunkName: "locale-it" */ './locales/it'),
  nl: () => import(/* webpackChunkName: "locale-nl" */ './locales/nl'),
  sv: () => import(/* webpackChunkName: "locale-sv" */ './locales/sv'),
  'pt-PT': () => import(/* webpackChunkName: "locale-pt-PT" */ './locales/pt-PT'),
  sk: () => import(/* webpackChunkName: "locale-sk" */ './locales/sk'),
  lt: () => import(/* webpackChunkName: "locale-lt" */ './locales/lt'),
  bg: () => import(/* webpackChunkName: "locale-bg" */ './locales/bg'),
  vi: () => import(/* webpackChunkName: "locale-vi" */ './locales/vi'),
  id: () => import(/* webpackChunkName: "locale-id" */ './locales/id'),
  'zh-TW': () => import(/* webpackChunkName: "locale-zh-TW" */ './locales/zh-TW'),
  ko: () => import(/* webpackChunkName: "locale-ko" */ './locales/ko'),
  ro: () => import(/* webpackChunkName: "locale-ro" */ './locales/ro'),
  'fr-CA': () => import(/* webpackChunkName: "locale-fr-CA" */ './locales/fr-CA'),
  da: () => import(/* webpackChunkName: "locale-da" */ './locales/da'),
  tr: () => import(/* webpackChunkName: "locale-tr" */ './locales/tr'),
  el: () => import(/* webpackChunkName: "locale-el" */ './locales/el'),
  hr: () => import(/* webpackChunkName: "locale-hr" */ './locales/hr'),
  no: () => import(/* webpackChunkName: "locale-no" */ './locales/no'),
  'en-GB': () => import(/* webpackChunkName: "locale-en-GB" */ './locales/en-GB'),
  hu: () => import(/* webpackChunkName: "locale-hu" */ './locales/hu'),
  sl: () => import(/* webpackChunkName: "locale-sl" */ './locales/sl'),
};
