import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A list whose rows each have a remove button (`button[data-remove]`), e.g. the job cart: a removal takes its own
 * button away, so once the row is gone the keyboard goes to the button of the row that took its place (the
 * last one when it was the last row), or to `fallback` when none is left. `removing` before the removal is
 * asked for, `kept` when it failed and the row stays.
 * @example const focus = useRemovalFocus(items, listRef, dialogRef); focus.removing(item.id, row);
 */
export function useRemovalFocus(
  items: readonly { id: number }[],
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  const [focusAfter, setFocusAfter] = useState<{ id: number; row: number } | null>(null);

  useLayoutEffect(() => {
    if (!focusAfter || items.some((item) => item.id === focusAfter.id)) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
    (buttons[Math.min(focusAfter.row, buttons.length - 1)] ?? fallback.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter, items]);

  return { removing: (id: number, row: number) => setFocusAfter({ id, row }), kept: () => setFocusAfter(null) };
}
