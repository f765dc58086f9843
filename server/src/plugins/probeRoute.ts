import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A load balancer's probe (/healthz): answers the same to everyone from nothing the request carries,
     * so the hooks that read the session, the company or the Origin pass it by (its security headers and
     * its log line stay).
     */
    probe?: boolean;
  }
}

/** Whether the request was routed to a probe (see `probe`). */
export function isProbe(request: FastifyRequest): boolean {
  return request.routeOptions.config?.probe === true;
}
