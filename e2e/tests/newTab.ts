import { expect, type Page } from '@playwright/test';

/**
 * Waits until a tab the page opened (a Ctrl/Cmd click's) shows a document at `address`, read from the tab's own
 * document, not from `tab.url()` or `tab.waitForURL`.
 *
 * Why (session 27, the quarantined searchPageDrawn Ctrl-click test): when Playwright attaches to the new tab before
 * its first navigation, that navigation commits in another renderer process than the tab's initial about:blank, and
 * the headless Chromium here (150) reports no `Page.frameNavigated` and no `commit` lifecycle event for it (the
 * protocol log shows `frameStartedNavigating`, the document's request and response, its execution contexts, DOM
 * content loaded and load — under the new loader — but never the commit). Playwright's page then keeps the
 * address about:blank for good: `tab.url()` says about:blank while the tab shows the page, and `waitForURL` waits
 * out any timeout. When Playwright attaches after the commit (a slower machine, a first run), the tab's address is
 * known at once, so the old test passed now and then. The execution contexts are reported, so an evaluation in
 * the tab reads its real address.
 */
export async function expectTabAddress(tab: Page, address: RegExp): Promise<void> {
  // The tab is a background tab and its load is not what is tested: its address decides (a loaded 2-core CI machine
  // took over 10 s to load one). An evaluation racing the commit meets a destroyed context: polled again.
  await expect
    .poll(() => tab.evaluate(() => location.href).catch(() => 'not readable yet (navigating)'), { message: 'the new tab’s own address', timeout: 20_000 })
    .toMatch(address);
}
