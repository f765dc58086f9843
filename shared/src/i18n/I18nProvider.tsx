import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { chooseLocale } from './chooseLocale';
import { createI18n } from './createI18n';
import { catalogueRegistry } from './registry';
import type { Catalogues, I18n } from './types';

// English by default so shared UI works in an embed or test that set up no provider.
const I18nContext = createContext<I18n>(createI18n({ locale: 'en' }));

/** The session's language choice (spec §9): boot-data language, then the browser's, then English. */
function useSessionLocale(): string {
  const { language, configs } = useSnapshot(sessionStore);
  const supported = configs?.supportedLanguages ?? Object.keys(catalogueRegistry);
  const browserLanguages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return chooseLocale({ windowSetting: language, browserLanguages, supported });
}

/**
 * Provides a translator to `useI18n()` below it. Without `locale` it follows the session (boot language,
 * browser languages, 'en') among the company's supported languages.
 */
export function I18nProvider({
  locale,
  catalogues,
  children,
}: {
  locale?: string;
  catalogues?: Catalogues;
  children?: ReactNode;
}) {
  const sessionLocale = useSessionLocale();
  const chosen = locale ?? sessionLocale;
  const i18n = useMemo(() => createI18n({ locale: chosen, catalogues }), [chosen, catalogues]);
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The nearest translator; English when there is no `<I18nProvider>`. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
