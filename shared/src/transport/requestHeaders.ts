import type { QueryValue, TransportUser } from './types';

/**
 * What every call says about its caller (spec §7): user, group, CSRF token, time zone, the page's language (`x-locale`:
 * texts the server writes into an answer are in the language the page shows, not only the saved one), and its body's type.
 */
export function requestHeaders(
  { csrfToken, timezone, locale = null, user, json }: { csrfToken: string; timezone: string; locale?: string | null; user: TransportUser | null; json: boolean },
  extra: Record<string, string> = {},
): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-csrf-token': csrfToken, 'x-timezone': timezone };
  if (locale) headers['x-locale'] = locale;
  if (user?.id) headers['x-user-id'] = user.id;
  if (user?.groupId) headers['x-group-id'] = user.groupId;
  if (json) headers['content-type'] = 'application/json';
  // The caller's own headers win: a call may, say, accept something other than JSON.
  return { ...headers, ...extra };
}

/** Parameters the page itself asks every call to carry (spec §7): its PDF server token and its `debug`. */
export function pageParams(pageUrl: string): Record<string, QueryValue> {
  const params: Record<string, QueryValue> = {};
  const pdfToken = document.querySelector<HTMLMetaElement>('meta[name="pdf-server-token"]')?.content;
  if (pdfToken) params.pdf_server_token = pdfToken;
  const debug = new URL(pageUrl, 'http://x').searchParams.get('debug');
  if (debug !== null) params.debug = debug;
  return params;
}
