import { useI18n } from '@careers/shared/i18n';
import './dashboardMessages';

/** The translator, with the dashboard's catalogue loaded (registered on first import). */
export const useDashboardI18n = useI18n;
