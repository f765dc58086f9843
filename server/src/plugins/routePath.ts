import type { FastifyRequest } from 'fastify';

/**
 * The path a request was routed by, for rules that depend on where a request goes. Never the raw
 * `request.url`: Fastify decodes the path before routing, so `/api/%70csx/onboarding` reaches the
 * `/api/pcsx/onboarding` handler while its raw URL starts with something else. A matched route
 * gives its own pattern (`/api/pcsx/notifications/:id/mark_clicked`); with no route (404), the
 * decoded path, lower-cased like every route of this server.
 */
export function routePath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined) return pattern;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
