/**
 * The absolute address of a careers page of company `domain`, as crawlers and canonical links name it.
 *
 * The origin is the configured PUBLIC_ORIGIN, never the request's Host header: a request can carry any
 * Host, and a sitemap or canonical link built from it would tell search engines that this company's jobs
 * live on someone else's site. Companies share that origin and are told apart by `?domain=` (as the
 * links in e-mail are); the configured default company needs none, since a crawler (no session) asking
 * the bare address gets the default company.
 */
export function publicPageUrl(origin: string, path: string, domain: string, defaultDomain: string): string {
  const url = new URL(path, origin);
  if (domain !== defaultDomain) url.searchParams.set('domain', domain);
  return url.toString();
}
