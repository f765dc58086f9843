import type { ServerMessageKey } from './i18n/en';
import { serverI18n } from './i18n/serverI18n';

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

/**
 * A text of the server's catalogue (i18n/en.ts) with its values: what a failure says, written in the request's
 * language by the error handler (issue 30). The DomainError's own `message` and `details.fields` keep its English.
 */
export interface Said {
  readonly key: ServerMessageKey;
  readonly values?: Record<string, string | number>;
}

/** @example said('server.account.wrongPassword') */
export const said = (key: ServerMessageKey, values?: Record<string, string | number>): Said => (values ? { key, values } : { key });

const english = (text: string | Said): string => (typeof text === 'string' ? text : serverI18n('en').t(text.key, text.values));

/** A message or a field's messages as the services give them: English, or a catalogue text. */
type Text = string | Said;

export interface FailureDetails {
  /** Per-field messages for a form (field name → message), in English. */
  readonly fields?: Record<string, string>;
  /** When trying again can work. */
  readonly retryAfterSeconds?: number;
}

export class DomainError extends Error {
  override name = 'DomainError';
  readonly details: FailureDetails;
  /** The message as a catalogue text, when it has one: the error handler writes it in the request's language. */
  readonly said: Said | undefined;
  /** The fields' messages that are catalogue texts, likewise. */
  readonly fieldsSaid: Readonly<Record<string, Said>>;

  constructor(
    readonly kind: FailureKind,
    readonly code: string,
    message: Text,
    details: Omit<FailureDetails, 'fields'> & { readonly fields?: Record<string, Text> } = {},
  ) {
    super(english(message));
    this.said = typeof message === 'string' ? undefined : message;
    const fieldsSaid: Record<string, Said> = {};
    for (const [name, text] of Object.entries(details.fields ?? {})) if (typeof text !== 'string') fieldsSaid[name] = text;
    this.fieldsSaid = fieldsSaid;
    const fields = details.fields ? Object.fromEntries(Object.entries(details.fields).map(([name, text]) => [name, english(text)])) : undefined;
    this.details = { ...(details.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: details.retryAfterSeconds }), ...(fields ? { fields } : {}) };
  }
}

/** Whether `error` is a DomainError, of one of `kinds` when given. */
export function isDomainError(error: unknown, ...kinds: FailureKind[]): error is DomainError {
  return error instanceof DomainError && (kinds.length === 0 || kinds.includes(error.kind));
}

export const badInput = (code: string, message: Text, fields?: Record<string, Text>): DomainError =>
  new DomainError('bad_input', code, message, fields ? { fields } : {});
export const notSignedIn = (code: string, message: Text): DomainError => new DomainError('not_signed_in', code, message);
export const notAllowed = (code: string, message: Text): DomainError => new DomainError('not_allowed', code, message);
export const notFound = (code: string, message: Text): DomainError => new DomainError('not_found', code, message);
export const conflict = (code: string, message: Text, fields?: Record<string, Text>): DomainError =>
  new DomainError('conflict', code, message, fields ? { fields } : {});
export const tooLarge = (code: string, message: Text, fields?: Record<string, Text>): DomainError =>
  new DomainError('too_large', code, message, fields ? { fields } : {});
export const unsupported = (code: string, message: Text, fields?: Record<string, Text>): DomainError =>
  new DomainError('unsupported', code, message, fields ? { fields } : {});
export const ruleBroken = (code: string, message: Text, fields?: Record<string, Text>): DomainError =>
  new DomainError('rule_broken', code, message, fields ? { fields } : {});
export const tooMany = (code: string, message: Text, retryAfterSeconds?: number): DomainError =>
  new DomainError('too_many', code, message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
export const unavailable = (code: string, message: Text, retryAfterSeconds?: number): DomainError =>
  new DomainError('unavailable', code, message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });

/** Well-formed input that breaks a rule; the first field's message is the summary. */
export function invalidFields(fields: Record<string, Text>): DomainError {
  return ruleBroken('invalid_request', Object.values(fields)[0] ?? 'Invalid request.', fields);
}

/** The session ended or never began: the browser shows 'Session timed out.' and the login modal (spec §7). */
export const loginRequired = (): DomainError => notSignedIn('login_required', 'Session timed out.');
