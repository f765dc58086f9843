import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { AppError } from '../errors';
import type { Candidate } from '../services/candidates';
import { getDomain, resolveDomain, type Domain } from '../services/domains';
import { SESSION_COOKIE, findSession, type Session } from '../services/sessions';
import { routePath } from './routePath';

// Responses that may carry the session's CSRF token: pages, the API and /vslog, all per-visitor and
// never stored by shared caches. Build files, /embed.js and /remotes.json are public and cacheable:
// a token there could be stored by a CDN and handed to other visitors.
const CARRIES_CSRF_TOKEN = /^\/(careers(\/|$)|candidate\/|logout$|api\/|vslog$)/;
// Whatever the path, a reply marked for shared caches (an API list that is the same for everyone) never does.
const SHARED_CACHEABLE = /(^|[\s,])(public|s-maxage=)/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session named by the cookie, or null (none, unknown or expired). */
    session: Session | null;
    /** The logged-in candidate of `domainId`, or null for visitors. */
    candidate: Candidate | null;
    /** The company this request is for (see resolveDomain). */
    domainId: string;
    /** Per-response nonce allowed by the CSP's script-src. */
    cspNonce: string;
    /** The company of `domainId` once read (see requestDomain); null until then. */
    domainRecord: Domain | null;
  }
  interface FastifyContextConfig {
    /** A page route: errors render as HTML pages instead of JSON ('form': only for form posts). */
    html?: boolean | 'form';
    /** Under /api/pcsx or /api/offer but open to visitors who are not logged in. */
    public?: boolean;
    /** A state-changing route that does nothing without a session (log-out): the CSRF check applies only with one. */
    harmlessWithoutSession?: boolean;
  }
}

/**
 * Runs first on every request: finds the session, the company and the candidate, and makes a CSP
 * nonce. Responses of pages and APIs to a request with a session carry its CSRF token in `x-csrf-token`.
 */
export function installRequestContext(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);
  app.decorateRequest('candidate', null);
  app.decorateRequest('domainId', '');
  app.decorateRequest('cspNonce', '');
  app.decorateRequest('domainRecord', null);

  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
    const token = request.cookies[SESSION_COOKIE];
    // The session and its candidate in one query; the company in at most one more (see resolveDomain).
    const found = token ? await findSession(ctx.db, token) : null;
    request.session = found?.session ?? null;
    const query = request.query as Record<string, unknown> | undefined;
    const company = await resolveDomain(ctx.db, query?.domain, request.session?.domain ?? null, ctx.config.defaultDomain);
    request.domainId = company.id;
    request.domainRecord = company.domain;
    // A session belongs to one company: on another company's pages the visitor is logged out.
    if (found?.candidate && found.session.domain === request.domainId) request.candidate = found.candidate;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const path = routePath(request);
    const sharedCacheable = SHARED_CACHEABLE.test(String(reply.getHeader('cache-control') ?? ''));
    if (request.session && CARRIES_CSRF_TOKEN.test(path) && !sharedCacheable) reply.header('x-csrf-token', request.session.csrfToken);
    // API answers are per-user: never store them in shared or browser caches.
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** The request's company, loaded once per request (and not at all by requests that never ask). */
export async function requestDomain(ctx: AppContext, request: FastifyRequest): Promise<Domain> {
  request.domainRecord ??= await getDomain(ctx.db, request.domainId);
  if (!request.domainRecord) {
    throw new AppError(404, 'unknown_domain', `No careers site is set up for "${request.domainId}".`);
  }
  return request.domainRecord;
}
