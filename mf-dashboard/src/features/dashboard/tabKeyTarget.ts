/**
 * Where a key pressed on tab `index` of `count` moves the selection (the ARIA tabs pattern: arrows wrap around,
 * Home and End go to the ends); null for any other key, which the tab leaves to the browser. Right to left the
 * tabs run from the right, so the arrow pointing along them (ArrowLeft) goes to the next one.
 * @example tabKeyTarget('ArrowLeft', 0, 3) // 2
 */
export function tabKeyTarget(key: string, index: number, count: number, direction: 'ltr' | 'rtl' = 'ltr'): number | null {
  const [forward, back] = direction === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  return key === forward ? (index + 1) % count
    : key === back ? (index - 1 + count) % count
      : key === 'Home' ? 0
        : key === 'End' ? count - 1
          : null;
}
