import { serverI18n } from '../i18n/serverI18n';
import { searchName } from './alerts/alertMessages';
import type { StoredSearch } from './alerts/matchSearch';
import { formatDate } from '@careers/shared/ui/formatDate';

/**
 * What happened, as notify() stores it (`notifications.event_json`): the product events that become in-app
 * notifications, with their arguments. The words are not stored with them: they are drawn in the reader's language
 * each time the notification is read (notificationTexts below).
 */
export type NotificationEvent =
  | { type: 'welcome' }
  | { type: 'offer_extended'; offerId: number; positionName: string }
  | { type: 'offer_document_ready'; offerId: number; documentId: number; documentName: string; positionName: string }
  | { type: 'form_assigned'; formName: string; /** A path on this site, e.g. /careers/onboarding. */ url: string }
  | { type: 'interview_scheduled'; positionName: string; startsAt: Date | string }
  | { type: 'application_submitted'; positionName: string }
  | ({ type: 'saved_search_matches'; count: number; /** A path on this site. */ url: string } & (
      /** The search itself: named in the reader's language (an all-jobs search is 'Todos los empleos' in Spanish). */
      | { search: StoredSearch }
      /** A name as given, shown as it is. */
      | { searchName: string }
    ));

export type NotificationEventType = NotificationEvent['type'];

/** How a notification is shown to its reader: their language, their time zone, the company's name. */
export interface NotificationReader {
  locale: string;
  /** An IANA zone (dashboard/localTime.ts timeZoneOf); days are the reader's days. */
  timeZone: string;
  companyName: string;
}

/** The English a notification is stored with (for the readers of the stored text) and notify() answers in. */
export const STORED_TEXT_READER = { locale: 'en', timeZone: 'UTC' } as const;

export interface NotificationText {
  categoryTitle: string;
  message: string;
}

type Texts = {
  [K in NotificationEventType]: (event: Extract<NotificationEvent, { type: K }>, reader: NotificationReader) => NotificationText;
};

/** The day of `value` in the reader's language and zone: MM/DD/YYYY in English (the offers' format), 05.03.2026 in German. */
function dayOf(value: Date | string, reader: NotificationReader): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`notify(interview_scheduled): startsAt is not a date (got "${String(value)}").`);
  return formatDate(date.toISOString(), serverI18n(reader.locale).locale, { style: 'numeric', timeZone: reader.timeZone });
}

const TEXTS: Texts = {
  welcome: (_event, reader) => {
    const { t } = serverI18n(reader.locale);
    return { categoryTitle: t('server.notifications.welcome.title'), message: t('server.notifications.welcome', { company: reader.companyName }) };
  },
  offer_extended: (event, reader) => {
    const { t } = serverI18n(reader.locale);
    return { categoryTitle: t('server.notifications.offers.title'), message: t('server.notifications.offerExtended', { position: event.positionName }) };
  },
  offer_document_ready: (event, reader) => {
    const { t } = serverI18n(reader.locale);
    return {
      categoryTitle: t('server.notifications.offers.title'),
      message: t('server.notifications.offerDocumentReady', { document: event.documentName, position: event.positionName }),
    };
  },
  form_assigned: (event, reader) => {
    const { t } = serverI18n(reader.locale);
    return { categoryTitle: t('server.notifications.forms.title'), message: t('server.notifications.formAssigned', { form: event.formName }) };
  },
  interview_scheduled: (event, reader) => {
    const { t } = serverI18n(reader.locale);
    return {
      categoryTitle: t('server.notifications.interviews.title'),
      message: t('server.notifications.interviewScheduled', { position: event.positionName, date: dayOf(event.startsAt, reader) }),
    };
  },
  application_submitted: (event, reader) => {
    const { t } = serverI18n(reader.locale);
    return { categoryTitle: t('server.notifications.applications.title'), message: t('server.notifications.applicationSubmitted', { position: event.positionName }) };
  },
  saved_search_matches: (event, reader) => {
    const { t, locale } = serverI18n(reader.locale);
    const name = 'search' in event ? searchName(event.search, locale) : event.searchName;
    return { categoryTitle: t('server.notifications.jobs.title'), message: t('server.notifications.savedSearchMatches', { count: event.count, name }) };
  },
};

/**
 * A notification's title and message for `reader`.
 * @example notificationTexts({ type: 'form_assigned', formName: 'W-4', url: '/careers/forms/center' }, { locale: 'es', timeZone: 'UTC', companyName: 'Acme' })
 * // { categoryTitle: 'Formularios', message: 'Tienes un nuevo formulario que completar: W-4.' }
 */
export function notificationTexts(event: NotificationEvent, reader: NotificationReader): NotificationText {
  const texts = TEXTS[event.type] as (e: NotificationEvent, r: NotificationReader) => NotificationText;
  return texts(event, reader);
}

/**
 * A stored event read back, or null when `json` holds none this version can draw (a row from before migration 032,
 * a type since removed, arguments missing): the row's stored text is shown then.
 */
export function storedEvent(json: string | null | undefined): NotificationEvent | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && Object.hasOwn(TEXTS, type) ? (value as NotificationEvent) : null;
}
