import { expect, test, type Page } from '@playwright/test';
import { INTRANET_PORT } from '../playwright.config';
import { importPositions } from './positionsCommand';
import { gotoSearch } from './searchTakeover';
import { signUpByApi } from './session';

// Live notifications (issue 33): a candidate keeps a page open, a matching position comes in through the import
// command, and the bell says so within seconds, without a reload, on the careers site and in the bell embedded on
// another origin. With the stream blocked, the spec's polling still brings the news.

test.use({ bypassCSP: true });
// Each test signs up and runs the import command (Node starting, the database opened: seconds on a busy machine).
test.describe.configure({ timeout: 90_000 });

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toLowerCase();
const HEADER = 'external_id,title,department,description,employment_type,skills,city,region,country,lat,lng';

/** A new candidate (the welcome and onboarding notifications: 2 new) with a saved search for a word of the test's own. */
async function candidateWithSavedSearch(page: Page): Promise<string> {
  await signUpByApi(page, { firstName: 'Lina', lastName: 'Brandt' });
  const word = unique('zeppelin');
  await gotoSearch(page, '/careers/search');
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const res = await page.request.post('/api/pcsx/saved_searches', { headers: { 'x-csrf-token': csrf }, data: { query: word, location: '', filters: {}, domain: 'demo.test' } });
  expect(res.status()).toBe(201);
  return word;
}

/** `pnpm positions:import` of one open position whose title holds `word`: the server announces it on its next outbox poll. */
async function importMatching(word: string): Promise<void> {
  const imported = await importPositions(`${word}.csv`, `${HEADER}\nATS-${word},Airship ${word} Engineer,Engineering,"You keep our airships flying.",FULL_TIME,Rigging,Berlin,Berlin,DE,52.52,13.405`);
  expect(imported.stderr).not.toMatch(/failed/);
  expect(imported.code).toBe(0);
}

/** Marks the page's document: still marked later means the page was not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { keptOpen: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { keptOpen?: boolean }).keptOpen === true);

test('an open search page: the bell shows a matching import within seconds, without a reload, and says so politely', async ({ page }) => {
  const word = await candidateWithSavedSearch(page);
  await gotoSearch(page, `/careers/search?query=${word}`);
  await expect(page.getByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();
  await markDocument(page);

  await importMatching(word);
  // The outbox is polled every 250 ms here (playwright.config.ts); the stream then brings it at once.
  await expect(page.getByRole('button', { name: 'Notifications, 3 new' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'New notification: 1 new job matches your saved search' })).toHaveAttribute('aria-live', 'polite');
  await page.getByRole('button', { name: 'Notifications, 3 new' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first()).toContainText(`1 new job matches your saved search "${word}".`);
  expect(await stillSameDocument(page)).toBe(true);
});

test('the bell embedded on the intranet (another origin) shows a matching import within seconds, without a reload', async ({ page }) => {
  const word = await candidateWithSavedSearch(page);
  await page.goto(`http://127.0.0.1:${INTRANET_PORT}/`);
  await expect(page.getByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();
  await markDocument(page);

  await importMatching(word);
  const bell = page.getByRole('button', { name: 'Notifications, 3 new' });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(`1 new job matches your saved search "${word}".`);
  expect(await stillSameDocument(page)).toBe(true);
});

test('with the stream blocked (a proxy, a policy), the badge still follows by polling every 5 minutes', async ({ page }) => {
  const word = await candidateWithSavedSearch(page);
  let refused = 0;
  await page.route('**/api/pcsx/notifications/stream**', (route) => {
    refused += 1;
    return route.abort('blockedbyclient');
  });
  // The page's clock, so five minutes of polling pass at once.
  await page.clock.install();
  await gotoSearch(page, `/careers/search?query=${word}`);
  await expect(page.getByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();
  await expect.poll(() => refused).toBeGreaterThan(0);
  await markDocument(page);

  await importMatching(word);
  // Stored on the server (the outbox's next poll): the badge call says 3 …
  await expect.poll(async () => (await (await page.request.get('/api/pcsx/notification_badge?domain=demo.test')).json()).count, { timeout: 15_000 }).toBe(3);
  // … and the bell, with no stream, shows it at its next poll.
  await expect(page.getByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();
  await page.clock.fastForward('05:01');
  await expect(page.getByRole('button', { name: 'Notifications, 3 new' })).toBeVisible({ timeout: 10_000 });
  expect(await stillSameDocument(page)).toBe(true);
});
