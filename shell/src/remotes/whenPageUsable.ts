export interface WhenPageUsableOptions {
  /** What shows that the page's own content is on screen (every page has one h1). */
  selector?: string;
  /** The longest wait for it: a page that never shows one still gets its widgets. */
  timeoutMs?: number;
  /** The longest wait for an idle moment once the content shows. */
  idleTimeoutMs?: number;
}

const whenIdle = (timeout: number) =>
  new Promise<void>((resolve) => {
    // Safari has no requestIdleCallback: the next macrotask after the content's frame will do.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });

/**
 * Resolves once the page's main content is on screen and the main thread has an idle moment.
 * Widgets nobody needs for the first look (the notification bell) wait for it, so their download,
 * parsing and first render do not add long tasks before the page can be read and used.
 */
export function whenPageUsable({ selector = '#main-content h1', timeoutMs = 8000, idleTimeoutMs = 2000 }: WhenPageUsableOptions = {}): Promise<void> {
  const content = new Promise<void>((resolve) => {
    if (document.querySelector(selector)) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) done();
    });
    const timer = setTimeout(done, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
  return content.then(() => whenIdle(idleTimeoutMs));
}
