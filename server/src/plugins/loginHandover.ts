import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Candidate } from '../services/candidates';

/** Moves what a visitor's session owned (by its hashed id) to the candidate who just logged in. */
export type VisitorHandover = (visitorSession: string, candidate: Candidate) => unknown;

/**
 * Hands a visitor's things (job cart, uploaded files) to the candidate when a request logs them in
 * (log-in and sign-up give the request a new session): whatever route did it, they follow the
 * candidate. Registered once on the app, after the request context has found the session.
 */
export function installLoginHandover(app: FastifyInstance, handovers: Record<string, VisitorHandover>): void {
  const visitorSession = new WeakMap<FastifyRequest, string>();
  const handOver = async (request: FastifyRequest, before: string, candidate: Candidate) => {
    for (const [what, handover] of Object.entries(handovers)) {
      try {
        await handover(before, candidate);
      } catch (error) {
        // The log-in itself worked; things that did not follow must not turn it into an error.
        request.log.error({ err: error }, `moving the visitor's ${what} to the candidate failed`);
      }
    }
  };
  // Callback hooks, not async ones: every request passes here and almost none logs in, so the usual
  // path costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.session && request.session.candidateId === null) visitorSession.set(request, request.session.idHash);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const before = visitorSession.get(request);
    if (!before || !request.candidate || !request.session || request.session.idHash === before) {
      done(null, payload);
      return;
    }
    handOver(request, before, request.candidate).then(() => done(null, payload), done);
  });
}
