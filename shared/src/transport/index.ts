export { createTransport } from './createTransport';
export { createMetaCsrfHolder } from './createMetaCsrfHolder';
export { TransportError } from './TransportError';
export type { TransportErrorCode } from './TransportError';
export { TRANSPORT_MESSAGES } from './messages';
export { TransportProvider, useTransport } from './TransportProvider';
export type { CsrfHolder, QueryValue, RequestOptions, Transport, TransportOptions, TransportUser } from './types';
