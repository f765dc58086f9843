import { useEffect, type RefObject } from 'react';

/**
 * A side panel's focus hand-off (job cart, assistant): on open the keyboard goes into the panel (`target`); on
 * close back to the toggle that opens it (`toggleId`), or, without one on the page, to whatever had focus before.
 * @example usePanelFocus(inputRef, assistantPanel.toggleId);
 */
export function usePanelFocus(target: RefObject<HTMLElement | null>, toggleId: string): void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    target.current?.focus();
    return () => (document.getElementById(toggleId) ?? previous)?.focus();
    // Only on open and close: re-running would pull focus away while the visitor works in the panel.
  }, []);
}
