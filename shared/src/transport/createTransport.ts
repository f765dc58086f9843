/**
 * The HTTP client every remote shares (spec §7 "Shared conduct", §8 "Transport"). The request pipeline is one
 * function on purpose: headers, page-derived params, CSRF refresh and error mapping must run in this order.
 */
import { createMetaCsrfHolder } from './createMetaCsrfHolder';
import { buildUrl } from './buildUrl';
import { errorFromResponse } from './errorFromResponse';
import { TRANSPORT_MESSAGES as M } from './messages';
import { TransportError } from './TransportError';
import type { QueryValue, RequestOptions, Transport, TransportOptions, TransportUser } from './types';

const LOGIN_PATH = '/candidate/login';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; value: FormData | Blob | string };

// The browser's time zone, read once per page: making an Intl.DateTimeFormat for every call took
// 44–205 ms of the start-up of a page on a throttled phone (issue 27), for the same answer each time.
let knownTimezone: string | undefined;

/** The browser's IANA time zone (read once, then kept). */
export function browserTimezone(): string {
  knownTimezone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return knownTimezone;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function wentToLogin(response: Response): boolean {
  if (!response.redirected || !response.url) return false;
  try {
    return new URL(response.url, 'http://x').pathname.startsWith(LOGIN_PATH);
  } catch {
    return false;
  }
}

/** Creates the shared HTTP client. @example createTransport({ user: { id: '7', groupId: 'acme.com' } }) */
export function createTransport(options: TransportOptions = {}): Transport {
  const {
    baseUrl = '',
    credentials = 'same-origin',
    errorStatusCodes = [],
    onToast,
    pageUrl = () => location.href,
    timezone = browserTimezone,
  } = options;
  // Always called as a plain function: a browser's fetch called as a method of another object throws
  // "Illegal invocation". The global is looked up per call so a stub installed later is honoured.
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const csrf = options.csrf ?? createMetaCsrfHolder();
  const currentUser = (): TransportUser | null =>
    typeof options.user === 'function' ? options.user() : (options.user ?? null);

  // Parameters the page itself asks every call to carry (spec §7).
  function pageParams(): Record<string, QueryValue> {
    const params: Record<string, QueryValue> = {};
    const pdfToken = document.querySelector<HTMLMetaElement>('meta[name="pdf-server-token"]')?.content;
    if (pdfToken) params.pdf_server_token = pdfToken;
    const debug = new URL(pageUrl(), 'http://x').searchParams.get('debug');
    if (debug !== null) params.debug = debug;
    return params;
  }

  function headersFor(body: Body, extra: Record<string, string> = {}): Record<string, string> {
    const user = currentUser();
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-csrf-token': csrf.get(),
      'x-timezone': timezone(),
    };
    if (user?.id) headers['x-user-id'] = user.id;
    if (user?.groupId) headers['x-group-id'] = user.groupId;
    if (body.kind === 'json') headers['content-type'] = 'application/json';
    return { ...headers, ...extra };
  }

  async function request<T>(method: Method, path: string, body: Body, opts: RequestOptions = {}): Promise<T> {
    const url = buildUrl(baseUrl, path, { ...opts.params, ...pageParams() });
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        method,
        credentials,
        headers: headersFor(body, opts.headers),
        body: body.kind === 'json' ? JSON.stringify(body.value) : body.kind === 'raw' ? body.value : undefined,
        signal: opts.signal,
      });
      text = await response.text();
    } catch (err) {
      // A cancelled call is the caller's decision, not a failure to report; SWR and React expect the AbortError.
      if (opts.signal?.aborted) throw err;
      throw new TransportError(M.network, { status: 0, code: 'network_error', data: err });
    }

    const freshToken = response.headers.get('x-csrf-token');
    if (freshToken) csrf.set(freshToken);

    const parsed = parseJson(text);
    const data = parsed.ok ? parsed.value : text;
    const { status } = response;
    if (wentToLogin(response) || response.headers.get('x-login-required') !== null) {
      throw new TransportError(M.sessionTimedOut, { status, code: 'session_timeout', data });
    }
    if (response.headers.get('x-invalid-csrf') !== null) {
      throw new TransportError(M.invalidCsrf, { status, code: 'invalid_csrf', data });
    }
    if (response.ok) {
      // 204 and empty 2xx bodies carry no data; anything else must be JSON.
      if (status === 204 || text.trim() === '') return undefined as T;
      if (!parsed.ok) throw new TransportError(M.badJson, { status, code: 'invalid_json', data: text });
      return parsed.value as T;
    }
    if (status >= 500 && method === 'GET') onToast?.({ kind: 'error', message: M.serverErrorToast });
    throw errorFromResponse(status, data, { checkPermissions: opts.checkPermissions ?? false, errorStatusCodes });
  }

  const json = (value: unknown): Body => (value === undefined ? { kind: 'none' } : { kind: 'json', value });
  return {
    get: (path, opts) => request('GET', path, { kind: 'none' }, opts),
    post: (path, body, opts) => request('POST', path, json(body), opts),
    put: (path, body, opts) => request('PUT', path, json(body), opts),
    delete: (path, body, opts) => request('DELETE', path, json(body), opts),
    postRaw: (path, body, opts) => request('POST', path, { kind: 'raw', value: body }, opts),
    csrfToken: () => csrf.get(),
  };
}
