/** A notification as the API returns it (spec §3 Notification). */
export interface CareersNotification {
  id: string;
  categoryTitle: string;
  message: string;
  createdAt: string;
  isClicked: boolean;
  redirectUrl: string;
  notificationType: 'read_only' | 'action_required';
}

/** GET /api/pcsx/notifications_boot_data (spec §3 Notification boot data). */
export interface NotificationsBoot {
  groupId: string;
  isLoggedIn: boolean;
  enableCandidateInappNotifications: boolean;
  hasActionRequiredNotificationsConfigured: boolean;
}

export type NotificationTab = 'all' | 'action_required';
