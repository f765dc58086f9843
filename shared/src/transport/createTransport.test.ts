import { createTransport } from './createTransport';
import { TransportError } from './TransportError';
import type { TransportOptions } from './types';

/** A stand-in for fetch's Response (jsdom has none) with just what the transport reads. */
function respond(
  status: number,
  body?: unknown,
  init: { headers?: Record<string, string>; redirected?: boolean; url?: string } = {},
): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const headers = Object.fromEntries(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    status,
    ok: status >= 200 && status < 300,
    redirected: init.redirected ?? false,
    url: init.url ?? 'http://localhost/api/x',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => text,
  } as unknown as Response;
}

function setup(response: Response | (() => Promise<Response>), options: Partial<TransportOptions> = {}) {
  const fetchMock = jest.fn(typeof response === 'function' ? response : async () => response);
  const transport = createTransport({
    fetch: fetchMock as unknown as typeof fetch,
    user: { id: '42', groupId: 'acme.example' },
    pageUrl: () => 'http://localhost/careers/search',
    timezone: () => 'Europe/Madrid',
    ...options,
  });
  const lastCall = () => {
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    return { url, init, headers: init.headers as Record<string, string> };
  };
  return { transport, fetchMock, lastCall };
}

async function failure(promise: Promise<unknown>): Promise<TransportError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof TransportError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="token-from-page">';
});

describe('error texts (spec §8 Transport)', () => {
  const cases: Array<{
    name: string;
    response: Response;
    method?: 'get' | 'post';
    options?: Partial<TransportOptions>;
    checkPermissions?: boolean;
    message: string;
    code: string;
  }> = [
    {
      name: 'redirected to the login page',
      response: respond(200, '<html>login</html>', { redirected: true, url: 'http://localhost/candidate/login?next=x' }),
      message: 'Session timed out.',
      code: 'session_timeout',
    },
    {
      name: 'login header set',
      response: respond(401, { error: { code: 'login_required', message: 'Login required' } }, { headers: { 'x-login-required': '1' } }),
      message: 'Session timed out.',
      code: 'session_timeout',
    },
    {
      name: 'invalid CSRF header',
      response: respond(403, { error: { code: 'csrf', message: 'bad token' } }, { headers: { 'x-invalid-csrf': 'true' } }),
      method: 'post',
      message: 'Invalid CSRF.',
      code: 'invalid_csrf',
    },
    { name: 'HTTP 429', response: respond(429, { message: 'slow down' }), message: 'Please try again in a few minutes', code: 'rate_limited' },
    {
      name: '403 on a permission-checked call',
      response: respond(403, { error: { code: 'forbidden', message: 'Nope' } }),
      checkPermissions: true,
      message: 'User does not have permissions to perform this action',
      code: 'permission_denied',
    },
    {
      name: '403 on an unchecked call uses the server message',
      response: respond(403, { error: { code: 'forbidden', message: 'Nope' } }),
      message: 'Nope',
      code: 'forbidden',
    },
    {
      name: 'configured status code',
      response: respond(422, { message: 'Bad field' }),
      options: { errorStatusCodes: [422] },
      message: 'Error in api response',
      code: 'api_error',
    },
    { name: '2xx body that is not JSON', response: respond(200, 'not json {'), message: 'Unexpected error occurred.', code: 'invalid_json' },
    { name: 'data.message', response: respond(400, { message: 'Position is closed' }), message: 'Position is closed', code: 'request_failed' },
    {
      name: 'data.error.message with its code',
      response: respond(404, { error: { code: 'not_found', message: 'Offer not found' } }),
      message: 'Offer not found',
      code: 'not_found',
    },
    { name: 'raw text body', response: respond(400, 'Plain words from a proxy'), message: 'Plain words from a proxy', code: 'request_failed' },
    {
      name: 'HTML body falls back',
      response: respond(502, '<html><body><h1>502 Bad Gateway</h1></body></html>'),
      method: 'post',
      message: 'There was a problem with the request',
      code: 'request_failed',
    },
    {
      name: 'HTML in data.message is skipped for the next candidate',
      response: respond(400, { message: '<b>bold</b>', error: { message: 'Readable' } }),
      message: 'Readable',
      code: 'request_failed',
    },
    { name: 'no usable text', response: respond(400, { message: 12 }), message: 'There was a problem with the request', code: 'request_failed' },
  ];

  it.each(cases)('$name → $message', async ({ response, method = 'get', options, checkPermissions, message, code }) => {
    const { transport } = setup(response, options);
    const call = method === 'get' ? transport.get('/api/x', { checkPermissions }) : transport.post('/api/x', {}, { checkPermissions });
    const err = await failure(call);
    expect(err.message).toBe(message);
    expect(err.code).toBe(code);
    expect(err.status).toBe(response.status);
  });

  it('reports a network failure as "Error with response"', async () => {
    const { transport } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await failure(transport.get('/api/x'));
    expect(err).toMatchObject({ message: 'Error with response', status: 0, code: 'network_error' });
  });

  it('lets an aborted call reject with the abort error itself', async () => {
    const controller = new AbortController();
    const abortError = new DOMException('The operation was aborted.', 'AbortError');
    const { transport } = setup(() => {
      controller.abort();
      return Promise.reject(abortError);
    });
    await expect(transport.get('/api/x', { signal: controller.signal })).rejects.toBe(abortError);
  });

  it('toasts "Server error. Please try again." on a 5xx GET only', async () => {
    const onToast = jest.fn();
    const get = setup(respond(500, { error: { code: 'internal', message: 'Boom' } }), { onToast });
    await expect(get.transport.get('/api/x')).rejects.toThrow('Boom');
    // With its key's code, so the page shows it in its language (shared.transport.server_error).
    expect(onToast).toHaveBeenCalledWith({ kind: 'error', message: 'Server error. Please try again.', code: 'server_error' });

    onToast.mockClear();
    const post = setup(respond(500, { error: { message: 'Boom' } }), { onToast });
    await expect(post.transport.post('/api/x', {})).rejects.toThrow('Boom');
    expect(onToast).not.toHaveBeenCalled();
  });

  it('keeps the parsed error body on the error', async () => {
    const body = { error: { code: 'not_found', message: 'Offer not found' } };
    const { transport } = setup(respond(404, body));
    expect((await failure(transport.get('/api/x'))).data).toEqual(body);
  });
});

describe('successful calls', () => {
  it('returns parsed JSON', async () => {
    const { transport } = setup(respond(200, { data: [1, 2] }));
    await expect(transport.get('/api/x')).resolves.toEqual({ data: [1, 2] });
  });

  it('returns undefined for 204 and for an empty body', async () => {
    await expect(setup(respond(204)).transport.delete('/api/x')).resolves.toBeUndefined();
    await expect(setup(respond(200, '')).transport.post('/api/x')).resolves.toBeUndefined();
  });
});

describe('what every request carries (spec §7)', () => {
  it('sends user, group, CSRF, timezone and accept headers', async () => {
    const { transport, lastCall } = setup(respond(200, {}));
    await transport.get('/api/pcsx/search');
    expect(lastCall().headers).toEqual({
      accept: 'application/json',
      'x-user-id': '42',
      'x-group-id': 'acme.example',
      'x-csrf-token': 'token-from-page',
      'x-timezone': 'Europe/Madrid',
    });
    expect(lastCall().init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(lastCall().init.body).toBeUndefined();
  });

  it("names the page's language as it is at each call (x-locale), and nothing without one", async () => {
    let locale: string | null = null;
    const { transport, lastCall } = setup(respond(200, {}), { locale: () => locale });
    await transport.get('/api/x');
    expect(lastCall().headers).not.toHaveProperty('x-locale');
    locale = 'he';
    await transport.post('/api/x', {});
    expect(lastCall().headers['x-locale']).toBe('he');
  });

  it('leaves out x-user-id for a logged-out visitor and follows a user getter', async () => {
    let user = { id: null as string | null, groupId: 'acme.example' };
    const { transport, lastCall } = setup(respond(200, {}), { user: () => user });
    await transport.get('/api/x');
    expect(lastCall().headers).not.toHaveProperty('x-user-id');
    user = { id: '7', groupId: 'acme.example' };
    await transport.get('/api/x');
    expect(lastCall().headers['x-user-id']).toBe('7');
  });

  it('sends JSON bodies with a content type, and raw bodies untouched', async () => {
    const { transport, lastCall } = setup(respond(200, {}));
    await transport.put('/api/x', { position_ids: [1] });
    expect(lastCall().init).toMatchObject({ method: 'PUT', body: '{"position_ids":[1]}' });
    expect(lastCall().headers['content-type']).toBe('application/json');

    const form = new FormData();
    form.append('signed_document_file', 'x');
    await transport.postRaw('/api/offer/offers/1/2/accept', form);
    expect(lastCall().init).toMatchObject({ method: 'POST', body: form });
    expect(lastCall().headers).not.toHaveProperty('content-type');
  });

  it('encodes params, repeating array values and skipping empty ones', async () => {
    const { transport, lastCall } = setup(respond(200, {}));
    await transport.get('/api/pcsx/search', {
      params: { domain: 'acme.example', query: 'data scientist', start: 0, filter_city: ['Madrid', 'Paris'], sort_by: undefined, pid: null },
    });
    expect(lastCall().url).toBe('/api/pcsx/search?domain=acme.example&query=data+scientist&start=0&filter_city=Madrid&filter_city=Paris');
  });

  it('prefixes the base URL', async () => {
    const { transport, lastCall } = setup(respond(200, {}), { baseUrl: 'https://careers.acme.example' });
    await transport.get('/api/x');
    expect(lastCall().url).toBe('https://careers.acme.example/api/x');
  });

  it('adds debug from the page address and the pdf server token from the page', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="pdf-server-token" content="pdf-123">');
    const { transport, lastCall } = setup(respond(200, {}), { pageUrl: () => 'http://localhost/careers/search?debug=ranking' });
    await transport.get('/api/x', { params: { domain: 'acme.example' } });
    expect(lastCall().url).toBe('/api/x?domain=acme.example&pdf_server_token=pdf-123&debug=ranking');
  });

  it('adds neither when the page has none', async () => {
    const { transport, lastCall } = setup(respond(200, {}));
    await transport.get('/api/x');
    expect(lastCall().url).toBe('/api/x');
  });
});

describe('CSRF token refresh', () => {
  it('stores the token from the response header and sends it next time, updating the meta tag', async () => {
    const { transport, fetchMock, lastCall } = setup(respond(200, {}, { headers: { 'x-csrf-token': 'fresh-token' } }));
    await transport.post('/api/x', {});
    expect(transport.csrfToken()).toBe('fresh-token');
    expect(document.querySelector('meta[name="csrf-token"]')?.getAttribute('content')).toBe('fresh-token');
    fetchMock.mockResolvedValueOnce(respond(200, {}));
    await transport.post('/api/x', {});
    expect(lastCall().headers['x-csrf-token']).toBe('fresh-token');
  });

  it('refreshes the token even when the call fails', async () => {
    const { transport } = setup(respond(400, { message: 'no' }, { headers: { 'x-csrf-token': 'after-error' } }));
    await expect(transport.post('/api/x')).rejects.toThrow('no');
    expect(transport.csrfToken()).toBe('after-error');
  });

  it('uses an injected holder', async () => {
    let stored = 'held';
    const csrf = { get: () => stored, set: (token: string) => void (stored = token) };
    const { transport, lastCall } = setup(respond(200, {}, { headers: { 'x-csrf-token': 'next' } }), { csrf });
    await transport.get('/api/x');
    expect(lastCall().headers['x-csrf-token']).toBe('held');
    expect(stored).toBe('next');
  });
});

describe('the browser time zone by default', () => {
  it('is read once, however many calls a page makes (a DateTimeFormat per call was a long start-up task on phones)', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const { transport, fetchMock } = setup(respond(200, {}), { timezone: undefined });
      for (let i = 0; i < 20; i++) await transport.get('/api/x');
      const zones = (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>).map(([, init]) => (init.headers as Record<string, string>)['x-timezone']);
      expect(zones).toEqual(Array(20).fill(zone));
      expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      made.mockRestore();
    }
  });
});
