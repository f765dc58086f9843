import { errorFromResponse } from './errorFromResponse';
import { TRANSPORT_MESSAGES as M } from './messages';
import { TransportError } from './TransportError';

const LOGIN_PATH = '/candidate/login';

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

export interface ReadResponseOptions {
  /** A 5xx answer to a GET is toasted (spec §8); other methods leave it to the caller's form. */
  method: string;
  checkPermissions: boolean;
  errorStatusCodes: number[];
  /** `code` names the English `message`'s key (shared.transport.<code>), so the page shows it in its language. */
  onToast?: (toast: { kind: 'error'; message: string; code: 'server_error' }) => void;
}

/**
 * An answer's data, or the TransportError it means (spec §8). An expired session and a refused CSRF token are
 * named before the status is looked at: a session sent to the login page ends in that page's 200.
 * @example readResponse<Job>(response, await response.text(), { method: 'GET', checkPermissions: false, errorStatusCodes: [] })
 */
export function readResponse<T>(response: Response, text: string, { method, checkPermissions, errorStatusCodes, onToast }: ReadResponseOptions): T {
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
  if (status >= 500 && method === 'GET') onToast?.({ kind: 'error', message: M.serverErrorToast, code: 'server_error' });
  throw errorFromResponse(status, data, { checkPermissions, errorStatusCodes });
}
