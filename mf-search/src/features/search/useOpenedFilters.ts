import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The filters whose pop-up has been open: only theirs hold options (a closed pop-up's content is neither seen nor
 * heard). Opened by the chip's own click handler (mouse, Enter, Space), which calls `markOpened`. Also what the group
 * of pop-ups does as a whole: a pop-up opened natively on the server's page before the takeover (issue 27) gets its
 * options at the takeover, and an open pop-up closes on a click elsewhere, like any pop-up.
 */
export function useOpenedFilters(root: RefObject<HTMLElement | null>) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const markOpened = (key: string) => setOpened((before) => (before.has(key) ? before : new Set(before).add(key)));

  useLayoutEffect(() => {
    root.current?.querySelectorAll<HTMLDetailsElement>('details[open][data-filter]').forEach((d) => markOpened(d.dataset.filter ?? ''));
    // Once, at the takeover.
  }, []);

  useEffect(() => {
    const close = (event: MouseEvent) => {
      root.current?.querySelectorAll('details[open]').forEach((d) => !d.contains(event.target as Node) && d.removeAttribute('open'));
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [root]);

  return { opened, markOpened };
}
