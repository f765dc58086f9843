import type { DomainError, FailureKind } from './domainErrors';
import type { ServerI18n } from './i18n/serverI18n';

/**
 * An HTTP error whose message is meant for the user: what the central error handler sends as
 * `{ error: { code, message, fields? } }` with `status`. Services never build one (they throw a DomainError,
 * domainErrors.ts); routes and plugins do for what only HTTP knows (a request's content type, a bearer token, the
 * rate limiter), and `httpErrorOf` makes one of a DomainError.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per-field messages for form validation (field name → message). */
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The one mapping of the product's failures to HTTP statuses (issue 28). */
export const STATUS_OF: Record<FailureKind, number> = {
  bad_input: 400,
  not_signed_in: 401,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  rule_broken: 422,
  too_many: 429,
  unavailable: 503,
};

/**
 * A DomainError as HTTP: its status, its fields, and the headers its details call for. Its catalogue texts are
 * written by `i18n` (the request's language); without one, or for a text that is not from the catalogue, English.
 */
export function httpErrorOf(error: DomainError, i18n?: ServerI18n): AppError {
  const headers: Record<string, string> = {};
  // The transport turns this header into 'Session timed out.' and the login modal (spec §7); wrong credentials
  // (also not_signed_in) stay on the login form.
  if (error.code === 'login_required') headers['x-login-required'] = '1';
  if (error.details.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.details.retryAfterSeconds);
  const message = i18n && error.said ? i18n.t(error.said.key, error.said.values) : error.message;
  let fields = error.details.fields;
  if (i18n && fields) {
    fields = { ...fields };
    for (const [name, text] of Object.entries(error.fieldsSaid)) fields[name] = i18n.t(text.key, text.values);
  }
  return new AppError(STATUS_OF[error.kind], error.code, message, fields, Object.keys(headers).length > 0 ? headers : undefined);
}
