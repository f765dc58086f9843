import type { Db } from '../db/database';
import { categoryOf, parseOffCategories } from './account/notificationPreferences';
import { getDomain, type Domain } from './domains';
import { safeNext } from './navigation';
import { NOTIFICATION_COLUMNS, notificationFromRow } from './notifications';
import type { Notification, NotificationType } from '@careers/shared/contracts/notifications';

/**
 * The one place where product events become in-app notifications. A feature that has news for a
 * candidate calls `notify()` with one of these events; the wording, the link and whether the
 * candidate must act live in the template beside it, so every notification of a kind reads alike.
 */
export type NotificationEvent =
  | { type: 'welcome' }
  | { type: 'offer_extended'; offerId: number; positionName: string }
  | { type: 'offer_document_ready'; offerId: number; documentId: number; documentName: string; positionName: string }
  | { type: 'form_assigned'; formName: string; /** A path on this site, e.g. /careers/onboarding. */ url: string }
  | { type: 'interview_scheduled'; positionName: string; startsAt: Date | string }
  | { type: 'application_submitted'; positionName: string }
  | { type: 'saved_search_matches'; searchName: string; count: number; /** A path on this site. */ url: string };

export type NotificationEventType = NotificationEvent['type'];

interface Rendered {
  categoryTitle: string;
  message: string;
  redirectUrl: string;
  notificationType: NotificationType;
}

type Templates = {
  [K in NotificationEventType]: (event: Extract<NotificationEvent, { type: K }>, company: Domain) => Rendered;
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

/** MM/DD/YYYY, the product's date format. */
function formatDate(value: Date | string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`notify(interview_scheduled): startsAt is not a date (got "${String(value)}").`);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

const TEMPLATES: Templates = {
  welcome: (_event, company) => ({
    categoryTitle: 'Welcome',
    message: `Welcome to ${company.name} careers! Complete your profile to get better job matches.`,
    redirectUrl: '/careers/profile',
    notificationType: 'read_only',
  }),
  offer_extended: (event, company) => ({
    categoryTitle: 'Offers',
    message: `You have a new job offer for ${event.positionName}. Review and sign it before it expires.`,
    redirectUrl: offerUrl(company.id, event.offerId),
    notificationType: 'action_required',
  }),
  offer_document_ready: (event, company) => ({
    categoryTitle: 'Offers',
    message: `Your document "${event.documentName}" for ${event.positionName} is ready for your signature.`,
    redirectUrl: offerUrl(company.id, event.offerId, event.documentId),
    notificationType: 'action_required',
  }),
  form_assigned: (event) => ({
    categoryTitle: 'Forms',
    message: `New form to complete: ${event.formName}.`,
    redirectUrl: sitePath(event.url, 'form_assigned'),
    notificationType: 'action_required',
  }),
  interview_scheduled: (event) => ({
    categoryTitle: 'Interviews',
    message: `Your interview for ${event.positionName} is scheduled for ${formatDate(event.startsAt)}.`,
    redirectUrl: '/careers/interviews',
    notificationType: 'read_only',
  }),
  application_submitted: (event) => ({
    categoryTitle: 'Applications',
    message: `Thanks for applying for ${event.positionName}! We will be in touch soon.`,
    redirectUrl: '/careers/applications',
    notificationType: 'read_only',
  }),
  saved_search_matches: (event) => ({
    categoryTitle: 'Jobs',
    message:
      event.count === 1
        ? `1 new job matches your saved search "${event.searchName}".`
        : `${event.count} new jobs match your saved search "${event.searchName}".`,
    redirectUrl: sitePath(event.url, 'saved_search_matches'),
    notificationType: 'read_only',
  }),
};

export function renderNotification(event: NotificationEvent, company: Domain): Rendered {
  const template = TEMPLATES[event.type] as (e: NotificationEvent, c: Domain) => Rendered;
  return template(event, company);
}

interface NotifyInput {
  domain: string;
  candidateId: number;
  event: NotificationEvent;
  /** When it happened; defaults to now. */
  at?: Date;
}

/**
 * Stores the notification `event` means for the candidate and returns it, or returns null when the
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
      created_at: at.toISOString(),
      is_clicked: 0,
      is_viewed: 0,
      redirect_url: n.redirectUrl,
      notification_type: n.notificationType,
    })
    .returning(NOTIFICATION_COLUMNS)
    .executeTakeFirstOrThrow();
  return notificationFromRow(row);
}
