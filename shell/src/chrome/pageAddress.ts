// The page's address for the components the server renders too (the login page): there is no `location`
// in Node, so renderChrome names the request's address here for the length of its (synchronous) render.
let serverHref: string | null = null;

/** Sets the address the server is rendering (path and query, as the browser will show them), or null after it. */
export function renderingAt(href: string | null): void {
  serverHref = href;
}

/** The page's path and query, e.g. '/careers/login?next=%2Fcareers%2Foffers'. */
export function pageHref(): string {
  return serverHref ?? location.pathname + location.search;
}

/** The page's query string ('' or '?…'). */
export function pageSearch(): string {
  const href = pageHref();
  const start = href.indexOf('?');
  return start < 0 ? '' : href.slice(start);
}

/**
 * The origin a return address is checked against. On the server any fixed origin gives the same answer as the
 * browser's: only a path on the same origin passes (safeNextPath), and that check does not depend on which origin.
 */
export function pageOrigin(): string {
  return serverHref === null ? location.origin : 'https://server-render.invalid';
}

/**
 * The careers home of the company the page is of: '/careers', keeping the page's `domain` parameter when it names
 * one (a company chosen by query on a shared instance). Where a log-out ends: without the parameter a candidate of
 * that company landed on the default company's site (review finding, session 13).
 * @example careersHome() // on '/careers/dashboard?domain=b.test&tab=events': '/careers?domain=b.test'
 */
export function careersHome(): string {
  const domain = new URLSearchParams(pageSearch()).get('domain');
  return domain ? `/careers?${new URLSearchParams({ domain }).toString()}` : '/careers';
}

/** The server's Log out page, coming back to this company's careers home: the log-out of a page without scripts. */
export function logoutPageHref(): string {
  return `/logout?next=${encodeURIComponent(careersHome())}`;
}
