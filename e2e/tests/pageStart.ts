import type { Page } from '@playwright/test';

/** When the page heading appeared and which scripts were asked for when, in ms from the navigation's start. */
export type PageStart = { headingAt: number | null; scripts: { url: string; at: number }[] };

/** Records, from the first byte of every page the tab loads, the heading's arrival and the scripts fetched. */
export async function recordPageStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __start: PageStart };
    w.__start = { headingAt: null, scripts: [] };
    new MutationObserver(() => {
      if (w.__start.headingAt === null && document.querySelector('#main-content h1')) w.__start.headingAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (entry.initiatorType === 'script' || entry.name.endsWith('.js')) w.__start.scripts.push({ url: entry.name, at: entry.startTime });
      }
    }).observe({ type: 'resource', buffered: true });
  });
}

/** What recordPageStart has seen on the current page so far. */
export const readPageStart = (page: Page): Promise<PageStart> => page.evaluate(() => (window as unknown as { __start: PageStart }).__start);
