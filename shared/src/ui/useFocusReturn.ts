import { useEffect, type RefObject } from 'react';

/** The focused element, looking inside shadow roots (where document.activeElement is only the host). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * On mount, moves focus to `initial` (else to `fallback`, e.g. the dialog itself, so its title is announced first);
 * on unmount, gives it back to whatever had it before, even inside a shadow root.
 * @example useFocusReturn(initialFocusRef, dialogRef);
 */
export function useFocusReturn(initial: RefObject<HTMLElement | null> | undefined, fallback: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const previous = deepActiveElement();
    (initial?.current ?? fallback.current)?.focus();
    return () => previous?.focus();
    // Only on mount and unmount: re-running would steal focus back while the user works in the dialog.
  }, []);
}
