import type { ToastKind } from '@careers/shared/state';

/** Where the current CSRF token lives; a refreshed token from a response is written back through `set`. */
export interface CsrfHolder {
  get(): string;
  set(token: string): void;
}

/** The visitor the requests are made for (`x-user-id`, `x-group-id`). */
export interface TransportUser {
  id: string | null;
  groupId: string;
}

export type QueryValue = string | number | boolean | Array<string | number> | undefined | null;

export interface RequestOptions {
  /** Query parameters; arrays become repeated keys, undefined and null are left out. */
  params?: Record<string, QueryValue>;
  /** Map a 403 to 'User does not have permissions to perform this action'. */
  checkPermissions?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface TransportOptions {
  /** Prefix for every path; '' (same origin) by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** A getter lets a login without page reload (skipRefresh) change the headers of later calls. */
  user?: TransportUser | (() => TransportUser | null);
  /** Defaults to a holder backed by `<meta name="csrf-token">`. */
  csrf?: CsrfHolder;
  credentials?: RequestCredentials;
  /** Statuses answered with 'Error in api response'. */
  errorStatusCodes?: number[];
  /** A toast the transport raises: its English `message`, and with `code` its key (shared.transport.<code>). */
  onToast?: (toast: { kind: ToastKind; message: string; code?: string }) => void;
  /** The page address, read for its `debug` query parameter; `location.href` by default. */
  pageUrl?: () => string;
  /** IANA time zone sent as `x-timezone`; the browser's by default. */
  timezone?: () => string;
  /**
   * The language the page shows (or is loading), sent as `x-locale` so the texts the server writes into an answer
   * (match explanations, notifications, error messages) are in it; null or absent: the server chooses as for a page.
   */
  locale?: () => string | null;
}

/** JSON over HTTP with the headers, CSRF handling and error texts every remote shares (spec §7, §8). */
export interface Transport {
  get<T = unknown>(path: string, opts?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  /** POST a body as is (multipart uploads, blobs); the browser sets its content type. */
  postRaw<T = unknown>(path: string, body: FormData | Blob | string, opts?: RequestOptions): Promise<T>;
  /** The CSRF token the next request will send. */
  csrfToken(): string;
}
