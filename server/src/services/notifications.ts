import type { Db } from '../db/connection';
import { sql } from '../db/statements';
import { AppError } from '../errors';
import type { Candidate } from './candidates';
import type { Domain } from './domains';

export type NotificationType = 'read_only' | 'action_required';
export const NOTIFICATION_TYPES: readonly NotificationType[] = ['read_only', 'action_required'];

/** A notification as the API answers it (spec §3 Notification). */
export interface Notification {
  id: string;
  categoryTitle: string;
  message: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  isClicked: boolean;
  /** A path on the careers site (offer links carry `?domain=`). */
  redirectUrl: string;
  notificationType: NotificationType;
}

/** GET /api/pcsx/notifications_boot_data (spec §3 Notification boot data). */
export interface NotificationsBootData {
  groupId: string;
  isLoggedIn: boolean;
  enableCandidateInappNotifications: boolean;
  hasActionRequiredNotificationsConfigured: boolean;
}

/** Whose notifications a call may see and change: one candidate, in one company. */
export interface NotificationScope {
  domain: string;
  candidateId: number;
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;

const COLUMNS = `id, category_title, message, created_at, is_clicked, redirect_url, notification_type`;

interface Row {
  id: number;
  category_title: string;
  message: string;
  created_at: string;
  is_clicked: number;
  redirect_url: string | null;
  notification_type: NotificationType;
}

function fromRow(row: Row): Notification {
  return {
    id: String(row.id),
    categoryTitle: row.category_title,
    message: row.message,
    createdAt: row.created_at,
    isClicked: row.is_clicked === 1,
    // The column allows NULL for rows made outside notify(); the bell always needs somewhere to go.
    redirectUrl: row.redirect_url ?? '/careers',
    notificationType: row.notification_type,
  };
}

export const notificationNotFound = () => new AppError(404, 'not_found', 'Notification not found.');

/**
 * The scope of a call by `candidate`. Callers name the company (`domain` in the query or body);
 * naming any other company than the session's gives null: nothing to see, nothing to change.
 */
export function notificationScope(candidate: Candidate, ...requestedDomains: unknown[]): NotificationScope | null {
  for (const requested of requestedDomains) {
    if (requested === undefined || requested === null || requested === '') continue;
    if (typeof requested !== 'string' || requested.trim().toLowerCase() !== candidate.domain) return null;
  }
  return { domain: candidate.domain, candidateId: candidate.id };
}

export function getNotification(db: Db, scope: NotificationScope, id: number): Notification | null {
  const row = sql(db, `SELECT ${COLUMNS} FROM notifications WHERE domain = ? AND candidate_id = ? AND id = ?`).get(
    scope.domain, scope.candidateId, id,
  ) as Row | undefined;
  return row ? fromRow(row) : null;
}

/** Newest first; `type` narrows to one kind (the 'Action required' tab). */
export function listNotifications(
  db: Db,
  scope: NotificationScope | null,
  options: { type?: NotificationType; limit?: number } = {},
): Notification[] {
  if (!scope) return [];
  const limit = Math.min(Math.max(options.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
  const rows = (
    options.type
      ? sql(db, `SELECT ${COLUMNS} FROM notifications WHERE domain = ? AND candidate_id = ? AND notification_type = ?
          ORDER BY created_at DESC, id DESC LIMIT ?`).all(scope.domain, scope.candidateId, options.type, limit)
      : sql(db, `SELECT ${COLUMNS} FROM notifications WHERE domain = ? AND candidate_id = ?
          ORDER BY created_at DESC, id DESC LIMIT ?`).all(scope.domain, scope.candidateId, limit)
  ) as Row[];
  return rows.map(fromRow);
}

/** The badge: notifications the candidate has not seen in the bell yet. */
export function unviewedCount(db: Db, scope: NotificationScope | null): number {
  if (!scope) return 0;
  return sql(db, 'SELECT COUNT(*) FROM notifications WHERE domain = ? AND candidate_id = ? AND is_viewed = 0')
    .pluck()
    .get(scope.domain, scope.candidateId) as number;
}

/** Opening the bell: everything is seen, the badge goes to 0. */
export function markAllViewed(db: Db, scope: NotificationScope | null): void {
  if (!scope) return;
  sql(db, 'UPDATE notifications SET is_viewed = 1 WHERE domain = ? AND candidate_id = ? AND is_viewed = 0').run(
    scope.domain, scope.candidateId,
  );
}

/**
 * Marks one notification clicked (and so seen). Someone else's, another company's or a missing id
 * is 404 alike, so ids cannot be probed.
 */
export function markClicked(db: Db, scope: NotificationScope | null, id: string): Notification {
  if (!scope || !/^\d{1,15}$/.test(id)) throw notificationNotFound();
  const changed = sql(db, 'UPDATE notifications SET is_clicked = 1, is_viewed = 1 WHERE domain = ? AND candidate_id = ? AND id = ?').run(
    scope.domain, scope.candidateId, Number(id),
  ).changes;
  const notification = changed ? getNotification(db, scope, Number(id)) : null;
  if (!notification) throw notificationNotFound();
  return notification;
}

export function markAllClicked(db: Db, scope: NotificationScope | null): void {
  if (!scope) return;
  sql(db, 'UPDATE notifications SET is_clicked = 1, is_viewed = 1 WHERE domain = ? AND candidate_id = ? AND (is_clicked = 0 OR is_viewed = 0)').run(
    scope.domain, scope.candidateId,
  );
}

/**
 * Whether the bell shows. Logged-out visitors see it only when the company also offers
 * notifications to visitors (`pcsxConfig.loggedOutNotificationConfig`).
 */
export function notificationsBootData(domain: Domain, candidate: Candidate | null): NotificationsBootData {
  const { notificationsConfig, pcsxConfig } = domain.settings.configs;
  const companyEnabled = notificationsConfig.enableCandidateInappNotifications;
  return {
    groupId: domain.id,
    isLoggedIn: candidate !== null,
    enableCandidateInappNotifications: candidate ? companyEnabled : companyEnabled && pcsxConfig.loggedOutNotificationConfig.enabled,
    hasActionRequiredNotificationsConfigured: notificationsConfig.hasActionRequiredNotificationsConfigured,
  };
}
