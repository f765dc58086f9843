/**
 * The locales the product has messages for, English first (the others' files: `<package>/src/i18n/locales/<locale>.ts`).
 * Kept apart from the catalogues so the server can read it without loading browser code; a test keeps both in step.
 * A language is offered (settings, negotiation) only when it is here.
 */
export const MESSAGE_LOCALES: readonly string[] = [
  'en',
  'es',
  'de',
  'fr',
  'pt-BR',
  'ja',
  'ar',
  'he',
  'pl',
  'cs',
  'ru',
  'uk',
  'fi',
  'et',
  'th',
  'zh-CN',
  'it',
  'nl',
  'sv',
  'pt-PT',
  'sk',
  'bg',
  'vi',
  'zh-TW',
  'ro',
  'da',
  'tr',
  'sl',
];
