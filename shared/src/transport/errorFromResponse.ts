import { TRANSPORT_MESSAGES as M } from './messages';
import { TransportError } from './TransportError';

// A tag: '<', a letter (or '/' and a letter, or '!'), and a '>' somewhere after it. Not /<\/?[a-z!][^>]*>/:
// that runs to the end of the text from every '<' when no '>' follows, quadratic on "<a<a<a…" (and error
// messages may repeat what a visitor typed, "Unknown filter …").
const TAG_START = /<\/?[a-z!]/i;

function looksLikeHtml(text: string): boolean {
  const start = TAG_START.exec(text);
  return start !== null && text.includes('>', start.index + start[0].length);
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** Spec §8: data.message, then data.error.message, then the raw body — the first plain-text string wins. */
export function pickErrorMessage(data: unknown): string {
  for (const candidate of [field(data, 'message'), field(field(data, 'error'), 'message'), data]) {
    // Proxies and gateways answer with HTML error pages; showing their markup helps nobody.
    if (typeof candidate === 'string' && candidate.trim() !== '' && !looksLikeHtml(candidate)) return candidate;
  }
  return M.fallback;
}

export interface ErrorContext {
  checkPermissions: boolean;
  errorStatusCodes: readonly number[];
}

/** Maps a non-2xx answer to the spec §8 text; `data` is the parsed body (or its raw text). */
export function errorFromResponse(status: number, data: unknown, ctx: ErrorContext): TransportError {
  if (status === 429) return new TransportError(M.tooManyRequests, { status, code: 'rate_limited', data });
  if (status === 403 && ctx.checkPermissions) {
    return new TransportError(M.noPermission, { status, code: 'permission_denied', data });
  }
  if (ctx.errorStatusCodes.includes(status)) return new TransportError(M.apiError, { status, code: 'api_error', data });
  const serverCode = field(field(data, 'error'), 'code');
  const code = typeof serverCode === 'string' ? serverCode : 'request_failed';
  return new TransportError(pickErrorMessage(data), { status, code, data });
}
