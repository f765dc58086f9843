import { defineStore, sessionStore } from '@careers/shared/state';
import { availableLocales } from './availableLocales';
import { chooseLocale } from './chooseLocale';
import { loadLocale } from './localeLoading';

/**
 * The locale the page's texts are shown in: set once its catalogues are loaded (showLocale), so a change of
 * language redraws every text at once in the new one, never half in English while a chunk is on its way.
 */
export const localeStore = defineStore(() => ({ locale: 'en' }));

/**
 * The session's language (spec §9): its window setting (`?hl=`, the candidate's saved language, in the boot data),
 * then the browser's languages, then English, among the company's languages the product has messages for.
 */
export function sessionLocale(): string {
  const { language, configs } = sessionStore;
  const browserLanguages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return chooseLocale({ windowSetting: language, browserLanguages, supported: availableLocales(configs?.supportedLanguages ?? ['en']) });
}

let latest = 0;
let asked: string | null = null;

/**
 * Loads `locale`'s catalogues and then shows the page in it. When two changes overlap, the later one wins.
 * Rejects when a chunk did not arrive: the page stays in the language it was in.
 */
export async function showLocale(locale: string = sessionLocale()): Promise<void> {
  const call = ++latest;
  asked = locale;
  try {
    await loadLocale(locale);
  } catch (error) {
    if (call === latest) asked = localeStore.locale;
    throw error;
  }
  if (call === latest) localeStore.locale = locale;
}

/**
 * The language the page shows, or is switching to (its catalogues on their way): what API calls ask the server's
 * texts in (the transport's `x-locale`), so an answer that arrives with the switch is already in the new language.
 * Null before the page chose one: the server then chooses as it did for the page.
 */
export function pageLocale(): string | null {
  return asked;
}
