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
  cs: () => import(/* webpackChunkName: "locale-shared-cs" */ './locales/cs'),
  ru: () => import(/* webpackChunkName: "locale-shared-ru" */ './locales/ru'),
  uk: () => import(/* webpackChunkName: "locale-shared-uk" */ './locales/uk'),
  fi: () => import(/* webpackChunkName: "locale-shared-fi" */ './locales/fi'),
  et: () => import(/* webpackChunkName: "locale-shared-et" */ './locales/et'),
  th: () => import(/* webpackChunkName: "locale-shared-th" */ './locales/th'),
  'zh-CN': () => import(/* webpackChunkName: "locale-shared-zh-CN" */ './locales/zh-CN'),
  it: () => import(/* webpackChunkName: "locale-shared-it" */ './locales/it'),
  nl: () => import(/* webpackChunkName: "locale-shared-nl" */ './locales/nl'),
  sv: () => import(/* webpackChunkName: "locale-shared-sv" */ './locales/sv'),
  'pt-PT': () => import(/* webpackChunkName: "locale-shared-pt-PT" */ './locales/pt-PT'),
  sk: () => import(/* webpackChunkName: "locale-shared-sk" */ './locales/sk'),
  lt: () => import(/* webpackChunkName: "locale-shared-lt" */ './locales/lt'),
  bg: () => import(/* webpackChunkName: "locale-shared-bg" */ './locales/bg'),
  vi: () => import(/* webpackChunkName: "locale-shared-vi" */ './locales/vi'),
  id: () => import(/* webpackChunkName: "locale-shared-id" */ './locales/id'),
  'zh-TW': () => import(/* webpackChunkName: "locale-shared-zh-TW" */ './locales/zh-TW'),
  ko: () => import(/* webpackChunkName: "locale-shared-ko" */ './locales/ko'),
  ro: () => import(/* webpackChunkName: "locale-shared-ro" */ './locales/ro'),
  'fr-CA': () => import(/* webpackChunkName: "locale-shared-fr-CA" */ './locales/fr-CA'),
  da: () => import(/* webpackChunkName: "locale-shared-da" */ './locales/da'),
  tr: () => import(/* webpackChunkName: "locale-shared-tr" */ './locales/tr'),
  el: () => import(/* webpackChunkName: "locale-shared-el" */ './locales/el'),
  hr: () => import(/* webpackChunkName: "locale-shared-hr" */ './locales/hr'),
  no: () => import(/* webpackChunkName: "locale-shared-no" */ './locales/no'),
  'en-GB': () => import(/* webpackChunkName: "locale-shared-en-GB" */ './locales/en-GB'),
  hu: () => import(/* webpackChunkName: "locale-shared-hu" */ './locales/hu'),
  sl: () => import(/* webpackChunkName: "locale-shared-sl" */ './locales/sl'),
  'es-419': () => import(/* webpackChunkName: "locale-shared-es-419" */ './locales/es-419'),
};

defineLocales('shared', sharedLocaleLoaders);
