import { subscribe } from 'valtio/vanilla';
import { sessionStore } from '@careers/shared/state';
import { chooseLocale } from './chooseLocale';
import { defineLocales, type LocaleLoaders } from './localeLoading';
import { localeStore, sessionLocale, showLocale } from './localeStore';
import { MESSAGE_LOCALES } from './messageLocales';
import { shownLocale } from './shownLocale';
import { textDirection } from './textDirection';

/**
 * The language of a widget embedded on another site (spec §9, as the careers site chooses it): the session's where
 * the page has the careers boot data, else the browser's languages among the locales the product has messages for.
 * Until the widgets' boot call answers, the candidate's saved language and the company's languages are unknown there;
 * followCareersLanguage then corrects it.
 */
function widgetLocale(): string {
  if (sessionStore.configs) return sessionLocale();
  const browserLanguages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return chooseLocale({ windowSetting: sessionStore.language, browserLanguages, supported: MESSAGE_LOCALES });
}

/**
 * Says where a widget's catalogues are and loads its language's before the first render, so it never shows English
 * first. A chunk that does not arrive leaves it in English (this resolves all the same): the widget still works.
 */
export async function loadWidgetLocale(owner: string, loaders: LocaleLoaders): Promise<void> {
  defineLocales(owner, loaders);
  const locale = widgetLocale();
  await showLocale(locale).catch((error: unknown) => console.warn(`[${owner}] the ${locale} messages did not load`, error));
}

/**
 * On a host page, takes the language the careers site would show this visitor (the widgets' boot call's `language`:
 * their saved language, else the company's default, else their browser's, among the company's languages), once
 * it is known. A candidate who chose Spanish on the careers site reads the embedded bell in Spanish in an English
 * browser. On the careers site itself the page's own choice stands. A chunk that does not arrive changes nothing.
 */
export async function followCareersLanguage(language: string | undefined): Promise<void> {
  if (sessionStore.configs || !language) return;
  const locale = chooseLocale({ windowSetting: language, supported: MESSAGE_LOCALES });
  if (locale === localeStore.locale) return;
  await showLocale(locale).catch((error: unknown) => console.warn(`[widget] the ${locale} messages did not load`, error));
}

/**
 * Marks a widget's own root elements (its shadow root's containers) with the `lang` and `dir` of the language it
 * speaks, now and whenever it changes (followCareersLanguage): the host page's <html> says the host's language, which
 * may not be the widget's, and is never touched. Returns the function that stops following.
 */
export function markWidgetLanguage(...elements: HTMLElement[]): () => void {
  const mark = () => {
    const { locale } = localeStore;
    for (const element of elements) {
      element.lang = shownLocale(locale);
      element.dir = textDirection(locale);
    }
  };
  mark();
  return subscribe(localeStore, mark, true);
}
