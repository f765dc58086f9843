/**
 * The address a notification leads to, keeping the current page's query parameters (spec §4);
 * parameters the notification's own address sets win. Only careers pages are followed: anything
 * that leaves the careers origin (another site, `javascript:`) becomes the careers home. Results
 * on the page's own origin come back as a path so the site can navigate without a reload.
 * @example redirectWithQuery('/careers/offers', '?utm_source=mail', 'https://careers.example', 'https://careers.example')
 *   // '/careers/offers?utm_source=mail'
 */
export function redirectWithQuery(redirectUrl: string, currentSearch: string, careersOrigin: string, pageOrigin: string): string {
  let target = new URL('/careers', careersOrigin);
  try {
    const candidate = new URL(redirectUrl, careersOrigin);
    if (candidate.origin === target.origin) target = candidate;
  } catch {
    // An address that does not parse leads home.
  }
  new URLSearchParams(currentSearch).forEach((value, key) => {
    if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  });
  return target.origin === pageOrigin ? `${target.pathname}${target.search}${target.hash}` : target.href;
}
