import type { NotificationType } from '@careers/shared/contracts';

/** The bell's tabs: everything, or the notifications that ask the candidate to act. */
export type NotificationTab = 'all' | Extract<NotificationType, 'action_required'>;
