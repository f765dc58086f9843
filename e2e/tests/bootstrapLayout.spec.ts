import { expect, test, type Page } from '@playwright/test';
import { signUp } from './login';

/** Where the label's own words and its '*' sit (the words measured as text, whatever element holds them). */
async function labelBoxes(page: Page, name: string) {
  return page.evaluate((name) => {
    const label = [...document.querySelectorAll('label')].find((element) => element.textContent?.includes(name));
    if (!label) throw new Error(`no label ${name}`);
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    let text: Node | null = walker.nextNode();
    while (text && !text.textContent?.includes(name)) text = walker.nextNode();
    const range = document.createRange();
    range.selectNodeContents(text!);
    const words = range.getBoundingClientRect();
    const star = label.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    return { wordsTop: words.top, wordsRight: words.right, starTop: star.top, starLeft: star.left };
  }, name);
}

const centreX = async (page: Page, selector: string) => {
  const box = (await page.locator(selector).boundingBox())!;
  return box.x + box.width / 2;
};

test("the first-run profile form keeps each '*' on its label's line and sits centred in the page column", async ({ page }) => {
  await signUp(page);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const name of ['First name', 'Last name']) {
      const boxes = await labelBoxes(page, name);
      expect(Math.abs(boxes.starTop - boxes.wordsTop), `${name} '*' at ${width}px`).toBeLessThanOrEqual(4);
      expect(boxes.starLeft, `${name} '*' follows the words at ${width}px`).toBeGreaterThanOrEqual(boxes.wordsRight - 1);
    }
    const form = await centreX(page, 'main form');
    const main = await centreX(page, 'main');
    expect(Math.abs(form - main), `form centre vs main centre at ${width}px`).toBeLessThanOrEqual(2);
  }
});
