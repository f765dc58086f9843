import { expect, test, type FileChooser } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { livePosition } from './formsFixture';

// The application form's resume question on a phone: the forms toolkit's own file picker.

test.describe('the application form\'s resume picker on a phone', () => {
  test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

  test("the resume question is the toolkit's picker, not the browser's 'Choose File': labelled, keyboard opens it, the upload works", async ({ page }) => {
    test.setTimeout(60_000);
    const position = await livePosition(page, 2);
    await page.goto(`/careers/apply?pid=${position.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Apply for ${position.name}` })).toBeVisible();
    // The server draws the page; its pickers open once mf-forms has taken it over (until then the form says it is
    // getting ready). On a loaded machine the press below came first, twice in a row in one CI run.
    await expect(page.getByRole('button', { name: 'Submit application' })).toHaveAttribute('type', 'submit');
    const field = page.locator('[data-field="resume"]');
    // The question's own label (with the required asterisk) names the picker; the button's caption does not.
    await expect(field.locator('label', { hasText: /^Resume\*$/ })).toBeVisible();
    await expect(field.getByText('Choose a file', { exact: true })).toBeVisible();
    // The native control (whose 'Choose File / No file chosen' cannot be styled) takes no room on screen.
    // (A file input's role is button; its name is the question alone, without the asterisk or the caption.)
    const native = field.getByRole('button', { name: 'Resume', exact: true });
    await expect(native).toHaveAttribute('type', 'file');
    const box = await native.boundingBox();
    expect((box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1).toBe(true);
    // Keyboard: focus reaches the picker and Space opens the file chooser; the chosen file is uploaded. On a loaded
    // machine Chromium can drop a chooser's opening (one CI try ran out of its 30 s here), so each try presses once
    // and waits 5 s, as profile.spec does; a picker that Space never opens still fails.
    let chooser: FileChooser | undefined;
    await expect(async () => {
      await native.focus();
      await expect(native).toBeFocused();
      [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }), page.keyboard.press('Space')]);
    }).toPass({ timeout: 25_000 });
    if (!chooser) throw new Error('Space opened no file chooser');
    await chooser.setFiles({ name: 'kim-novak.txt', mimeType: 'text/plain', buffer: Buffer.from('Kim Novak\nData engineer\n') });
    await expect(field.getByRole('link', { name: 'kim-novak.txt' })).toBeVisible();
    await expect(field.getByRole('button', { name: 'Remove kim-novak.txt' })).toBeVisible();
    // No sideways scrolling; when there is, the message names what sticks out past the right edge.
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5).slice(0, 8);
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide: wide.map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`) };
    });
    expect(overflow.scrollWidth, JSON.stringify(overflow)).toBeLessThanOrEqual(overflow.clientWidth);
    await expectNoSeriousViolations(page);
  });
});
