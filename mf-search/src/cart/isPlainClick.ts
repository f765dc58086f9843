import type { MouseEvent } from 'react';

/**
 * A left click without modifier keys: the page opens the position itself. Ctrl/Cmd/Shift/middle clicks keep
 * the link's own behaviour (new tab or window), which is why position links are real links.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
