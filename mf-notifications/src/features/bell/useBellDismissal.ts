import { useEffect, type RefObject } from 'react';
import { closeBell } from '../../state/bellStore';

export interface BellDismissalOptions {
  open: boolean;
  /** The dropdown (desktop) closes on a click or focus outside it; the full-screen panel only by Escape or its button. */
  desktop: boolean;
  /** The bell and its dropdown: what counts as inside. */
  wrapperRef: RefObject<HTMLElement | null>;
  /** Closes the panel and gives the focus back to the bell. */
  close(): void;
}

/**
 * The ways an open bell panel closes without its own buttons: a click outside the dropdown, focus leaving it, and
 * Escape anywhere. composedPath() sees through the widget's shadow root.
 */
export function useBellDismissal({ open, desktop, wrapperRef, close }: BellDismissalOptions): void {
  // A click outside the dropdown closes it.
  useEffect(() => {
    if (!open || !desktop) return undefined;
    const onPointerDown = (event: Event) => {
      if (wrapperRef.current && !event.composedPath().includes(wrapperRef.current)) closeBell();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, desktop, wrapperRef]);

  // Focus leaving the dropdown (Tab out, a click or a shortcut into the page) closes it: an open dropdown
  // would otherwise stay over the field the candidate is now typing in, such as the search box.
  useEffect(() => {
    if (!open || !desktop) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      if (wrapperRef.current && !event.composedPath().includes(wrapperRef.current)) closeBell();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open, desktop, wrapperRef]);

  // Escape closes the panel wherever focus is (the dropdown leaves focus on the bell possible).
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
    // close() only touches the store and a ref, so the first one stays valid while open.
  }, [open]);
}
