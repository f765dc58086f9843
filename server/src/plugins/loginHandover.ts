import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import type { Db } from '../db/connection';
import type { Candidate } from '../services/candidates';

/** Moves what a visitor's session owned (by its hashed id) to the candidate who just logged in. */
export type VisitorHandover = (db: Db, visitorSession: string, candidate: Candidate) => unknown;

/**
 * Hands a visitor's things (job cart, uploaded files) to the candidate when a request logs them in
 * (log-in and sign-up give the request a new session): whatever route did it, they follow the
 * candidate. Registered once on the app, after the request context has found the session.
 */
export function installLoginHandover(app: FastifyInstance, ctx: AppContext, handovers: Record<string, VisitorHandover>): void {
  const visitorSession = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', async (request) => {
    if (request.session && request.session.candidateId === null) visitorSession.set(request, request.session.idHash);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const before = visitorSession.get(request);
    if (before && request.candidate && request.session && request.session.idHash !== before) {
      for (const [what, handover] of Object.entries(handovers)) {
        try {
          await handover(ctx.sqlite, before, request.candidate);
        } catch (error) {
          // The log-in itself worked; things that did not follow must not turn it into an error.
          request.log.error({ err: error }, `moving the visitor's ${what} to the candidate failed`);
        }
      }
    }
    return payload;
  });
}
