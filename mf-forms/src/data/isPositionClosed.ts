import { TransportError } from '@careers/shared/transport';

/**
 * Whether the server refused a draft or an application because the position is closed (409
 * position_closed): the page was opened while the position was still open.
 */
export const isPositionClosed = (error: unknown): boolean => error instanceof TransportError && error.code === 'position_closed';
