import type { RequestOptions, Transport } from '@careers/shared/transport';

export interface FakeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as called, without any query string. */
  path: string;
  body: unknown;
  params: RequestOptions['params'];
  /** True for `postRaw` (FormData, Blob or string bodies). */
  raw: boolean;
}

/** Answers a request; throw a `TransportError` to simulate a failed call. */
export type FakeHandler = (req: FakeRequest) => unknown;

export interface FakeTransport extends Transport {
  /** Every request made, in order. */
  calls: FakeRequest[];
}

/**
 * A Transport for tests. Routes are keyed 'METHOD /path' or just '/path' (any method); whatever a handler
 * returns is the response, whatever it throws is rethrown. An unknown route fails the call loudly.
 * @example createFakeTransport({ 'GET /api/offer/offers': () => ({ data: [] }) })
 */
export function createFakeTransport(routes: Record<string, FakeHandler> = {}): FakeTransport {
  const calls: FakeRequest[] = [];

  async function handle<T>(method: FakeRequest['method'], fullPath: string, body: unknown, opts: RequestOptions = {}, raw = false): Promise<T> {
    const path = fullPath.split('?')[0] ?? fullPath;
    const req: FakeRequest = { method, path, body, params: opts.params, raw };
    calls.push(req);
    const handler = routes[`${method} ${path}`] ?? routes[path];
    if (!handler) throw new Error(`createFakeTransport: no route for ${method} ${path}`);
    return (await handler(req)) as T;
  }

  return {
    calls,
    get: (path, opts) => handle('GET', path, undefined, opts),
    post: (path, body, opts) => handle('POST', path, body, opts),
    put: (path, body, opts) => handle('PUT', path, body, opts),
    delete: (path, body, opts) => handle('DELETE', path, body, opts),
    postRaw: (path, body, opts) => handle('POST', path, body, opts, true),
    csrfToken: () => 'fake-csrf-token',
  };
}
