import { useI18n } from '@careers/shared/i18n';
import './formsMessages';

/** The translator, with this remote's catalogue loaded (registered on first import). */
export const useFormsI18n = useI18n;
