import { useI18n } from '@careers/shared/i18n';
import './searchMessages';

/** The translator, with this remote's catalogue loaded (registered on first import). */
export const useSearchI18n = useI18n;
