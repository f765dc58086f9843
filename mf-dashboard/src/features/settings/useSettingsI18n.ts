import { useI18n } from '@careers/shared/i18n';
import './settingsMessages';

/** The translator, with the settings page's catalogue loaded (registered on first import). */
export const useSettingsI18n = useI18n;
