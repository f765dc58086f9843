import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { createI18n } from './createI18n';
import { localeStore } from './localeStore';
import type { Catalogues, I18n } from './types';

// English by default so shared UI works in an embed or test that set up no provider.
const I18nContext = createContext<I18n>(createI18n({ locale: 'en' }));

/**
 * Provides a translator to `useI18n()` below it. Without `locale` it follows the page's shown locale
 * (`localeStore`, set by `showLocale` once that locale's catalogues are loaded), so a change of language in the
 * settings redraws the page in it without a reload.
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
  const shown = useSnapshot(localeStore).locale;
  const chosen = locale ?? shown;
  const i18n = useMemo(() => createI18n({ locale: chosen, catalogues }), [chosen, catalogues]);
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The nearest translator; English when there is no `<I18nProvider>`. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
