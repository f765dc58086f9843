import { useI18n } from '@careers/shared/i18n';
import './profileMessages';

/** The translator, with the profile page's catalogue loaded (registered on first import). */
export const useProfileI18n = useI18n;
