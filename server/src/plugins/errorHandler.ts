import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { isDomainError } from '../domainErrors';
import { AppError, httpErrorOf } from '../errors';
import { getDomain } from '../services/domains';
import { errorPage, messagePage } from '../views/errorPage';
import { isFormPost } from './formPost';
import { logRequestCompleted } from './requestLog';
import { setSecurityHeaders } from './security';
import { pageI18n, requestI18nWithoutDomain } from '../i18n/requestLocale';
import { SERVER_LOCALES, type ServerI18n } from '../i18n/serverI18n';

const INTERNAL = { code: 'internal', message: 'Server error. Please try again.' };

/** Turns the services' failures and framework errors about bad input into the user-facing catalogue; anything else is a 500. */
export function toAppError(error: FastifyError | AppError | Error, i18n?: ServerI18n): AppError | null {
  if (error instanceof AppError) return error;
  // The services' failures: the one place they become HTTP (issue 28), in the request's language (issue 30).
  if (isDomainError(error)) return httpErrorOf(error, i18n);
  const e = error as FastifyError;
  if (e.validation) return new AppError(400, 'invalid_request', validationMessage(e));
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'invalid_json', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'payload_too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'unsupported_media_type', 'This content type is not supported.');
    case 'FST_ERR_BAD_URL':
      return new AppError(400, 'invalid_request', 'The address is not valid.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, 'invalid_request', 'The request body does not match its Content-Length.');
  }
  // Other client errors raised by Fastify or a plugin (a refused file path …) keep their status.
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 403) return new AppError(403, 'forbidden', 'This request is not allowed.');
    if (e.statusCode === 404) return new AppError(404, 'not_found', 'Not found.');
    return new AppError(e.statusCode, 'bad_request', 'The request could not be processed.');
  }
  return null;
}

/** "The field "email" is required." — names the field, whatever the schema library says. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid.';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = [first.instancePath.replace(/^\//, '').replace(/\//g, '.'), missing].filter(Boolean).join('.');
  const where = path ? `The field "${path}"` : `The ${error.validationContext ?? 'request'}`;
  return missing ? `${where} is required.` : `${where} ${first.message ?? 'is not valid'}.`;
}

/**
 * The language a failure's catalogue texts are written in: the request's page's (its company known, the
 * candidate's saved language counts), else `?hl=` or the browser's. A failure is always answered: a company whose
 * settings cannot say its languages (a record without them) gets the latter, not a 500 in place of its 401.
 */
function failureI18n(request: FastifyRequest): ServerI18n {
  try {
    if (request.domainRecord) return pageI18n(request.domainRecord, request);
  } catch {
    // Falls through to the company-free choice below.
  }
  return requestI18nWithoutDomain(request, SERVER_LOCALES);
}

/** A browser navigating to a page (not a call to the API, whose callers read JSON). */
function isPageNavigation(request: FastifyRequest): boolean {
  return request.method === 'GET' && !/^\/api(?:[/?]|$)/.test(request.url) && /text\/html/.test(request.headers.accept ?? '');
}

function wantsHtml(request: FastifyRequest): boolean {
  // Before routing (a malformed URL) there are no route options yet.
  const config = request.routeOptions?.config;
  if (config?.html === 'form') return isFormPost(request);
  if (config?.html !== undefined) return config.html;
  // No route matched (404) or the URL could not be routed: answer browsers navigating to a page with a page.
  return isPageNavigation(request);
}

/** One place decides how failures look: JSON `{ error: { code, message } }` or an HTML page. */
export function installErrorHandler(app: FastifyInstance, ctx: AppContext): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const known = toAppError(error, failureI18n(request));
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendKnown(request, reply, known);
    }
    request.log.error({ err: error }, 'unhandled error');
    reply.code(500);
    if (wantsHtml(request)) {
      const contactEmail = await safeContactEmail(ctx, request);
      // Stack traces help the company's admins; they would only help an attacker otherwise.
      const stack = request.candidate?.isAdmin ? (error.stack ?? String(error)) : null;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(errorPage({ contactEmail, stack, i18n: requestI18nWithoutDomain(request, SERVER_LOCALES) }));
    }
    return reply.send({ error: INTERNAL });
  });

  app.setNotFoundHandler((request, reply) => {
    sendKnown(request, reply, new AppError(404, 'not_found', 'Not found.'));
  });
}

/**
 * For errors Fastify raises before routing (a malformed URL): same body shape as everything else.
 * Passed to the Fastify constructor as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = toAppError(error) ?? new AppError(400, 'invalid_request', 'The address is not valid.');
  // Fastify answers these before routing: none of the app's hooks run and it writes no request line,
  // so the security headers and the line are added here.
  reply.raw.once('finish', () => logRequestCompleted(null, request, reply));
  sendKnown(request, reply, known, setSecurityHeaders);
}

function sendKnown(request: FastifyRequest, reply: FastifyReply, error: AppError, beforeSend?: (request: FastifyRequest, reply: FastifyReply) => void): FastifyReply {
  reply.code(error.status);
  if (error.headers) reply.headers(error.headers);
  if (wantsHtml(request)) {
    // The company may not be known yet (before routing): the page's language is `?hl=` or the browser's.
    const i18n = requestI18nWithoutDomain(request, SERVER_LOCALES);
    const title = i18n.t(error.status === 404 ? 'server.error.notFoundTitle' : error.status === 429 ? 'server.error.tooManyTitle' : 'server.error.otherTitle');
    const message = error.status === 404 ? i18n.t('server.error.notFound') : error.message;
    reply.type('text/html; charset=utf-8');
    beforeSend?.(request, reply);
    return reply.send(messagePage({ title, message, i18n }));
  }
  const body: { code: string; message: string; fields?: Record<string, string> } = { code: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  // The type the serializer would give it, set first so that `beforeSend` sees it.
  reply.type('application/json; charset=utf-8');
  beforeSend?.(request, reply);
  return reply.send({ error: body });
}

async function safeContactEmail(ctx: AppContext, request: FastifyRequest): Promise<string | null> {
  try {
    const domain = request.domainRecord ?? (await getDomain(ctx.db, request.domainId || ctx.config.defaultDomain));
    return domain?.settings.configs.company.contactEmail ?? null;
  } catch {
    // The error page must render even when the database is what failed.
    return null;
  }
}
