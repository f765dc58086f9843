import type { FastifyRequest } from 'fastify';

/** True for form posts from the server-rendered pages: they expect a page or redirect back, not JSON. */
export function isFormPost(request: FastifyRequest): boolean {
  return /^application\/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '');
}
