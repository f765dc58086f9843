/**
 * The address a notification leads to, keeping the current page's query parameters (spec §4);
 * parameters the notification's own address sets win. Same-origin results come back as a path so
 * the careers site can navigate without a reload; others stay absolute.
 * @example redirectWithQuery('/careers/offers', '?utm_source=mail', 'https://careers.example', 'https://careers.example')
 *   // '/careers/offers?utm_source=mail'
 */
export function redirectWithQuery(redirectUrl: string, currentSearch: string, careersOrigin: string, pageOrigin: string): string {
  const target = new URL(redirectUrl, careersOrigin);
  new URLSearchParams(currentSearch).forEach((value, key) => {
    if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  });
  return target.origin === pageOrigin ? `${target.pathname}${target.search}${target.hash}` : target.href;
}
