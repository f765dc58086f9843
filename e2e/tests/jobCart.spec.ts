import { expect, test, type Page } from '@playwright/test';
import { gotoSearch } from './searchTakeover';

// The job cart and the assistant on the search page (spec §3 Job cart, §4, §9 Chat), as a visitor:
// the cart lives with the visitor's session, and the assistant is the built-in one (no model).

/** The first two results with different names, so each can be named unambiguously. */
async function twoPositions(page: Page) {
  const results = page.getByRole('region', { name: /^Search results/ });
  const links = results.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const found: Array<{ name: string; href: string }> = [];
  for (const link of await links.all()) {
    const name = (await link.textContent())?.trim() ?? '';
    if (name && !found.some((p) => p.name === name)) found.push({ name, href: (await link.getAttribute('href')) ?? '' });
    if (found.length === 2) break;
  }
  expect(found).toHaveLength(2);
  return found as [{ name: string; href: string }, { name: string; href: string }];
}

async function addToCart(page: Page, position: { name: string }) {
  // By the title the link shows: its name also carries the place (search24), which twoPositions did not read.
  const title = new RegExp(`^${position.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page.getByRole('region', { name: /^Search results/ }).getByRole('link').filter({ hasText: title }).first().click();
  const details = page.getByRole('region', { name: 'Position details' });
  await expect(details.getByRole('heading', { name: position.name, exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Add to job cart' }).click();
  await expect(details.getByRole('button', { name: 'Add to job cart' })).toHaveAttribute('aria-pressed', 'true');
}

test('add two positions to the job cart, remove one, and the assistant cites the one left', async ({ page }) => {
  // Demo positions only: closedJob.spec.ts imports positions and lets them expire while this runs beside it, and an
  // expired one can still be among the first results (its page then offers no 'Add to job cart'; seen under load).
  await gotoSearch(page, '/careers/search?query=Designer');
  const [first, second] = await twoPositions(page);

  await addToCart(page, first);
  await expect(page.getByRole('button', { name: 'Job cart 1 item' })).toBeVisible();
  await addToCart(page, second);
  const toggle = page.getByRole('button', { name: 'Job cart 2 items' });
  await expect(toggle).toBeVisible();

  // The panel: both positions, removal of the first, Escape back to the toggle.
  await toggle.click();
  const cart = page.getByRole('dialog', { name: 'Job cart' });
  await expect(cart.getByRole('link')).toHaveText([first.name, second.name]);
  await cart.getByRole('button', { name: `Remove ${first.name} from job cart` }).click();
  await expect(cart.getByRole('link')).toHaveText([second.name]);
  await expect(cart.getByRole('status')).toHaveText(`${first.name} removed from job cart`);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  const oneItem = page.getByRole('button', { name: 'Job cart 1 item' });
  await expect(oneItem).toBeFocused();
  await expect(oneItem).toHaveAttribute('aria-expanded', 'false');

  // The server kept the change.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Job cart 1 item' })).toBeVisible();

  // The assistant: a side panel under the navbar that takes 400 px from the page at 1280 px.
  const assistantToggle = page.getByRole('button', { name: 'Ask our assistant' });
  await assistantToggle.click();
  await expect(assistantToggle).toHaveAttribute('aria-expanded', 'true');
  const chat = page.getByRole('dialog', { name: 'Ask our assistant' });
  const box = await chat.boundingBox();
  expect(box).toMatchObject({ x: 880, y: 60, width: 400 });
  const pageBox = await page.locator('#main-content').boundingBox();
  expect((pageBox?.x ?? 0) + (pageBox?.width ?? 0)).toBeLessThanOrEqual(880);

  const input = chat.getByRole('textbox', { name: 'Your question' });
  await expect(input).toBeFocused();
  await input.fill('Which of my cart jobs are in Berlin?');
  await input.press('Enter');
  const log = chat.getByRole('log');
  await expect(log).toContainText('Which of my cart jobs are in Berlin?');
  const cited = log.getByRole('link', { name: second.name, exact: true });
  await expect(cited).toHaveAttribute('href', second.href);
  await expect(log.getByRole('link', { name: first.name, exact: true })).toHaveCount(0);

  // A citation opens the position in the page, beside the chat.
  await cited.click();
  await expect(page.getByRole('region', { name: 'Position details' }).getByRole('heading', { name: second.name, exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`pid=${second.href.split('/').pop()}`));

  await chat.getByRole('button', { name: 'Close assistant' }).click();
  await expect(chat).toBeHidden();
  await expect(assistantToggle).toBeFocused();
});

test.describe('at 992 px and below', () => {
  test.use({ viewport: { width: 992, height: 760 } });

  test('the assistant covers the page below the navbar and keeps the keyboard inside', async ({ page }) => {
    await gotoSearch(page, '/careers/search');
    const toggle = page.getByRole('button', { name: 'Ask our assistant' });
    await toggle.click();
    const chat = page.getByRole('dialog', { name: 'Ask our assistant' });
    await expect(chat).toHaveAttribute('aria-modal', 'true');
    expect(await chat.boundingBox()).toMatchObject({ x: 0, y: 60, width: 992, height: 700 });
    // Tab from the last control wraps to the first one instead of reaching the hidden page.
    await chat.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Tab');
    await expect(chat.getByRole('button', { name: 'Close assistant' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
