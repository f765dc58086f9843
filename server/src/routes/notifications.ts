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
  NotificationStreamQuery as StreamQuery,
} from '@careers/shared/contracts/notifications';
import { DomainQuery, MAX_ROW_ID, Ok } from '@careers/shared/contracts/schemaParts';
import { notFound } from '../domainErrors';
import { clientKey } from '../plugins/rateLimit';
import { dataAnswerHeaders } from '../plugins/security';
import { STREAM_LIMITS } from '../services/notificationStream/notificationStreams';
import { timeZoneOf } from '../services/dashboard/localTime';
import { requestTimeZone } from './requestTimeZone';
import type { TypedApp } from './typedApp';

/** How long the browser waits before it opens a closed stream again (the SSE `retry:` field). */
const STREAM_RETRY_MS = 5000;

/**
 * Where a reconnecting stream starts: the browser's Last-Event-ID header (EventSource sends it by itself), else
 * `?lastEventId=` (a bell that opens a new EventSource after a failure names the last notification it has); null
 * for a first connection. Anything but a notification id is ignored, as a first connection: a number beyond any row
 * id too (PostgreSQL refuses to compare its integer ids with one, which ended the stream; on SQLite it kept every
 * newer notification from it).
 */
function lastEventIdOf(request: FastifyRequest<{ Querystring: StreamQuery }>): number | null {
  const header = request.headers['last-event-id'];
  const value = typeof header === 'string' && header !== '' ? header : request.query.lastEventId;
  return value !== undefined && /^\d{1,10}$/.test(value) && Number(value) <= MAX_ROW_ID ? Number(value) : null;
}

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

  // Live notifications (issue 33): Server-Sent Events, written here on the raw response. Hijacked, the answer skips the
  // onSend hooks (compression would buffer it), so its headers are set here: CORS's from the onRequest hook, the
  // security headers of a data answer, no-store, and X-Accel-Buffering so a proxy passes each event on at once.
  app.get('/api/pcsx/notifications/stream', { compress: false, schema: { querystring: StreamQuery } }, async (request, reply) => {
    const own = scope(request);
    const session = request.session;
    if (!own || !session) throw notFound('not_found', 'Notification stream not found.');
    const lastEventId = lastEventIdOf(request);
    // The page's zone comes in the query (an EventSource sends no x-timezone); its language as `hl`, which
    // requestLocale reads.
    const streamReader = { ...(await reader(request)), ...(request.query.timezone ? { timeZone: timeZoneOf(request.query.timezone) } : {}) };
    const address = clientKey(request);
    // Refused (429) as a JSON answer before anything is written; from here on nothing waits, so no other stream can
    // take the place between the check and the opening.
    ctx.notificationStreams.admit(own, address);
    reply.hijack();
    const raw = reply.raw;
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
    for (const [name, value] of dataAnswerHeaders()) headers[name] ??= value;
    Object.assign(headers, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no', connection: 'keep-alive' });
    raw.writeHead(200, headers);
    // Node's idle-socket limit (IDLE_TIMEOUT_MS) must outlast the time between heartbeats; a reader that stops
    // reading is found by the heartbeats instead (notificationStreams.ts).
    raw.socket?.setTimeout(Math.max(ctx.config.http.idleTimeoutMs, 3 * STREAM_LIMITS.heartbeatMs));
    raw.socket?.setNoDelay(true);
    // The browser waits this long before it opens the stream again after a close.
    raw.write(`retry: ${STREAM_RETRY_MS}\n\n`);
    const close = ctx.notificationStreams.open({
      scope: own,
      address,
      sessionHash: session.idHash,
      sessionExpiresAt: session.expiresAt,
      reader: streamReader,
      lastEventId,
      sink: { write: (text) => raw.write(text), end: () => raw.end() },
    });
    raw.on('close', close);
  });

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
