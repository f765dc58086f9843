import type { KeyboardEvent } from 'react';
import { focusableElements } from './focusableElements';

/**
 * Keeps Tab and Shift+Tab cycling inside `container` (a dialog). Call from its onKeyDown.
 * @example <div role="dialog" onKeyDown={(e) => trapFocus(e, ref.current)}>
 */
export function trapFocus(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  const items = focusableElements(container);
  const first = items[0];
  const last = items[items.length - 1];
  // Inside a shadow root, document.activeElement is the host: ask the root instead.
  const root = container.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
