import type { Page } from '@playwright/test';

// Issue 27: the layout shifts of a page as Lighthouse counts them (PerformanceObserver 'layout-shift', without
// the shifts right after the visitor's own input), with the elements that moved, so a failing test can say what
// moved and not only how much. One observer for every spec that measures shifts, so they all count the same way.

/** One element a layout shift moved. */
export interface LayoutShiftSource {
  /** Tag and id, e.g. `main#main-content`, `footer`. */
  node: string;
  /** Tag, id, two classes, label and how it moved, e.g. `h1 "Careers at …" y 104→384 h 40→40`. */
  description: string;
  /** The named part of the page it is in: 'tabs' when it is or holds the tab list, else its section's aria-label, or ''. */
  region: string;
}

/** One layout shift: its score and the elements it moved. */
export interface LayoutShift {
  value: number;
  sources: LayoutShiftSource[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/** Runs in the page: starts the observer that fills `window.__layoutShifts`. */
function observeLayoutShifts(buffered: boolean) {
  window.__layoutShifts = [];
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
    const label = node.getAttribute('aria-label') ?? node.getAttribute('role') ?? (node.textContent ?? '').trim().slice(0, 30);
    const classes = [...node.classList].slice(0, 2).map((c) => `.${c}`).join('');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}${label ? ` "${label}"` : ''}`;
  };
  const region = (node: Node | null) => {
    const el = node instanceof Element ? node : node?.parentElement;
    if (!el) return '';
    if (el.closest('[role=tablist]') || el.querySelector('[role=tablist]')) return 'tabs';
    return el.closest('section[aria-label]')?.getAttribute('aria-label') ?? el.querySelector('section[aria-label]')?.getAttribute('aria-label') ?? '';
  };
  type Entry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Entry[]) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts!.push({
        value: entry.value,
        sources: entry.sources.map((s) => ({
          node: s.node instanceof Element ? `${s.node.tagName.toLowerCase()}${s.node.id ? `#${s.node.id}` : ''}` : String(s.node?.nodeName),
          description: `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
          region: region(s.node),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered });
}

/** Records every layout shift of the page's next loads from their very first paint. Call before `page.goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(observeLayoutShifts, true);
}

/** Records the layout shifts of the page already open from now on (the ones before are not counted). */
export async function recordLayoutShiftsFromNow(page: Page): Promise<void> {
  await page.evaluate(observeLayoutShifts, false);
}

/** The layout shifts recorded so far on the open page. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  const shifts = await page.evaluate(() => window.__layoutShifts);
  if (!shifts) throw new Error('no layout shifts recorded: call recordLayoutShifts before page.goto');
  return shifts;
}

/** The sum of the shifts' scores: never below the CLS Lighthouse reports (its largest 5-second window of shifts). */
export function layoutShiftTotal(shifts: LayoutShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
