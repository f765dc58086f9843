import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { requestLocale } from '../i18n/requestLocale';
import { requireCandidate } from '../plugins/guards';
import { requestDomain, requestedDomains } from '../plugins/requestContext';
import {
  listNotifications,
  markAllClicked,
  markAllViewed,
  markClicked,
  notificationScope,
  notificationsBootData,
  unviewedCount,
} from '../services/notifications';
import type { NotificationReader } from '../services/notificationTexts';
import {
  MarkAllViewedResponse,
  MarkClickedResponse,
  NotificationBadge,
  NotificationParams,
  NotificationPostBody,
  NotificationsBootData,
  NotificationsQuery,
  NotificationsResponse,
} from '@careers/shared/contracts/notifications';
import { DomainQuery, Ok } from '@careers/shared/contracts/schemaParts';
import { requestTimeZone } from './requestTimeZone';
import type { TypedApp } from './typedApp';

// POSTs may name the company in the query (as the bell does) or in a JSON body; both are optional.
const postSchema = { querystring: DomainQuery, body: NotificationPostBody };

/** The bell's API (spec §7 Notifications). Every call but the boot data needs a logged-in candidate. */
export async function notificationRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  // Protected by the /api/pcsx guard (all but the boot data); requireCandidate fails closed should that ever change.
  // Stricter than the company decision: a call naming any other domain, even an unknown one, sees nothing.
  const scope = (request: FastifyRequest) => notificationScope(requireCandidate(request), ...requestedDomains(request));
  // Notifications are drawn as they are read, in the language and zone of the page reading them (issue 30): a
  // candidate who changes language sees the old ones in the new language. Answers are no-store (requestContext.ts),
  // so no cache keeps one language's list for another.
  const reader = async (request: FastifyRequest): Promise<NotificationReader> => {
    const domain = await requestDomain(ctx, request);
    return { locale: requestLocale(domain, request), timeZone: requestTimeZone(request), companyName: domain.name };
  };

  app.get('/api/pcsx/notifications_boot_data', { config: { public: true }, schema: { response: { 200: NotificationsBootData } } }, async (request) => {
    const domain = await requestDomain(ctx, request);
    // The language the careers site would show this visitor, whatever the asking widget shows now (its x-locale is
    // its own guess from the browser): a widget on another site follows it (followCareersLanguage).
    return notificationsBootData(domain, request.candidate, requestLocale(domain, request, null));
  });

  app.get('/api/pcsx/notifications', { schema: { querystring: NotificationsQuery, response: { 200: NotificationsResponse } } }, async (request) => {
    const query = request.query;
    return { notifications: await listNotifications(ctx.db, scope(request), { type: query.type_filter, limit: query.limit, reader: await reader(request) }) };
  });

  app.get('/api/pcsx/notification_badge', { schema: { querystring: DomainQuery, response: { 200: NotificationBadge } } }, async (request) => ({
    count: await unviewedCount(ctx.db, scope(request)),
  }));

  app.post('/api/pcsx/notifications/mark_all_viewed', { schema: { ...postSchema, response: { 200: MarkAllViewedResponse } } }, async (request) => {
    const own = scope(request);
    await markAllViewed(ctx.db, own);
    return { ok: true, count: await unviewedCount(ctx.db, own) };
  });

  app.post('/api/pcsx/notifications/mark_all_clicked', { schema: { ...postSchema, response: { 200: Ok } } }, async (request) => {
    await markAllClicked(ctx.db, scope(request));
    return { ok: true };
  });

  app.post('/api/pcsx/notifications/:id/mark_clicked', { schema: { ...postSchema, params: NotificationParams, response: { 200: MarkClickedResponse } } }, async (request) => ({
    ok: true,
    notification: await markClicked(ctx.db, scope(request), request.params.id, await reader(request)),
  }));
}
