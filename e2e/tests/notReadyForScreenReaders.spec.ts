import { expect, test } from '@playwright/test';
import { logInByApi } from './session';
import { holdScripts, remoteScripts } from './holdScripts';

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
  } finally {
    release();
  }
});
