import { readResponse, type ReadResponseOptions } from './readResponse';
import { TransportError } from './TransportError';

/** Just what readResponse reads of a fetch Response (jsdom has none). */
const answer = (status: number, headers: Record<string, string> = {}, more: Partial<Response> = {}) =>
  ({ status, ok: status >= 200 && status < 300, redirected: false, url: '', headers: { get: (name: string) => headers[name] ?? null }, ...more }) as unknown as Response;

const options = (more: Partial<ReadResponseOptions> = {}): ReadResponseOptions => ({ method: 'GET', checkPermissions: false, errorStatusCodes: [], ...more });

function thrown(read: () => unknown): TransportError {
  try {
    read();
  } catch (error) {
    if (error instanceof TransportError) return error;
    throw error;
  }
  throw new Error('expected readResponse to throw');
}

test('a 2xx answer gives its JSON, and nothing when empty', () => {
  expect(readResponse(answer(200), '{"a":1}', options())).toEqual({ a: 1 });
  expect(readResponse(answer(200), '  ', options())).toBeUndefined();
  expect(thrown(() => readResponse(answer(200), '<html>', options())).code).toBe('invalid_json');
});

test('an answer that ended on the login page is a timed-out session, whatever its status', () => {
  const error = thrown(() => readResponse(answer(200, {}, { redirected: true, url: 'https://x.test/candidate/login?next=/' }), '<html>', options()));
  expect(error.code).toBe('session_timeout');
});

test('a refused CSRF token is named as such, before the status', () => {
  expect(thrown(() => readResponse(answer(403, { 'x-invalid-csrf': '1' }), '{}', options())).code).toBe('invalid_csrf');
});

test('a server error toasts on a GET only, and keeps the parsed body on the error', () => {
  const onToast = jest.fn();
  const error = thrown(() => readResponse(answer(500), '{"error":{"message":"x"}}', options({ onToast })));
  expect(error.data).toEqual({ error: { message: 'x' } });
  expect(onToast).toHaveBeenCalledTimes(1);
  thrown(() => readResponse(answer(500), '{}', options({ onToast, method: 'POST' })));
  expect(onToast).toHaveBeenCalledTimes(1);
});
