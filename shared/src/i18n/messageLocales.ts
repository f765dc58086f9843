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
  'ru',
  'fi',
  'th',
  'zh-CN',
  'it',
  'sv',
  'pt-PT',
  'vi',
  'id',
];
