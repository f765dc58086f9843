import type { Db } from '../db/database';
import { categoryOf, parseOffCategories } from './account/notificationPreferences';
import { getDomain, type Domain } from './domains';
import { safeNext } from './navigation';
import { sendSignal } from './notificationStream/notificationSignals';
import { NOTIFICATION_COLUMNS, notificationFromRow } from './notifications';
import { notificationTexts, STORED_TEXT_READER, type NotificationEvent, type NotificationEventType, type NotificationText } from './notificationTexts';
import type { Notification, NotificationType } from '@careers/shared/contracts/notifications';

/**
 * The one place where product events become in-app notifications. A feature that has news for a
 * candidate calls `notify()` with one of these events (notificationTexts.ts); the link and whether the
 * candidate must act live in the template beside it, the wording in the server's catalogue, so every
 * notification of a kind reads alike. The event is stored and drawn again in the reader's language each
 * time it is read (notifications.ts).
 */
export type { NotificationEvent, NotificationEventType } from './notificationTexts';

interface Rendered extends NotificationText {
  redirectUrl: string;
  notificationType: NotificationType;
}

type Links = {
  [K in NotificationEventType]: (event: Extract<NotificationEvent, { type: K }>, company: Domain) => Pick<Rendered, 'redirectUrl' | 'notificationType'>;
};

/** Spec §2: offer links carry the company as a `domain` query parameter. */
export function offerUrl(domain: string, offerId: number, documentId?: number): string {
  const path = documentId === undefined ? `/careers/offer/${offerId}` : `/careers/offer/${offerId}/offer-document/${documentId}`;
  return `${path}?domain=${encodeURIComponent(domain)}`;
}

/** Links in notifications stay on this site: a notification must never send a candidate elsewhere. */
function sitePath(url: string, type: NotificationEventType): string {
  if (safeNext(url) !== url) throw new Error(`notify(${type}): url must be a path on this site (got "${url}").`);
  return url;
}

const LINKS: Links = {
  welcome: () => ({ redirectUrl: '/careers/profile', notificationType: 'read_only' }),
  offer_extended: (event, company) => ({ redirectUrl: offerUrl(company.id, event.offerId), notificationType: 'action_required' }),
  offer_document_ready: (event, company) => ({ redirectUrl: offerUrl(company.id, event.offerId, event.documentId), notificationType: 'action_required' }),
  form_assigned: (event) => ({ redirectUrl: sitePath(event.url, 'form_assigned'), notificationType: 'action_required' }),
  interview_scheduled: () => ({ redirectUrl: '/careers/interviews', notificationType: 'read_only' }),
  application_submitted: () => ({ redirectUrl: '/careers/applications', notificationType: 'read_only' }),
  saved_search_matches: (event) => ({ redirectUrl: sitePath(event.url, 'saved_search_matches'), notificationType: 'read_only' }),
};

/** The notification `event` means, its text in the stored English (dates as UTC days). */
export function renderNotification(event: NotificationEvent, company: Domain): Rendered {
  const links = LINKS[event.type] as (e: NotificationEvent, c: Domain) => Pick<Rendered, 'redirectUrl' | 'notificationType'>;
  return { ...notificationTexts(event, { ...STORED_TEXT_READER, companyName: company.name }), ...links(event, company) };
}

/** The event as notifications.event_json keeps it (a date as its ISO text). */
export function eventJson(event: NotificationEvent): string {
  return JSON.stringify(event);
}

interface NotifyInput {
  domain: string;
  candidateId: number;
  event: NotificationEvent;
  /** When it happened; defaults to now. */
  at?: Date;
}

/**
 * Stores the notification `event` means for the candidate (the event, and its text in English for the readers of
 * the stored text) and returns it in English, or returns null when the
 * company has in-app notifications turned off (`notificationsConfig.enableCandidateInappNotifications`)
 * or the candidate turned the event's category off in settings (account/notificationPreferences.ts).
 * Throws for a company or candidate that does not exist: that is a bug in the caller.
 */
export async function notify(db: Db, { domain, candidateId, event, at = new Date() }: NotifyInput): Promise<Notification | null> {
  const company = await getDomain(db, domain);
  if (!company) throw new Error(`notify: unknown domain "${domain}".`);
  const candidate = await db
    .selectFrom('candidates')
    .select(['id', 'notifications_off_json'])
    .where('domain', '=', domain)
    .where('id', '=', candidateId)
    .executeTakeFirst();
  if (!candidate) throw new Error(`notify: candidate ${candidateId} does not belong to "${domain}".`);
  if (!company.settings.configs.notificationsConfig.enableCandidateInappNotifications) return null;
  const category = categoryOf(event.type);
  if (category && parseOffCategories(candidate.notifications_off_json).includes(category)) return null;

  const n = renderNotification(event, company);
  const row = await db
    .insertInto('notifications')
    .values({
      domain,
      candidate_id: candidateId,
      category_title: n.categoryTitle,
      message: n.message,
      event_json: eventJson(event),
      created_at: at.toISOString(),
      is_clicked: 0,
      is_viewed: 0,
      redirect_url: n.redirectUrl,
      notification_type: n.notificationType,
    })
    .returning(NOTIFICATION_COLUMNS)
    .executeTakeFirstOrThrow();
  // Open bells hear of it at once, on whichever instance holds their stream (notificationStream/); with the caller's
  // transaction, when it commits.
  await sendSignal(db, { kind: 'notification', domain, candidateId, id: row.id });
  return notificationFromRow(row);
}
