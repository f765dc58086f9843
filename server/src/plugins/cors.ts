import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { getDomain, listDomains } from '../services/domains';

/**
 * The APIs an embedded widget calls from another origin, with the visitor's cookie: the
 * notification calls, the offers calls (the offers widget, signing included) and logging. Nothing
 * else (profile, session …) is readable cross-origin.
 */
const EMBEDDABLE = /^\/(api\/pcsx\/notification|api\/offer\/offers(\/|\?|$)|api\/pcsx\/theme(\?|$)|vslog(\?|$))/;

// Everything the shared transport sends (spec §7 "Shared conduct", and the page's language, x-locale), the offers
// widget's Idempotency-Key (accept and decline), and what it reads back.
const ALLOWED_HEADERS = ['content-type', 'x-csrf-token', 'x-group-id', 'x-user-id', 'x-timezone', 'x-locale', 'idempotency-key'];
declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: @fastify/cors skips the route (set by installCors on routes no other origin may read). */
    cors?: false;
  }
}

const EXPOSED_HEADERS = ['x-csrf-token', 'x-login-required', 'x-invalid-csrf'];

/**
 * Credentialed CORS for widgets embedded on a company's other sites (the bell on an intranet page).
 * Only the company's allow-listed origins get headers; any other origin gets none, so the browser
 * keeps the response from it. A real request is checked against the company that will answer it
 * (the request context resolved it from `domain` and the session), so one company's allowed
 * origin can never read another company's candidate. A preflight carries no cookie and returns no
 * data: it passes when any company allows the origin. Must run before the login guard, so
 * preflights are answered instead of refused.
 *
 * Build files and /remotes.json keep their own `Access-Control-Allow-Origin: *`: they are public
 * and fetched without credentials.
 */
export async function installCors(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const allowed = async (request: FastifyRequest): Promise<boolean> => {
    const origin = request.headers.origin;
    if (!origin || !EMBEDDABLE.test(request.url)) return false;
    if (request.method === 'OPTIONS') {
      return (await listDomains(ctx.db)).some((domain) => ctx.embedOrigins.allows(domain, origin));
    }
    request.domainRecord ??= await getDomain(ctx.db, request.domainId);
    return ctx.embedOrigins.allows(request.domainRecord, origin);
  };

  // Built once: the two answers a request can get (the plugin still copies them per request).
  const common = { credentials: true, methods: ['GET', 'POST', 'PUT', 'DELETE'], allowedHeaders: ALLOWED_HEADERS, exposedHeaders: EXPOSED_HEADERS, maxAge: 600 };
  // true = reflect the request's Origin; false = no CORS headers and no preflight answer (404).
  const allow = { ...common, origin: true };
  const refuse = { ...common, origin: false };

  // Routes no other origin may read skip CORS altogether (no options, no lookup, no Vary): their answers
  // never depend on the Origin. Decided once per route, by its pattern; preflights ('*') and requests no
  // route matched still ask the delegator.
  app.addHook('onRoute', (route) => {
    if (route.url === '*' || EMBEDDABLE.test(route.url)) return;
    route.config = { ...route.config, cors: false };
  });

  await app.register(cors, {
    // A callback: the routes that skip CORS (most, /healthz among them) get their answer without a promise.
    delegator: (request, callback) => {
      if (request.routeOptions.config?.cors === false) callback(null, refuse);
      else allowed(request).then((ok) => callback(null, ok ? allow : refuse), callback);
    },
  });
}
