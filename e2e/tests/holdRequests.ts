import type { Page } from '@playwright/test';

/** Requests held back by `holdRequests`. */
export interface HeldRequests {
  /** Resolves when the page first asks for one of them: a test can wait for the page to get that far. */
  asked: Promise<void>;
  /** Lets them through, and every later one at once. */
  release(): void;
}

/**
 * Holds back the requests `url` matches until the test releases them, so a response arrives after the event the test
 * is about (the page drawn, another remote started) however fast or loaded the machine is. A fixed delay instead
 * only made that order likely: on a loaded machine the page could still be drawing when the delay ran out.
 */
export async function holdRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)): Promise<HeldRequests> {
  let release = () => {};
  let markAsked = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.route(url, async (route) => {
    markAsked();
    await held;
    await route.continue();
  });
  return { asked, release: () => release() };
}
