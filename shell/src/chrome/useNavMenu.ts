import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * The open state of the navbar's folded Menu. Escape closes the open menu from anywhere and gives focus back to the
 * button that opened it; focus moving past the button and the list (Tab from its last link) closes it too, as the
 * open menu covers the page under the bar and the focused control must never be underneath it.
 */
export function useNavMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && (buttonRef.current?.contains(next) || listRef.current?.contains(next))) return;
    setOpen(false);
  };

  return { open, toggle: () => setOpen(!open), close: () => setOpen(false), buttonRef, listRef, closeWhenFocusLeaves };
}
