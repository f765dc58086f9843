import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginRequired } from '../domainErrors';
import { AppError } from '../errors';
import type { Candidate } from '../services/candidates';
import { routePath } from './routePath';
import { unmaskCsrfToken } from '../services/csrfMask';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PROTECTED_PREFIXES = ['/api/pcsx/', '/api/offer/'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers from the request alone, the same for everyone, and changes nothing (the public
     * check of a signed PDF): it runs as an anonymous caller whatever cookie came along (session and
     * candidate are set aside before anything reads them) and so needs no CSRF token. A forged
     * cross-site request gains nothing: there is no one to act as and nothing to change, and the
     * browser keeps the answer from the forging page.
     */
    sessionless?: boolean;
  }
}

const invalidCsrf = () =>
  new AppError(403, 'invalid_csrf', 'Invalid CSRF.', undefined, { 'x-invalid-csrf': '1' });

/** Every route under the protected prefixes needs a login unless it says `public`; decided by the matched route. */
function isProtected(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.public) return false;
  const path = routePath(request);
  return PROTECTED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * The logged-in candidate, for handlers that need one. The guard has already refused visitors;
 * this fails closed (401) should a route ever slip past it, instead of handing the handler a null.
 */
export function requireCandidate(request: FastifyRequest): Candidate {
  if (!request.candidate) throw loginRequired();
  return request.candidate;
}

function sentToken(request: FastifyRequest): string {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  // HTML forms cannot set headers; they post the token as a hidden `_csrf` field. Only our own pages'
  // forms: a page of another origin allowed to embed widgets can read the token (the CORS answers
  // expose it), and a form post needs no CORS preflight, so from there the field would open every
  // state-changing route, not just the embeddable ones. Such pages must send the header (preflighted).
  if (!fromOwnPage(request)) return '';
  const body = request.body as Record<string, unknown> | null | undefined;
  return body && typeof body === 'object' && typeof body._csrf === 'string' ? body._csrf : '';
}

/**
 * Whether the request comes from a page of this site: the browser's own word (Sec-Fetch-Site) when it
 * gives it, else the Origin against the host asked for (X-Forwarded-Host behind a trusted proxy);
 * neither header: not a browser's cross-origin post.
 */
function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * An unsafe request from another site's page that carries no session. With the session cookie `SameSite=Lax`
 * the browser withholds it from such a post, so "no session" says nothing about the visitor: they may well
 * be logged in. Answered with Set-Cookie (a cleared or fresh `careers_sid`, which the browser accepts on a
 * top-level navigation), it would let any site log its visitors out of ours or swap their cookie. Such
 * requests change no cookie (sessionManager.ts) and the log-in forms send them to the page instead (routes/auth.ts).
 */
export function crossSiteWithoutSession(request: FastifyRequest): boolean {
  return !request.session && UNSAFE_METHODS.has(request.method) && !fromOwnPage(request);
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a state-changing request lacks its session's CSRF token (and so must be refused). */
function csrfRefused(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  if (request.routeOptions.config?.sessionless) return false;
  // Logging out a session that no longer exists changes nothing: no token needed to end logged out.
  if (!request.session && request.routeOptions.config?.harmlessWithoutSession) return false;
  // Pages carry the token masked (services/csrfMask.ts); the x-csrf-token header answers carry it as it is.
  return !request.session || !sameToken(unmaskCsrfToken(sentToken(request)), request.session.csrfToken);
}

/**
 * Access rules for every route. The login check runs first (onRequest, before the body is even
 * read), so a visitor whose session expired hears "Session timed out." rather than a CSRF error;
 * then every state-changing request must echo the session's CSRF token.
 */
export function installGuards(app: FastifyInstance): void {
  // Callback hooks: they run on every request and never wait, so they need no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config?.sessionless) {
      request.session = null;
      request.candidate = null;
    }
    done(isProtected(request) && !request.candidate ? loginRequired() : undefined);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    done(csrfRefused(request) ? invalidCsrf() : undefined);
  });
}
