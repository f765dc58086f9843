import { useEffect, useRef, type RefObject } from 'react';
import { focusableElements } from '@careers/shared/a11y';

/**
 * Puts the keyboard in the first field of an entry of a dynamic list once it is drawn: `focusEntry(index)` asks for
 * it before the entry is added, and the list's next change of length (`count`) does it.
 */
export function useFocusNewEntry(listRef: RefObject<HTMLElement | null>, count: number) {
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    const entry = listRef.current?.querySelector<HTMLElement>(`[data-entry="${index}"]`);
    if (entry) focusableElements(entry)[0]?.focus();
  }, [count, listRef]);
  return (index: number | null) => {
    pending.current = index;
  };
}
