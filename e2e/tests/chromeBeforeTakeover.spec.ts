import { expect, test } from '@playwright/test';
import { waitForReactRoot } from './reactRoot';
import { logInByApi } from './session';
import { holdScripts, shellScripts } from './holdScripts';
import { notReadyWords } from './notReadyWords';

// Found in a user trial (session 13): the header's own buttons on a server-drawn page, pressed while the shell's
// scripts are still on their way (a slow phone network). With JavaScript off they are links (README "Without
// JavaScript every control on a server-drawn page works or is not drawn"); with JavaScript on but not yet run,
// 'Log out' and the phone's 'Menu' are plain buttons with no handler: a press does nothing and says nothing,
// while the dashboard's own buttons say 'Getting ready, one moment' (serverDrawnControls.spec.ts only checks
// the remote's slot). These tests fail until such a press either acts or says it is not ready.

const NOT_READY = 'Getting ready, one moment';

test.describe("the header's buttons before the shell's scripts run, at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("'Log out' pressed before the takeover logs out, or says 'Getting ready, one moment'", async ({ page }) => {
    await logInByApi(page);
    const release = await holdScripts(page, shellScripts);
    // 'commit': the shell's deferred scripts hold DOMContentLoaded back.
    await page.goto('/careers/dashboard', { waitUntil: 'commit' });
    const logOut = page.getByRole('banner').getByRole('button', { name: 'Log out' });
    await expect(logOut).toBeVisible();
    // dispatchEvent: Playwright's click would wait for an aria-disabled control to be enabled, a person does not.
    await logOut.focus();
    await logOut.dispatchEvent('click');
    const said = await notReadyWords(logOut);
    release();
    // Either the press logged out (the session is gone) or the button told the candidate to wait.
    // A press the shell could still act on (replayed at hydration) has had its chance once the shell owns the page.
    await page.waitForLoadState('load');
    await waitForReactRoot(page, '#careers-root');
    const stillLoggedIn = (await page.request.get('/api/pcsx/dashboard/offers?domain=demo.test')).status() === 200;
    expect({ loggedOut: !stillLoggedIn, said }).not.toEqual({ loggedOut: false, said: '' });
  });

  test("'Menu' pressed before the takeover opens the company's links, or says 'Getting ready, one moment'", async ({ page }) => {
    await logInByApi(page);
    const release = await holdScripts(page, shellScripts);
    // 'commit': the shell's deferred scripts hold DOMContentLoaded back.
    await page.goto('/careers/dashboard', { waitUntil: 'commit' });
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.focus();
    await menu.dispatchEvent('click');
    const said = await notReadyWords(menu);
    const opened = await page.getByRole('banner').getByRole('link', { name: 'Settings' }).isVisible();
    release();
    expect(opened || said === NOT_READY).toBe(true);
  });
});
