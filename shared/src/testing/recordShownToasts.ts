import { subscribe } from 'valtio/vanilla';
import { toastStore } from '@careers/shared/state';

/**
 * Records every toast shown from now on, as `kind: message`, closed or not: an error toast closes itself after
 * 3 s, and a test reading toastStore at its end lost one on a busy CI machine. Call once per test file;
 * `clear()` in a beforeEach.
 *
 * @example
 * const shown = recordShownToasts();
 * beforeEach(() => shown.clear());
 * // … expect(shown.list()).toEqual(['error: This offer has expired.']);
 */
export function recordShownToasts(): { list(): string[]; clear(): void } {
  const shown: string[] = [];
  const seen = new Set<string>();
  subscribe(
    toastStore,
    () => {
      // Notified in sync, so in the middle of a splice too: skip the holes it leaves for a moment.
      for (const toast of toastStore.toasts) {
        if (!toast || seen.has(toast.id)) continue;
        seen.add(toast.id);
        shown.push(`${toast.kind}: ${toast.message}`);
      }
    },
    true,
  );
  return { list: () => [...shown], clear: () => void shown.splice(0) };
}
