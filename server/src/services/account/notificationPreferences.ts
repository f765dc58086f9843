import type { Db } from '../../db/database';
import { invalidFields, said } from '../../domainErrors';
import type { NotificationEventType } from '../notificationEvents';
import { NOTIFICATION_CATEGORY_IDS, type NotificationCategoryId } from '@careers/shared/contracts/account';

/**
 * The in-app notification categories a candidate may turn off in settings, with the events each one
 * covers. The welcome message is no category: it is sent once, at sign-up, before any choice exists.
 */
export const NOTIFICATION_CATEGORIES = [
  { id: 'applications', label: 'Applications', description: 'Confirmations of the applications you send.' },
  { id: 'interviews', label: 'Interviews', description: 'Interviews scheduled with you.' },
  { id: 'offers', label: 'Offers', description: 'Job offers and documents ready for your signature.' },
  { id: 'forms', label: 'Forms', description: 'Forms the company asks you to fill in, such as onboarding forms.' },
  { id: 'jobs', label: 'Jobs', description: 'New jobs that match your saved searches.' },
] as const;

const CATEGORY_OF: Record<NotificationEventType, NotificationCategoryId | null> = {
  welcome: null,
  application_submitted: 'applications',
  interview_scheduled: 'interviews',
  offer_extended: 'offers',
  offer_document_ready: 'offers',
  form_assigned: 'forms',
  saved_search_matches: 'jobs',
};

/** The category a notification event belongs to, or null when it cannot be turned off. */
export function categoryOf(type: NotificationEventType): NotificationCategoryId | null {
  return CATEGORY_OF[type];
}

/** The stored list, read defensively: anything that is not a known category id is ignored. */
export function parseOffCategories(json: string | null | undefined): NotificationCategoryId[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? NOTIFICATION_CATEGORY_IDS.filter((id) => value.includes(id)) : [];
  } catch {
    return [];
  }
}

/** `{ category: on? }` for every category, as settings shows them. */
export function preferencesOf(off: readonly NotificationCategoryId[]): Record<NotificationCategoryId, boolean> {
  return Object.fromEntries(NOTIFICATION_CATEGORY_IDS.map((id) => [id, !off.includes(id)])) as Record<NotificationCategoryId, boolean>;
}

/** Saves which categories are on; unknown categories are refused (422), nothing saved. */
export async function saveNotificationPreferences(
  db: Db,
  candidate: { domain: string; id: number },
  preferences: Record<string, unknown>,
): Promise<Record<NotificationCategoryId, boolean>> {
  const unknown = Object.keys(preferences).filter((key) => !(NOTIFICATION_CATEGORY_IDS as readonly string[]).includes(key));
  const notBoolean = Object.keys(preferences).filter((key) => typeof preferences[key] !== 'boolean');
  if (unknown.length || notBoolean.length) {
    throw invalidFields({ preferences: unknown.length ? said('server.account.unknownCategory', { category: String(unknown[0]) }) : said('server.account.categoryOnOff') });
  }
  const row = await db.selectFrom('candidates').select('notifications_off_json').where('domain', '=', candidate.domain).where('id', '=', candidate.id).executeTakeFirstOrThrow();
  const off = new Set(parseOffCategories(row.notifications_off_json));
  for (const [id, on] of Object.entries(preferences)) {
    if (on) off.delete(id as NotificationCategoryId);
    else off.add(id as NotificationCategoryId);
  }
  const list = NOTIFICATION_CATEGORY_IDS.filter((id) => off.has(id));
  await db.updateTable('candidates').set({ notifications_off_json: JSON.stringify(list) }).where('domain', '=', candidate.domain).where('id', '=', candidate.id).execute();
  return preferencesOf(list);
}
