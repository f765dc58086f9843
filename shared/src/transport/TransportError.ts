/** Why a transport call failed; `message` is the spec §8 text the UI shows. */
export type TransportErrorCode =
  | 'session_timeout'
  | 'invalid_csrf'
  | 'rate_limited'
  | 'permission_denied'
  | 'api_error'
  | 'invalid_json'
  | 'network_error'
  | 'request_failed'
  // A server error body (`{ error: { code } }`) may name its own code.
  | (string & {});

/** An HTTP call that failed: `status` is 0 when no response arrived, `data` is the parsed error body. */
export class TransportError extends Error {
  override name = 'TransportError';
  readonly status: number;
  readonly code: TransportErrorCode;
  readonly data: unknown;

  constructor(message: string, init: { status: number; code: TransportErrorCode; data?: unknown }) {
    super(message);
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
  }
}
