import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Candidate } from '../services/candidates';
import { crossSiteWithoutSession } from './guards';
import { SESSION_COOKIE, createSession, destroySession, sessionTtlHours, type Session } from '../services/sessions';

export interface SessionManager {
  /** Gives the request a session (anonymous if needed) so a page can carry a CSRF token. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<Session>;
  /** Logs `candidate` in with a brand-new session id and CSRF token (no session fixation). */
  start(request: FastifyRequest, reply: FastifyReply, candidate: Candidate): Promise<Session>;
  /** Ends the request's session and clears the cookie (not for another site's post without one: see crossSiteWithoutSession). */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createSessionManager(db: Db, config: Config): SessionManager {
  const cookieOptions = {
    httpOnly: true,
    // Lax by default; 'none' only for widgets embedded on another site (config forces Secure with it).
    sameSite: config.cookieSameSite,
    path: '/',
    secure: config.cookieSecure,
  };

  async function issue(request: FastifyRequest, reply: FastifyReply, domain: string, candidate: Candidate | null): Promise<Session> {
    const ttlHours = sessionTtlHours(candidate !== null, config.sessionTtlHours);
    const { token, session } = await createSession(db, { domain, candidateId: candidate?.id ?? null, ttlHours });
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: ttlHours * 3600 });
    request.session = session;
    request.candidate = candidate;
    return session;
  }

  return {
    async ensure(request, reply) {
      return request.session ?? (await issue(request, reply, request.domainId, null));
    },
    async start(request, reply, candidate) {
      if (request.session) await destroySession(db, request.session.idHash);
      request.domainId = candidate.domain;
      return await issue(request, reply, candidate.domain, candidate);
    },
    async end(request, reply) {
      // The browser kept the cookie from another site's post: the visitor's session, if any, is not ours to clear from there.
      if (crossSiteWithoutSession(request)) return;
      if (request.session) await destroySession(db, request.session.idHash);
      request.session = null;
      request.candidate = null;
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
  };
}
