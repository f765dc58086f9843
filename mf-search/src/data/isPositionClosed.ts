import { TransportError } from '@careers/shared/transport';

/**
 * Whether the server refused to save a position or add it to the job cart because it is closed
 * (409 position_closed): the page was opened while the position was still open.
 */
export const isPositionClosed = (error: unknown): boolean => error instanceof TransportError && error.code === 'position_closed';
