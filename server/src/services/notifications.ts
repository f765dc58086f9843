import type { Db } from '../db/database';
import { notFound } from '../domainErrors';
import type { Candidate } from './candidates';
import type { Domain } from './domains';
import { notificationTexts, storedEvent, type NotificationReader } from './notificationTexts';
import { MAX_NOTIFICATIONS, type Notification, type NotificationType, type NotificationsBootData } from '@careers/shared/contracts/notifications';
import { MAX_ROW_ID } from '@careers/shared/contracts/schemaParts';

/** Whose notifications a call may see and change: one candidate, in one company. */
export interface NotificationScope {
  domain: string;
  candidateId: number;
}

const DEFAULT_LIMIT = 50;

/** The columns a Notification is made of (for `select` and `returning`). */
export const NOTIFICATION_COLUMNS = ['id', 'category_title', 'message', 'event_json', 'created_at', 'is_clicked', 'redirect_url', 'notification_type'] as const;

interface NotificationRow {
  id: number;
  category_title: string;
  message: string;
  event_json: string | null;
  created_at: string;
  is_clicked: number;
  redirect_url: string | null;
  notification_type: string;
}

/**
 * The title and message `reader` is shown: drawn from the stored event in their language and zone, or the stored
 * text for a row without one it can draw (written before migration 032, or by something other than notify()).
 */
export function shownNotificationText(
  row: Pick<NotificationRow, 'category_title' | 'message' | 'event_json'>,
  reader: NotificationReader | undefined,
): { categoryTitle: string; message: string } {
  const event = reader ? storedEvent(row.event_json) : null;
  if (reader && event) {
    try {
      return notificationTexts(event, reader);
    } catch {
      // Arguments this version cannot draw (a stored date that is none): the text it was stored with.
    }
  }
  return { categoryTitle: row.category_title, message: row.message };
}

/** A row as the API gives it; its text in `reader`'s language when given, else as stored (English). */
export function notificationFromRow(row: NotificationRow, reader?: NotificationReader): Notification {
  return {
    id: String(row.id),
    ...shownNotificationText(row, reader),
    createdAt: row.created_at,
    isClicked: row.is_clicked === 1,
    // The column allows NULL for rows made outside notify(); the bell always needs somewhere to go.
    redirectUrl: row.redirect_url ?? '/careers',
    // Only notify() writes this column, from the two types.
    notificationType: row.notification_type as NotificationType,
  };
}

const notificationNotFound = () => notFound('not_found', 'Notification not found.');

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

/** Newest first, in `options.reader`'s language; `type` narrows to one kind (the 'Action required' tab). */
export async function listNotifications(
  db: Db,
  scope: NotificationScope | null,
  options: { type?: NotificationType; limit?: number; reader?: NotificationReader } = {},
): Promise<Notification[]> {
  if (!scope) return [];
  const limit = Math.min(Math.max(options.limit ?? DEFAULT_LIMIT, 1), MAX_NOTIFICATIONS);
  let query = db
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS)
    .where('domain', '=', scope.domain)
    .where('candidate_id', '=', scope.candidateId);
  if (options.type) query = query.where('notification_type', '=', options.type);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => notificationFromRow(row, options.reader));
}

/**
 * The candidate's notifications stored after `afterId` (ids grow with each insert), oldest first, at most the
 * newest `limit` of them: what a notification stream sends on a signal or replays after a reconnect.
 */
export async function notificationsAfter(db: Db, scope: NotificationScope, afterId: number, limit: number, reader?: NotificationReader): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS)
    .where('domain', '=', scope.domain)
    .where('candidate_id', '=', scope.candidateId)
    .where('id', '>', afterId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((row) => notificationFromRow(row, reader));
}

/** The id of the candidate's newest notification, 0 when they have none: where a new stream starts. */
export async function newestNotificationId(db: Db, scope: NotificationScope): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('domain', '=', scope.domain)
    .where('candidate_id', '=', scope.candidateId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The badge: notifications the candidate has not seen in the bell yet. */
export async function unviewedCount(db: Db, scope: NotificationScope | null): Promise<number> {
  if (!scope) return 0;
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('domain', '=', scope.domain)
    .where('candidate_id', '=', scope.candidateId)
    .where('is_viewed', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Opening the bell: everything is seen, the badge goes to 0. */
export async function markAllViewed(db: Db, scope: NotificationScope | null): Promise<void> {
  if (!scope) return;
  await db
    .updateTable('notifications')
    .set({ is_viewed: 1 })
    .where('domain', '=', scope.domain)
    .where('candidate_id', '=', scope.candidateId)
    .where('is_viewed', '=', 0)
    .execute();
}

/**
 * Marks one notification clicked (and so seen) and returns it in `reader`'s language. Someone else's, another
 * company's or a missing id is 404 alike, so ids cannot be probed.
 */
export async function markClicked(db: Db, scope: NotificationScope | null, id: string, reader?: NotificationReader): Promise<Notification> {
  // Beyond any row id is no notification (and PostgreSQL would refuse to compare its integer ids with it).
  if (!scope || !/^\d{1,10}$/.test(id) || Number(id) > MAX_ROW_ID) throw notificationNotFound();
  // One statement: the row as it is after the change, or nothing when it is not the candidate's.
  const row = await db
    .updateTable('notifications')
    .set({ is_clicked: 1, is_viewed: 1 })
    .where('domain', '=', scope.domain)
    .where('candidate_id', '=', scope.candidateId)
    .where('id', '=', Number(id))
    .returning(NOTIFICATION_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notificationNotFound();
  return notificationFromRow(row, reader);
}

export async function markAllClicked(db: Db, scope: NotificationScope | null): Promise<void> {
  if (!scope) return;
  await db
    .updateTable('notifications')
    .set({ is_clicked: 1, is_viewed: 1 })
    .where('domain', '=', scope.domain)
    .where('candidate_id', '=', scope.candidateId)
    .where((eb) => eb.or([eb('is_clicked', '=', 0), eb('is_viewed', '=', 0)]))
    .execute();
}

/**
 * Whether the bell shows. Logged-out visitors see it only when the company also offers
 * notifications to visitors (`pcsxConfig.loggedOutNotificationConfig`).
 */
export function notificationsBootData(domain: Domain, candidate: Candidate | null, language: string): NotificationsBootData {
  const { notificationsConfig, pcsxConfig } = domain.settings.configs;
  const companyEnabled = notificationsConfig.enableCandidateInappNotifications;
  return {
    groupId: domain.id,
    isLoggedIn: candidate !== null,
    enableCandidateInappNotifications: candidate ? companyEnabled : companyEnabled && pcsxConfig.loggedOutNotificationConfig.enabled,
    hasActionRequiredNotificationsConfigured: notificationsConfig.hasActionRequiredNotificationsConfigured,
    language,
  };
}
