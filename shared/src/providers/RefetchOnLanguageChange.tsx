import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useI18n } from '@careers/shared/i18n';

/**
 * Asks again for every answer in the remote's SWR cache when the page's language changes (a choice in the
 * settings, applied without a reload): texts the server writes into answers (match explanations, notifications,
 * the profile's advice, error messages) are in the language the call named (x-locale), so the old answers would stay
 * in the old one. Not on the first render: the answers there were asked in the page's language already.
 */
export function RefetchOnLanguageChange() {
  const { locale } = useI18n();
  const { mutate } = useSWRConfig();
  const asked = useRef(locale);
  useEffect(() => {
    if (asked.current === locale) return;
    asked.current = locale;
    void mutate(() => true);
  }, [locale, mutate]);
  return null;
}
