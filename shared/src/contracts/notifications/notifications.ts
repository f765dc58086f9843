import { Type, type Static } from '@sinclair/typebox';
import { DomainField, Nullable, StringEnum } from '../schemaParts';

export const NOTIFICATION_TYPES = ['read_only', 'action_required'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** Most notifications one list call answers (50 when it does not say). */
export const MAX_NOTIFICATIONS = 100;

/** A notification as the API answers it (spec §3 Notification). */
export const Notification = Type.Object({
  id: Type.String(),
  categoryTitle: Type.String(),
  message: Type.String(),
  /** ISO-8601 UTC. */
  createdAt: Type.String(),
  isClicked: Type.Boolean(),
  /** A path on the careers site (offer links carry `?domain=`). */
  redirectUrl: Type.String(),
  notificationType: StringEnum(NOTIFICATION_TYPES),
});
export type Notification = Static<typeof Notification>;

/** GET /api/pcsx/notifications_boot_data (spec §3 Notification boot data). */
export const NotificationsBootData = Type.Object({
  groupId: Type.String(),
  isLoggedIn: Type.Boolean(),
  enableCandidateInappNotifications: Type.Boolean(),
  hasActionRequiredNotificationsConfigured: Type.Boolean(),
  /**
   * Not in spec §3: the language the careers site shows this visitor (their saved language, else the company's
   * default, else their browser's, among the company's languages), so a widget on another site speaks it too.
   */
  language: Type.Optional(Type.String()),
});
export type NotificationsBootData = Static<typeof NotificationsBootData>;

/** GET /api/pcsx/notifications: newest first; `type_filter` narrows to one kind (the 'Action required' tab). */
export const NotificationsQuery = Type.Object({
  domain: Type.Optional(DomainField),
  type_filter: Type.Optional(StringEnum(NOTIFICATION_TYPES)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_NOTIFICATIONS })),
});
export type NotificationsQuery = Static<typeof NotificationsQuery>;

export const NotificationsResponse = Type.Object({ notifications: Type.Array(Notification) });
export type NotificationsResponse = Static<typeof NotificationsResponse>;

/** GET /api/pcsx/notification_badge: unviewed notifications. */
export const NotificationBadge = Type.Object({ count: Type.Integer() });
export type NotificationBadge = Static<typeof NotificationBadge>;

/**
 * The body of the bell's POSTs: they may name the company in the query (as the bell does) or in a
 * JSON body; both are optional, and so is the body.
 */
export const NotificationPostBody = Nullable(Type.Object({ domain: Type.Optional(DomainField) }));
export type NotificationPostBody = Static<typeof NotificationPostBody>;

/** POST /api/pcsx/notifications/:id/mark_clicked: the id as the list gave it (the server reads it). */
export const NotificationParams = Type.Object({ id: Type.String() });
export type NotificationParams = Static<typeof NotificationParams>;

/** POST /api/pcsx/notifications/mark_all_viewed: the badge count afterwards. */
export const MarkAllViewedResponse = Type.Object({ ok: Type.Boolean(), count: Type.Integer() });
export type MarkAllViewedResponse = Static<typeof MarkAllViewedResponse>;

/** POST /api/pcsx/notifications/:id/mark_clicked: the notification as it is now. */
export const MarkClickedResponse = Type.Object({ ok: Type.Boolean(), notification: Notification });
export type MarkClickedResponse = Static<typeof MarkClickedResponse>;

/**
 * GET /api/pcsx/notifications/stream (issue 33, not in the spec: Server-Sent Events). Each new notification is an
 * event named NOTIFICATION_STREAM_EVENT whose `id:` is the notification's id (so a reconnect sends it back as
 * Last-Event-ID and misses nothing) and whose data is this JSON: the badge count after it and the notification in
 * the stream's language. On opening, an event named NOTIFICATION_BADGE_EVENT carries `{ count }` alone.
 */
export const NotificationStreamEvent = Type.Object({ count: Type.Integer(), notification: Notification });
export type NotificationStreamEvent = Static<typeof NotificationStreamEvent>;
export const NOTIFICATION_STREAM_EVENT = 'notification';
export const NOTIFICATION_BADGE_EVENT = 'badge';

/**
 * The stream's query: the company; where a new connection starts when it cannot send Last-Event-ID itself; and, since
 * a browser's EventSource sends no headers of its own, the page's language (`hl`, as x-locale) and time zone (as
 * x-timezone) the notifications are written in.
 */
export const NotificationStreamQuery = Type.Object({
  domain: Type.Optional(DomainField),
  lastEventId: Type.Optional(Type.String({ maxLength: 20 })),
  hl: Type.Optional(Type.String({ maxLength: 35 })),
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
});
export type NotificationStreamQuery = Static<typeof NotificationStreamQuery>;
