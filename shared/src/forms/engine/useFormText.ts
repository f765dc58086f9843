import { useI18n } from '@careers/shared/i18n';
// The toolkit's English, registered as its modules load: every text useFormText names is then in the registry.
import '../texts';
import './esignFrameTexts';

/** A translator for the toolkit's texts (FORM_TEXTS, ESIGN_FRAME_TEXTS): the page's locale, else English. */
export function useFormText(): (key: string, values?: Record<string, string | number>) => string {
  return useI18n().t;
}
