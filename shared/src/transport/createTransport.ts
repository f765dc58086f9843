/**
 * The HTTP client every remote shares (spec §7 "Shared conduct", §8 "Transport"). `request` is the pipeline and
 * keeps its order: headers and page-derived params, the call, the CSRF refresh (even from a failed call), then
 * the answer read into data or an error (`readResponse`).
 */
import { browserTimezone } from './browserTimezone';
import { createMetaCsrfHolder } from './createMetaCsrfHolder';
import { buildUrl } from './buildUrl';
import { readResponse } from './readResponse';
import { pageParams, requestHeaders } from './requestHeaders';
import { TRANSPORT_MESSAGES as M } from './messages';
import { TransportError } from './TransportError';
import type { RequestOptions, Transport, TransportOptions, TransportUser } from './types';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; value: FormData | Blob | string };

/** Creates the shared HTTP client. @example createTransport({ user: { id: '7', groupId: 'acme.com' } }) */
export function createTransport(options: TransportOptions = {}): Transport {
  const {
    baseUrl = '',
    credentials = 'same-origin',
    errorStatusCodes = [],
    onToast,
    pageUrl = () => location.href,
    timezone = browserTimezone,
    locale = () => null,
  } = options;
  // Always called as a plain function: a browser's fetch called as a method of another object throws
  // "Illegal invocation". The global is looked up per call so a stub installed later is honoured.
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const csrf = options.csrf ?? createMetaCsrfHolder();
  const currentUser = (): TransportUser | null =>
    typeof options.user === 'function' ? options.user() : (options.user ?? null);

  async function request<T>(method: Method, path: string, body: Body, opts: RequestOptions = {}): Promise<T> {
    const url = buildUrl(baseUrl, path, { ...opts.params, ...pageParams(pageUrl()) });
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        method,
        credentials,
        headers: requestHeaders({ user: currentUser(), csrfToken: csrf.get(), timezone: timezone(), locale: locale(), json: body.kind === 'json' }, opts.headers),
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
    return readResponse<T>(response, text, { method, checkPermissions: opts.checkPermissions ?? false, errorStatusCodes, onToast });
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
