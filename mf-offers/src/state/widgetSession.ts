import { sessionStore, setSession } from '@careers/shared/state';
import type { NotificationsBootData } from '@careers/shared/contracts';

/**
 * Fills the session store inside another site's page, where there is no boot data, from the widgets' boot call:
 * the company (`domain`) the offers calls and links use, and whether someone is logged in. No profile: it stays on
 * the careers site. The shared `setSession` leaves `domain` out (a page's company comes with its boot data), hence
 * this action of the widget's own.
 */
export function startWidgetSession({ groupId, isLoggedIn }: Pick<NotificationsBootData, 'groupId' | 'isLoggedIn'>): void {
  sessionStore.domain = groupId;
  setSession({ user: { groupId, isLoggedIn, is_admin: false, id: null }, profile: null });
}
