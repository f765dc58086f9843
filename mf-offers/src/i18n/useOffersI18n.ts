import { useI18n } from '@careers/shared/i18n';
import './offersMessages';

/** The translator, with this remote's catalogue loaded (registered on first import). */
export const useOffersI18n = useI18n;
