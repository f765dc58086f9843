/**
 * What went wrong, in the product's words (issue 28). Services throw these and know nothing of HTTP; the error
 * handler (plugins/errorHandler.ts, `httpErrorOf`) is the one place that turns a kind into a status and headers.
 * The message is the user's (the spec's text where it has one); `code` is the stable name callers branch on.
 */
export type FailureKind =
  /** The request's values cannot be used at all (a malformed id, a filter that names nothing). */
  | 'bad_input'
  /** Nobody is signed in, or the credentials are wrong. */
  | 'not_signed_in'
  /** Signed in, but this is not theirs to do. */
  | 'not_allowed'
  /** No such thing, or not one this candidate may know of. */
  | 'not_found'
  /** The thing is not in a state that allows this (already decided, taken, changed meanwhile). */
  | 'conflict'
  /** A file or value larger than the product accepts. */
  | 'too_large'
  /** A kind of file the product does not take. */
  | 'unsupported'
  /** Well-formed, but breaks one of the product's rules; `fields` names the fields and what is wrong with each. */
  | 'rule_broken'
  /** Too many attempts or too much at once; `retryAfterSeconds` says when to try again where it is known. */
  | 'too_many'
  /** The product cannot do it right now (busy, paused); `retryAfterSeconds` as above. */
  | 'unavailable';

export interface FailureDetails {
  /** Per-field messages for a form (field name → message). */
  readonly fields?: Record<string, string>;
  /** When trying again can work. */
  readonly retryAfterSeconds?: number;
}

export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly kind: FailureKind,
    readonly code: string,
    message: string,
    readonly details: FailureDetails = {},
  ) {
    super(message);
  }
}

/** Whether `error` is a DomainError, of one of `kinds` when given. */
export function isDomainError(error: unknown, ...kinds: FailureKind[]): error is DomainError {
  return error instanceof DomainError && (kinds.length === 0 || kinds.includes(error.kind));
}

export const badInput = (code: string, message: string, fields?: Record<string, string>): DomainError =>
  new DomainError('bad_input', code, message, fields ? { fields } : {});
export const notSignedIn = (code: string, message: string): DomainError => new DomainError('not_signed_in', code, message);
export const notAllowed = (code: string, message: string): DomainError => new DomainError('not_allowed', code, message);
export const notFound = (code: string, message: string): DomainError => new DomainError('not_found', code, message);
export const conflict = (code: string, message: string, fields?: Record<string, string>): DomainError =>
  new DomainError('conflict', code, message, fields ? { fields } : {});
export const tooLarge = (code: string, message: string, fields?: Record<string, string>): DomainError =>
  new DomainError('too_large', code, message, fields ? { fields } : {});
export const unsupported = (code: string, message: string, fields?: Record<string, string>): DomainError =>
  new DomainError('unsupported', code, message, fields ? { fields } : {});
export const ruleBroken = (code: string, message: string, fields?: Record<string, string>): DomainError =>
  new DomainError('rule_broken', code, message, fields ? { fields } : {});
export const tooMany = (code: string, message: string, retryAfterSeconds?: number): DomainError =>
  new DomainError('too_many', code, message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
export const unavailable = (code: string, message: string, retryAfterSeconds?: number): DomainError =>
  new DomainError('unavailable', code, message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });

/** Well-formed input that breaks a rule; the first field's message is the summary. */
export function invalidFields(fields: Record<string, string>): DomainError {
  return ruleBroken('invalid_request', Object.values(fields)[0] ?? 'Invalid request.', fields);
}

/** The session ended or never began: the browser shows 'Session timed out.' and the login modal (spec §7). */
export const loginRequired = (): DomainError => notSignedIn('login_required', 'Session timed out.');
