import type { LocaleLoaders } from '@careers/shared/i18n';

/**
 * The theme builder's texts in the other locales, one chunk each, fetched only when a theme editor opens the builder
 * in that locale (or changes to it there): no candidate's page, not even the dashboard's locale chunks, carries them.
 * Its English is in themeBuilderMessages.ts.
 */
export const themeBuilderLocaleLoaders: LocaleLoaders = {
  ar: () => import(/* webpackChunkName: "theme-builder-ar" */ './locales/ar'),
  bg: () => import(/* webpackChunkName: "theme-builder-bg" */ './locales/bg'),
  cs: () => import(/* webpackChunkName: "theme-builder-cs" */ './locales/cs'),
  da: () => import(/* webpackChunkName: "theme-builder-da" */ './locales/da'),
  de: () => import(/* webpackChunkName: "theme-builder-de" */ './locales/de'),
  el: () => import(/* webpackChunkName: "theme-builder-el" */ './locales/el'),
  'en-GB': () => import(/* webpackChunkName: "theme-builder-en-GB" */ './locales/en-GB'),
  es: () => import(/* webpackChunkName: "theme-builder-es" */ './locales/es'),
  'es-419': () => import(/* webpackChunkName: "theme-builder-es-419" */ './locales/es-419'),
  et: () => import(/* webpackChunkName: "theme-builder-et" */ './locales/et'),
  fi: () => import(/* webpackChunkName: "theme-builder-fi" */ './locales/fi'),
  fr: () => import(/* webpackChunkName: "theme-builder-fr" */ './locales/fr'),
  'fr-CA': () => import(/* webpackChunkName: "theme-builder-fr-CA" */ './locales/fr-CA'),
  he: () => import(/* webpackChunkName: "theme-builder-he" */ './locales/he'),
  hr: () => import(/* webpackChunkName: "theme-builder-hr" */ './locales/hr'),
  hu: () => import(/* webpackChunkName: "theme-builder-hu" */ './locales/hu'),
  id: () => import(/* webpackChunkName: "theme-builder-id" */ './locales/id'),
  it: () => import(/* webpackChunkName: "theme-builder-it" */ './locales/it'),
  ja: () => import(/* webpackChunkName: "theme-builder-ja" */ './locales/ja'),
  ko: () => import(/* webpackChunkName: "theme-builder-ko" */ './locales/ko'),
  lt: () => import(/* webpackChunkName: "theme-builder-lt" */ './locales/lt'),
  nl: () => import(/* webpackChunkName: "theme-builder-nl" */ './locales/nl'),
  no: () => import(/* webpackChunkName: "theme-builder-no" */ './locales/no'),
  pl: () => import(/* webpackChunkName: "theme-builder-pl" */ './locales/pl'),
  'pt-BR': () => import(/* webpackChunkName: "theme-builder-pt-BR" */ './locales/pt-BR'),
  'pt-PT': () => import(/* webpackChunkName: "theme-builder-pt-PT" */ './locales/pt-PT'),
  ro: () => import(/* webpackChunkName: "theme-builder-ro" */ './locales/ro'),
  ru: () => import(/* webpackChunkName: "theme-builder-ru" */ './locales/ru'),
  sk: () => import(/* webpackChunkName: "theme-builder-sk" */ './locales/sk'),
  sl: () => import(/* webpackChunkName: "theme-builder-sl" */ './locales/sl'),
  sv: () => import(/* webpackChunkName: "theme-builder-sv" */ './locales/sv'),
  th: () => import(/* webpackChunkName: "theme-builder-th" */ './locales/th'),
  tr: () => import(/* webpackChunkName: "theme-builder-tr" */ './locales/tr'),
  uk: () => import(/* webpackChunkName: "theme-builder-uk" */ './locales/uk'),
  vi: () => import(/* webpackChunkName: "theme-builder-vi" */ './locales/vi'),
  'zh-CN': () => import(/* webpackChunkName: "theme-builder-zh-CN" */ './locales/zh-CN'),
  'zh-TW': () => import(/* webpackChunkName: "theme-builder-zh-TW" */ './locales/zh-TW'),
};
