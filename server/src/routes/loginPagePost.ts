import type { FastifyRequest } from 'fastify';

const LOGIN_PAGE = '/careers/login';

/**
 * Fastify's rewriteUrl: the login page's plain form posts to the page's own address (POST /careers/login?…),
 * which is the log-in route (POST /candidate/login?…), so the browser stays on the page's address and a
 * refusal is drawn there by the shell (routes/auth.ts). Every other request keeps its URL.
 */
export function loginPagePost(raw: { method?: string; url?: string }): string {
  const url = raw.url ?? '/';
  if (raw.method !== 'POST' || !(url === LOGIN_PAGE || url.startsWith(`${LOGIN_PAGE}?`))) return url;
  return `/candidate/login${url.slice(LOGIN_PAGE.length)}`;
}

/** Whether this log-in was posted by the login page's form (to /careers/login), not /candidate/login's own page. */
export function postedFromLoginPage(request: FastifyRequest): boolean {
  return request.originalUrl !== request.url && request.originalUrl.split('?')[0] === LOGIN_PAGE;
}
