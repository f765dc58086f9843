import { useI18n } from '@careers/shared/i18n';
import './themeBuilderMessages';

/** The translator, with the theme builder's catalogue loaded (registered on first import). */
export const useThemeBuilderI18n = useI18n;
