import type { Transport } from '@careers/shared/transport';
import type {
  MarkAllViewedResponse,
  MarkClickedResponse,
  NotificationBadge,
  Notification as CareersNotification,
  NotificationsBootData as NotificationsBoot,
  NotificationsQuery,
  NotificationsResponse,
} from '@careers/shared/contracts';
import type { NotificationTab } from './types';

// Spec §8: notification calls swallow errors — the badge becomes 0 and the list empty — so a
// broken notifications service never disturbs the page around the bell.

export async function fetchNotificationsBoot(transport: Transport): Promise<NotificationsBoot | null> {
  try {
    return await transport.get<NotificationsBoot>('/api/pcsx/notifications_boot_data');
  } catch {
    return null;
  }
}

export async function fetchBadge(transport: Transport, domain: string): Promise<number> {
  try {
    const { count } = await transport.get<NotificationBadge>('/api/pcsx/notification_badge', { params: { domain } });
    return count;
  } catch {
    return 0;
  }
}

export async function fetchNotifications(transport: Transport, domain: string, tab: NotificationTab): Promise<CareersNotification[]> {
  try {
    const params: NotificationsQuery = tab === 'action_required' ? { domain, type_filter: 'action_required' } : { domain };
    const { notifications } = await transport.get<NotificationsResponse>('/api/pcsx/notifications', { params });
    return notifications;
  } catch {
    return [];
  }
}

export async function markAllViewed(transport: Transport, domain: string): Promise<void> {
  await transport.post<MarkAllViewedResponse>('/api/pcsx/notifications/mark_all_viewed', undefined, { params: { domain } }).catch(() => undefined);
}

/** Throws on failure: the caller rolls its optimistic update back. */
export async function markClicked(transport: Transport, domain: string, id: string): Promise<void> {
  await transport.post<MarkClickedResponse>(`/api/pcsx/notifications/${encodeURIComponent(id)}/mark_clicked`, undefined, { params: { domain } });
}
