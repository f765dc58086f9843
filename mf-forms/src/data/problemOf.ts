import { TransportError } from '@careers/shared/transport';

/** Why a page's data did not load, as the page explains it. */
export type LoadProblem = 'login' | 'notFound' | 'error';

/** 401 asks for a login, 404 means there is nothing to show; anything else can be tried again. */
export function problemOf(error: unknown): LoadProblem {
  if (error instanceof TransportError) {
    if (error.status === 401 || error.code === 'session_timeout' || error.code === 'login_required') return 'login';
    if (error.status === 404) return 'notFound';
  }
  return 'error';
}

/**
 * The per-field messages of a 422 `invalid_form` answer (`error.fields`), for the toolkit to show
 * under the fields; null for any other failure.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof TransportError) || error.status !== 422) return null;
  const fields = (error.data as { error?: { fields?: unknown } } | undefined)?.error?.fields;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) if (typeof message === 'string') out[name] = message;
  return Object.keys(out).length > 0 ? out : null;
}

/** The text to show for a failed write: the server's own message when it sent one, else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof TransportError && error.status > 0 && error.message ? error.message : fallback;
}
