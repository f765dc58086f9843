import { expect, test, type Page } from '@playwright/test';
import { collectErrors, demoJob } from './demoJob';
import { layoutShifts, layoutShiftTotal, recordLayoutShifts } from './layoutShifts';
import { logInByApi } from './session';
import { waitForReactRoot } from './reactRoot';
import { holdScripts, remoteScripts } from './holdScripts';

// Issue 27, first paint: an open position's apply page arrives with its heading and the form's fields drawn by
// mf-forms' server renderer (a visitor's and a candidate's alike), and mf-forms hydrates it without a visible
// change. Nothing is sent or saved here.

interface Field {
  name: string;
  label: string;
}

/** The demo job and the first text fields of its form, as GET /api/pcsx/apply_form answers them for this browser. */
async function applyPageOf(page: Page): Promise<{ id: number; name: string; fields: Field[] }> {
  const job = await demoJob(page);
  const answer = (await (await page.request.get(`/api/pcsx/apply_form?pid=${job.id}&domain=demo.test`)).json()) as {
    data: { form: { sections: { items: { name: string; label: string; type: string }[] }[] } };
  };
  const fields = answer.data.form.sections.flatMap((section) => section.items).filter((item) => item.type === 'text');
  // The demo form has text questions: the test would prove nothing without them.
  expect(fields.length).toBeGreaterThan(1);
  return { ...job, fields };
}

const field = (page: Page, name: string) => page.locator(`[data-remote="mf-forms"] input[name="${name}"]`);

for (const who of ['a visitor', 'the demo candidate'] as const) {
  test.describe(`without JavaScript, ${who}`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test("the apply page shows the position's heading and the form's fields, and offers no submit that does nothing", async ({ page }) => {
      if (who === 'the demo candidate') await logInByApi(page);
      const job = await applyPageOf(page);
      const response = await page.goto(`/careers/apply?pid=${job.id}&domain=demo.test`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: `Apply for ${job.name}` })).toBeVisible();
      for (const { name, label } of job.fields) {
        await expect(field(page, name)).toBeVisible();
        await expect(main.locator('label', { hasText: label }).first()).toBeVisible();
      }
      await expect(main.getByRole('button', { name: 'Submit application' })).toBeHidden();
      await expect(main.getByRole('button', { name: 'Save draft' })).toBeHidden();
      await expect(main.getByText('Sending this form needs JavaScript. Please enable it and reload the page.')).toBeVisible();
    });
  });
}

test.describe('with JavaScript, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test("mf-forms takes over the server's apply page: same fields, focus kept, typing kept, no shift, no hydration error", async ({ page }) => {
    const job = await applyPageOf(page);
    const [first, second] = job.fields as [Field, Field];
    const errors = collectErrors(page, { warnings: true, scriptsHeld: true });
    await recordLayoutShifts(page);
    // mf-forms' scripts wait until the server's page is checked, marked and focused.
    const release = await holdScripts(page, remoteScripts('mf-forms'));
    await page.goto(`/careers/apply?pid=${job.id}&domain=demo.test`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: `Apply for ${job.name}` })).toBeVisible();
    // The tab is named for the position from the first byte, as mf-forms names it after the takeover.
    await expect(page).toHaveTitle(`Apply for ${job.name} | Careers at Northwind Labs`);
    await expect(field(page, first.name)).toBeVisible();
    await page.waitForLoadState('load');
    // Before the takeover the submit button says it is getting ready, and pressing it sends nothing.
    const submit = page.getByRole('button', { name: 'Submit application' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAttribute('data-not-ready', 'Getting ready, one moment');
    await expect(submit).toHaveAttribute('type', 'button');
    type Marked = HTMLElement & { __fromServer?: boolean };
    await page.evaluate(([a, b]) => {
      for (const name of [a, b]) (document.querySelector(`[data-remote="mf-forms"] input[name="${name}"]`) as Marked).__fromServer = true;
      (document.querySelector(`[data-remote="mf-forms"] input[name="${a}"]`) as HTMLElement).focus();
    }, [first.name, second.name] as const);
    const box = async () => field(page, first.name).boundingBox();
    const before = await box();
    release();
    await waitForReactRoot(page, '[data-remote="mf-forms"]');
    await expect(submit).toHaveAttribute('type', 'submit');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    const kept = await page.evaluate(([a, b]) => {
      const input = (name: string) => document.querySelector(`[data-remote="mf-forms"] input[name="${name}"]`) as Marked;
      return { fromServer: Boolean(input(a).__fromServer && input(b).__fromServer), focused: document.activeElement === input(a) };
    }, [first.name, second.name] as const);
    expect(kept).toEqual({ fromServer: true, focused: true });
    expect(await box()).toEqual(before);
    // Typing after the takeover goes into the same fields and stays there.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Robin');
    await field(page, second.name).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Example text');
    await expect(field(page, first.name)).toHaveValue('Robin');
    await expect(field(page, second.name)).toHaveValue('Example text');
    await expect(field(page, second.name)).toBeFocused();
    expect(await page.evaluate(([a]) => Boolean((document.querySelector(`[data-remote="mf-forms"] input[name="${a}"]`) as Marked).__fromServer), [first.name])).toBe(true);
    expect(layoutShiftTotal(await layoutShifts(page))).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
});

test.describe('typing before the takeover, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('what a candidate typed into the server-drawn fields before mf-forms took over is still there after it', async ({ page }) => {
    const job = await applyPageOf(page);
    const [first, second] = job.fields as [Field, Field];
    const release = await holdScripts(page, remoteScripts('mf-forms'));
    await page.goto(`/careers/apply?pid=${job.id}&domain=demo.test`, { waitUntil: 'commit' });
    await field(page, first.name).fill('Typed early');
    await field(page, second.name).click();
    await page.keyboard.type('Also early');
    release();
    await waitForReactRoot(page, '[data-remote="mf-forms"]');
    await expect(page.getByRole('button', { name: 'Submit application' })).toHaveAttribute('type', 'submit');
    await expect(field(page, first.name)).toHaveValue('Typed early');
    await expect(field(page, second.name)).toHaveValue('Also early');
    // And the form's own state has it: typing one more letter keeps the rest.
    await field(page, first.name).press('End');
    await page.keyboard.type('!');
    await expect(field(page, first.name)).toHaveValue('Typed early!');
  });
});
