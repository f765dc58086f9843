import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Where the keyboard goes after an item of a list is removed with its own button, which goes with it (the keyboard
 * would drop to the page body): to the remove button of the item that took its place, else to `after`, what
 * follows the list (its add form's first field). A refused removal gives the keyboard back to the item's button.
 * Remove buttons carry `data-remove`; `listRef` goes on the list.
 * @example const { listRef, removed } = useFocusAfterRemoval(skills.length, skillBox); ... removed(index, result.ok);
 */
export function useFocusAfterRemoval(count: number, after: RefObject<HTMLElement | null>) {
  const listRef = useRef<HTMLUListElement>(null);
  // The place removed, and the list's length before: the keyboard moves once the list is drawn without the item.
  const [pending, setPending] = useState<{ index: number; from: number } | null>(null);
  useEffect(() => {
    if (!pending || count === pending.from) return;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-remove]');
    (buttons?.[pending.index] ?? after.current)?.focus();
    setPending(null);
  }, [count, pending, after]);
  /** The item at `index` was removed (`ok`) or the removal was refused (the item stays). */
  const removed = (index: number, ok: boolean) => setPending({ index, from: ok ? count : -1 });
  return { listRef, removed };
}
