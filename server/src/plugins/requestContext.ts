import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { AppError } from '../errors';
import { getCandidate, type Candidate } from '../services/candidates';
import { readDomain, resolveDomain, type Domain, type ReadDomain } from '../services/domains';
import { SESSION_COOKIE, findSession, type Session } from '../services/sessions';
import { isProbe } from './probeRoute';
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
    /** Per-response nonce allowed by the CSP's script-src: drawn for pages only (plugins/security.ts), '' until then. */
    cspNonce: string;
    /** The company of `domainId` once read (see requestDomain); null until then. */
    domainRecord: Domain | null;
    /**
     * The search version of `domainRecord`, read in the same statement as it (readDomain, or with the session on
     * PostgreSQL: findSession), so a search needs no second round trip; null when the company was read without it (the search reads it then).
     */
    searchVersion: number | null;
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
 * Runs first on every request: finds the session, the company and the candidate (the security headers
 * draw a page's CSP nonce). Responses of pages and APIs to a request with a session carry its CSRF token in `x-csrf-token`.
 */
export function installRequestContext(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);
  app.decorateRequest('candidate', null);
  app.decorateRequest('domainId', '');
  app.decorateRequest('cspNonce', '');
  app.decorateRequest('domainRecord', null);
  app.decorateRequest('searchVersion', null);

  const findContext = async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    // The session and its candidate (two indexed lookups on SQLite; on PostgreSQL one query that also
    // reads the session's company and its search version, see findSession); the company in at most one more (resolveDomain).
    const found = token ? await findSession(ctx.db, token) : null;
    request.session = found?.session ?? null;
    await decideCompany(ctx, request, found?.candidate ?? null, found?.company ?? null);
  };
  // A probe (/healthz) reads neither session nor company: none is looked up, and no promise is made for it.
  app.addHook('onRequest', (request, _reply, done) => {
    if (isProbe(request)) done();
    else findContext(request).then(() => done(), done);
  });

  // The body is read after onRequest: one that names the company (and a query that does not) decides
  // it now, before the CSRF check (a later preHandler), the handler and its errors.
  // Callback hooks where the usual path never waits: no promise per request.
  app.addHook('preHandler', (request, _reply, done) => {
    if (domainIn(request.query) === undefined && domainIn(request.body) !== undefined) decideCompany(ctx, request, null).then(() => done(), done);
    else done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const path = routePath(request);
    const sharedCacheable = SHARED_CACHEABLE.test(String(reply.getHeader('cache-control') ?? ''));
    if (request.session && CARRIES_CSRF_TOKEN.test(path) && !sharedCacheable) reply.header('x-csrf-token', request.session.csrfToken);
    // API answers are per-user: never store them in shared or browser caches.
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** `source.domain` when `source` is an object (a query or a parsed JSON or form body). */
function domainIn(source: unknown): unknown {
  return typeof source === 'object' && source !== null && 'domain' in source ? source.domain : undefined;
}

/**
 * The domains a request names: `?domain=` and its body's `domain` (undefined where it names none).
 * For checks stricter than the company decision (the bell's calls name nothing but the candidate's own).
 */
export function requestedDomains(request: FastifyRequest): unknown[] {
  return [domainIn(request.query), domainIn(request.body)];
}

/**
 * THE one place that decides which company a request is for: the domain it names (`?domain=`, else its
 * JSON or form body's `domain`) when that is a known company, else the session's company, else the
 * site's default. A session belongs to one company: for any other, the visitor is logged out, so a
 * request can never act as a candidate on another company's data by naming another domain.
 */
async function decideCompany(ctx: AppContext, request: FastifyRequest, sessionCandidate: Candidate | null, sessionCompany: ReadDomain | null = null): Promise<void> {
  const fromQuery = domainIn(request.query);
  const requested = fromQuery !== undefined ? fromQuery : domainIn(request.body);
  const resolved = await resolveDomain(ctx.db, requested, request.session?.domain ?? null, ctx.config.defaultDomain, sessionCompany);
  // The session's company and search version read with the session (same request, so as fresh as reading them now).
  const company =
    resolved.domain === null && resolved.id === sessionCompany?.domain.id ? { id: resolved.id, domain: sessionCompany.domain, searchVersion: sessionCompany.searchVersion } : resolved;
  if (company.id === request.domainId) {
    // A body naming the company already decided still saves requestDomain reading it again.
    if (!request.domainRecord) [request.domainRecord, request.searchVersion] = [company.domain, company.searchVersion];
    return;
  }
  request.domainId = company.id;
  request.domainRecord = company.domain;
  request.searchVersion = company.searchVersion;
  const { session } = request;
  if (!session?.candidateId || session.domain !== company.id) request.candidate = null;
  // The session lookup brought its candidate along; a body naming the company later reads it once.
  else request.candidate = sessionCandidate ?? (await getCandidate(ctx.db, session.domain, session.candidateId));
}

/** The request's company (decided by decideCompany), loaded once per request (and not at all by requests that never ask). */
export async function requestDomain(ctx: AppContext, request: FastifyRequest): Promise<Domain> {
  if (!request.domainRecord) {
    const found = await readDomain(ctx.db, request.domainId);
    [request.domainRecord, request.searchVersion] = [found?.domain ?? null, found?.searchVersion ?? null];
  }
  if (!request.domainRecord) {
    throw new AppError(404, 'unknown_domain', `No careers site is set up for "${request.domainId}".`);
  }
  return request.domainRecord;
}
