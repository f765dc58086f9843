import { expect, test } from '@playwright/test';
import { demoJob } from './demoJob';
import { logInByApi } from './session';
import { holdScripts, remoteScripts, shellScripts } from './holdScripts';

// Found in a user trial (session 13): before mf-dashboard takes the server-drawn dashboard over, a draft's
// 'Delete draft' is aria-disabled and shows 'Getting ready, one moment' over its label, drawn by CSS (::after).
// Its accessible name comes from its aria-label ('Delete draft for …'), which generated content never joins,
// and nothing describes it: a screen reader says 'Delete draft for …, dimmed' and never why, nor that it will
// work in a moment. The words should reach assistive technology too (as its description, say).

const NOT_READY = 'Getting ready, one moment';

test("a server-drawn 'Delete draft' that is not ready yet tells a screen reader 'Getting ready, one moment'", async ({ page }) => {
  await logInByApi(page);
  const release = await holdScripts(page, remoteScripts('mf-dashboard'));
  await page.goto('/careers/dashboard?tab=drafts', { waitUntil: 'domcontentloaded' });
  const remove = page.getByRole('tabpanel').getByRole('button', { name: /^Delete draft for / }).first();
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await remove.focus();
  try {
    await expect(remove).toHaveAccessibleDescription(NOT_READY, { timeout: 2000 });
    // A press says it too (user trial, session 17: the description is read on focus, a press met silence), through
    // the page's one polite status region. Pressed again until the shell's scripts listen (they run before the
    // remote's, which stay held).
    const said = page.getByRole('status').filter({ hasText: NOT_READY });
    await expect(async () => {
      await remove.press('Enter');
      await expect(said).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(said).toHaveAttribute('aria-live', 'polite');
    // Another press reuses the region.
    await page.getByRole('tabpanel').getByRole('button', { name: /^Delete draft for / }).last().press('Space');
    await expect(said).toHaveCount(1);
    await expect(page.locator('[aria-live="polite"]', { hasText: NOT_READY })).toHaveCount(1);
  } finally {
    release();
  }
});

// User trial s18: a press before the shell's own script had run was silent (the listener and the region were the
// shell's), and after the takeover the region kept 'Getting ready, one moment' for good. The server now draws the
// region with a few lines that listen from the start; the words leave the region a few seconds after they are said.
test("a press before any of the site's scripts has run is said too, and the words do not stay after the takeover", async ({ page }) => {
  await logInByApi(page);
  const releaseShell = await holdScripts(page, shellScripts);
  const releaseRemote = await holdScripts(page, remoteScripts('mf-dashboard'));
  // The shell's scripts are deferred: held back, they hold DOMContentLoaded back too.
  await page.goto('/careers/dashboard?tab=drafts', { waitUntil: 'commit' });
  try {
    const remove = page.getByRole('tabpanel').getByRole('button', { name: /^Delete draft for / }).first();
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    // Nothing of the shell has run: its own region would be made on the first press, this one is the server's.
    await expect(page.locator('#careers-not-ready-status')).toHaveAttribute('role', 'status');
    await expect(page.locator('#careers-not-ready-status')).not.toHaveAttribute('data-announcer');
    // A pointer press, the case that was silent (force: Playwright waits for an aria-disabled button to be enabled).
    await remove.click({ force: true });
    const said = page.getByRole('status').filter({ hasText: NOT_READY });
    await expect(said).toHaveCount(1);
    await expect(said).toHaveAttribute('aria-live', 'polite');
  } finally {
    releaseShell();
    releaseRemote();
  }
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Delete draft for / }).first()).not.toHaveAttribute('aria-disabled');
  await expect(page.locator('#careers-not-ready-status')).toHaveAttribute('data-announcer', 'shell');
  await expect(page.locator('#careers-not-ready-status')).toHaveText('', { timeout: 10_000 });
  await expect(page.locator('[aria-live="polite"]', { hasText: NOT_READY })).toHaveCount(0);
});

// User trial s19: on the job page, the 'Log in' under 'How you match' was drawn by the server as a plain button:
// pressed before the takeover, it said nothing, and no dialog opened afterwards. It is marked like Save job now.
test("the job page's 'Log in' under 'How you match', pressed before the scripts, says it is getting ready", async ({ page }) => {
  const job = await demoJob(page);
  const releaseShell = await holdScripts(page, shellScripts);
  const releaseRemote = await holdScripts(page, remoteScripts('mf-search'));
  await page.goto(`/careers/job/${job.id}`, { waitUntil: 'commit' });
  const login = page.getByRole('main').getByRole('button', { name: 'Log in' });
  try {
    await expect(login).toHaveAttribute('aria-disabled', 'true');
    await expect(login).toHaveAccessibleDescription(NOT_READY);
    await login.click({ force: true });
    await expect(page.getByRole('status').filter({ hasText: NOT_READY })).toHaveCount(1);
  } finally {
    releaseShell();
    releaseRemote();
  }
  // Taken over: the same button opens the login dialog.
  await expect(login).not.toHaveAttribute('aria-disabled');
  await login.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
