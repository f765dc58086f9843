import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signUpByApi } from './session';
import { gotoSearch } from './searchTakeover';
import { serverModule, withServerDatabase } from './serverDatabase';

// Saved searches and job alerts (issue 13): 'Save this search' on the search page and the alert in the
// bell when a matching position comes in; a visitor's job alert by e-mail with double opt-in and an
// unsubscribe link, read from the development outbox (no SMTP_URL in e2e). A new position is announced
// the way the positions import does it, by a small script on the server's database.

test.use({ bypassCSP: true });
// Each test signs up or subscribes, runs axe twice and announces (the first announce in a worker loads
// the server's build and builds a search index): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A word no demo position has: each run's searches match only what the run adds. */
const uniqueWord = () => `zeppelin${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

interface AnnounceResult {
  savedSearches: number;
  jobAlerts: number;
  emails: number;
}

/**
 * Adds a live position to the running server's database and announces it through
 * announceNewPositions, as the positions import does after an import (the server's build, on its
 * database; the server sees the new position through search_version).
 */
async function announce(title: string): Promise<{ id: number; result: AnnounceResult }> {
  const { announceNewPositions } = serverModule('services/alerts/announceNewPositions.js');
  return withServerDatabase(async (db, config) => {
    const { id } = await db
      .insertInto('positions')
      .values({
        domain: 'demo.test', title, department: 'Engineering', description: 'Added by the alerts e2e test.', skills_json: '[]',
        employment_type: 'FULL_TIME', location_name: 'Berlin, Berlin, DE', city: 'Berlin', region: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405,
        posted_at: new Date().toISOString(), archived_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result: AnnounceResult = await announceNewPositions({ db, config, now: Date.now }, 'demo.test', [id]);
    return { id, result };
  });
}

/**
 * The site path of the first link to `what` in the outbox page's message to `email` with `subject`.
 * Mail queued by another process (announce above, as the import command) is sent by the server's
 * outbox sender when it next polls (every 5 s): the page's HTML is fetched until the message is in it,
 * then the page is opened once (a browser load on every try cost up to five page loads a message).
 */
async function linkInOutbox(page: Page, email: string, subject: RegExp, what: string): Promise<string> {
  const listed = async () => {
    const html = await (await page.request.get('/careers/dev/outbox')).text();
    return html.split('<article').some((article) => article.includes(`To ${email}`) && subject.test(/<h2>([^<]*)<\/h2>/.exec(article)?.[1] ?? '') && article.includes(what));
  };
  await expect.poll(listed, { message: `a message to ${email} in the outbox`, timeout: 20_000 }).toBe(true);
  const message = page.getByRole('article').filter({ hasText: `To ${email}` }).filter({ has: page.getByRole('heading', { name: subject }) }).first();
  await page.goto('/careers/dev/outbox');
  await expect(message).toBeVisible();
  const href = await message.locator(`a[href*="${what}"]`).first().getAttribute('href');
  const url = new URL(href ?? '');
  return url.pathname + url.search;
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });

    test('save a search on the search page; a new matching position shows in the bell', async ({ page }) => {
      const word = uniqueWord();
      await signUpByApi(page);
      await gotoSearch(page, `/careers/search?query=${word}`);
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
      const save = page.getByRole('button', { name: 'Save this search' });
      await expect(save).toBeVisible();
      await expectNoSeriousViolations(page);
      // Keyboard only.
      await save.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: /^Search saved$/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Search saved. New matching jobs will show in your notifications.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Manage saved searches' })).toBeVisible();
      const saved = await (await page.request.get('/api/pcsx/saved_searches?domain=demo.test')).json();
      expect(saved.data.savedSearches).toEqual([expect.objectContaining({ query: word, alert: 'in_app' })]);
      // The page knows the search is saved after a reload too.
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: /^Search saved$/ })).toBeVisible();

      const { result } = await announce(`Senior ${word} pilot`);
      expect(result.savedSearches).toBeGreaterThanOrEqual(1);
      await page.reload();
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await expect(panel.getByText(`1 new job matches your saved search "${word}".`)).toHaveCount(1);
      await expectNoSeriousViolations(page);
    });

    test('a visitor subscribes to job alerts by keyboard, confirms from the e-mail, gets a new job with an unsubscribe link, unsubscribes', async ({ page }) => {
      const word = uniqueWord();
      const email = `visitor-${word}@example.test`;
      await gotoSearch(page, `/careers/search?query=${word}`);
      const open = page.getByRole('button', { name: 'Get job alerts' });
      await open.focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: 'Job alerts by e-mail' });
      const privacy = form.getByRole('region', { name: 'Privacy' });
      await expect(privacy).toContainText('We use your email address only to tell you about new roles');
      expect(await privacy.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');
      await expectNoSeriousViolations(page);

      await form.getByRole('textbox', { name: 'E-mail address' }).focus();
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      await expect(form.getByRole('status')).toHaveText('Check your inbox: we sent a link to confirm your job alert. No e-mail about jobs comes before you confirm.');
      // The page's width holds on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Nothing is sent before the confirmation.
      expect((await announce(`${word} navigator`)).result.jobAlerts).toBe(0);

      const confirm = await linkInOutbox(page, email, /^Confirm your job alert/, '/careers/job-alerts/confirm');
      await page.goto(confirm);
      await expect(page.getByRole('heading', { name: 'Confirm your job alert' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Confirm job alert' }).click();
      await expect(page.getByRole('heading', { name: 'Your job alert is on' })).toBeVisible();

      const { id, result } = await announce(`${word} captain`);
      expect(result.jobAlerts).toBe(1);
      const unsubscribe = await linkInOutbox(page, email, /^New job at/, '/careers/job-alerts/unsubscribe');
      await expect(page.getByRole('article').filter({ hasText: `To ${email}` }).first()).toContainText(`/careers/job/${id}?domain=demo.test`);
      await page.goto(unsubscribe);
      await expect(page.getByRole('heading', { name: 'Unsubscribe from this job alert' })).toBeVisible();
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
      expect((await announce(`${word} commander`)).result.jobAlerts).toBe(0);
    });
  });
}
