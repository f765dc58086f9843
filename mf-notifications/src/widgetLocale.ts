import { MESSAGE_LOCALES, chooseLocale, defineLocales, localeStore, sessionLocale, showLocale, shownLocale, textDirection, type LocaleLoaders } from '@careers/shared/i18n';
import { sessionStore } from '@careers/shared/state';

/**
 * The language of a widget embedded on another site (spec §9, as the careers site chooses it): the session's where
 * the page has the careers boot data, else the browser's languages among the locales the product has messages for.
 * The widgets' boot call (notifications_boot_data) names neither the candidate's saved language nor the company's
 * languages, so on a host page those are unknown: es-MX is shown Spanish, a language without messages English.
 */
function widgetLocale(): string {
  if (sessionStore.configs) return sessionLocale();
  const browserLanguages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return chooseLocale({ windowSetting: sessionStore.language, browserLanguages, supported: MESSAGE_LOCALES });
}

/**
 * Says where the widget's catalogues are and loads its language's before the first render, so it never shows English
 * first. A chunk that does not arrive leaves it in English (this resolves all the same): the widget still works.
 */
export async function loadWidgetLocale(owner: string, loaders: LocaleLoaders): Promise<void> {
  defineLocales(owner, loaders);
  const locale = widgetLocale();
  await showLocale(locale).catch((error: unknown) => console.warn(`[${owner}] the ${locale} messages did not load`, error));
}

/**
 * Marks the widget's own root elements (its shadow root's containers) with the `lang` and `dir` of the language it
 * speaks: the host page's <html> says the host's language, which may not be the widget's, and is never touched.
 */
export function markWidgetLanguage(...elements: HTMLElement[]): void {
  const { locale } = localeStore;
  for (const element of elements) {
    element.lang = shownLocale(locale);
    element.dir = textDirection(locale);
  }
}
