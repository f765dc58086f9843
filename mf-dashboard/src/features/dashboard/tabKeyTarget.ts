/**
 * Where a key pressed on tab `index` of `count` moves the selection (the ARIA tabs pattern: arrows wrap around,
 * Home and End go to the ends); null for any other key, which the tab leaves to the browser.
 * @example tabKeyTarget('ArrowLeft', 0, 3) // 2
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  return key === 'ArrowRight' ? (index + 1) % count
    : key === 'ArrowLeft' ? (index - 1 + count) % count
      : key === 'Home' ? 0
        : key === 'End' ? count - 1
          : null;
}
