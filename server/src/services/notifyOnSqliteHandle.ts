import type { DomainSettings } from '../contracts/domainSettings';
import type { Db as SqliteDb } from '../db/connection';
import type { NotifyInput } from './notificationEvents';
import { renderNotification } from './notificationEvents';
import { notificationFromRow, type Notification, type NotificationRow } from './notifications';

/**
 * notify() for callers that still run inside a synchronous better-sqlite3 transaction (the demo
 * seed, applications), which cannot await. Same checks, same rows as notify().
 * @deprecated Transitional: delete with db/connection.ts once those callers pass a Kysely `Db`.
 */
export function notifyOnSqliteHandle(db: SqliteDb, { domain, candidateId, event, at = new Date() }: NotifyInput): Notification | null {
  const row = db.prepare('SELECT id, name, config_json FROM domains WHERE id = ?').get(domain) as
    | { id: string; name: string; config_json: string }
    | undefined;
  if (!row) throw new Error(`notify: unknown domain "${domain}".`);
  const company = { id: row.id, name: row.name, settings: JSON.parse(row.config_json) as DomainSettings };
  if (!db.prepare('SELECT 1 FROM candidates WHERE domain = ? AND id = ?').get(domain, candidateId)) {
    throw new Error(`notify: candidate ${candidateId} does not belong to "${domain}".`);
  }
  if (!company.settings.configs.notificationsConfig.enableCandidateInappNotifications) return null;

  const n = renderNotification(event, company);
  const stored = db
    .prepare(
      `INSERT INTO notifications (domain, candidate_id, category_title, message, created_at, is_clicked, is_viewed, redirect_url, notification_type)
       VALUES (?, ?, ?, ?, ?, 0, 0, ?, ?)
       RETURNING id, category_title, message, created_at, is_clicked, redirect_url, notification_type`,
    )
    .get(domain, candidateId, n.categoryTitle, n.message, at.toISOString(), n.redirectUrl, n.notificationType) as NotificationRow;
  return notificationFromRow(stored);
}
