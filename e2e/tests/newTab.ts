import { expect, type Browser, type Locator, type Page } from '@playwright/test';

/** A tab the browser has, as the browser itself reports it. */
interface BrowserTab {
  url: string;
  title: string;
}

/**
 * Ctrl/Cmd-clicks `link` and waits until the browser has one new tab in the page's context at `address`, read from
 * the browser's own list of tabs (DevTools' Target domain), not through a Playwright page. Returns a reader of that
 * tab (its address and title as the browser has them now) and a way to close it.
 *
 * Why not `context.waitForEvent('page')` and `tab.waitForURL` (session 27, the quarantined searchPageDrawn Ctrl-click
 * test): when Playwright attaches to the new tab before its first navigation commits, the headless Chromium here
 * (150) sends no `Page.frameNavigated` and no `commit` lifecycle event for that navigation (it commits in another
 * renderer than the tab's initial about:blank). The protocol log of a failing run shows the tab's
 * `frameStartedNavigating`, its document's request and response, new execution contexts, DOMContentLoaded and load
 * under the new loader, but never the commit. Playwright then either never reports the page (its frame tree said
 * "initial empty page", so it waits for a commit: `waitForEvent('page')` times out) or reports it at about:blank and
 * keeps that address for good (`tab.url()` is about:blank while the tab shows the page; `waitForURL` waits out any
 * timeout). When Playwright attaches after the commit (a slower moment of the machine), all is well: hence a test
 * that passed now and then. The browser's own target list has the committed address either way.
 */
export async function ctrlClickOpensTab(browser: Browser, page: Page, link: Locator, address: RegExp) {
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfo: self } = await pageSession.send('Target.getTargetInfo');
  await pageSession.detach();
  const browserSession = await browser.newBrowserCDPSession();
  const others = async () => (await browserSession.send('Target.getTargets')).targetInfos.filter((target) => target.type === 'page' && target.browserContextId === self.browserContextId && target.targetId !== self.targetId);
  expect(await others()).toEqual([]);
  await link.click({ modifiers: ['ControlOrMeta'] });
  // A background tab on a loaded 2-core CI machine took over 10 s to load: its address decides, then its page.
  await expect.poll(async () => (await others()).map((target) => target.url), { message: 'the tabs the click opened', timeout: 20_000 }).toEqual([expect.stringMatching(address)]);
  const [opened] = await others();
  if (!opened) throw new Error('The new tab closed by itself');
  const { targetId } = opened;
  return {
    tab: async (): Promise<BrowserTab> => {
      const { targetInfo } = await browserSession.send('Target.getTargetInfo', { targetId });
      return { url: targetInfo.url, title: targetInfo.title };
    },
    close: async () => {
      await browserSession.send('Target.closeTarget', { targetId });
      await browserSession.detach();
    },
  };
}
