import { useCallback } from 'react';
import { formatMessage, useI18n } from '@careers/shared/i18n';
import { FORM_TEXTS } from '../texts';
import { ESIGN_FRAME_TEXTS } from './esignFrameTexts';

/** A translator for the toolkit's texts: the locale's catalogue when it has the key, else English. */
export function useFormText(): (key: string, values?: Record<string, string | number>) => string {
  const { t } = useI18n();
  return useCallback(
    (key, values) => {
      const text = t(key, values);
      // createI18n answers the key itself when no catalogue has it.
      // The English fallback may be an ICU plural, so it is formatted as English.
      return text === key ? formatMessage(FORM_TEXTS[key] ?? ESIGN_FRAME_TEXTS[key] ?? key, values, 'en') : text;
    },
    [t],
  );
}
