/**
 * An error whose message is meant for the user. Services throw it for rule violations; the central
 * error handler turns it into `{ error: { code, message, fields? } }` with `status`.
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

/** 422 for input that is well-formed but breaks a rule; the first field's message is the summary. */
export function invalidFields(fields: Record<string, string>): AppError {
  return new AppError(422, 'invalid_request', Object.values(fields)[0] ?? 'Invalid request.', fields);
}

/** 401 with the header the transport turns into 'Session timed out.' and the login modal (spec §7). */
export const loginRequired = () =>
  new AppError(401, 'login_required', 'Session timed out.', undefined, { 'x-login-required': '1' });
