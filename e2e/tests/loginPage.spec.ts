import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, layoutShiftTotal, recordLayoutShifts } from './layoutShifts';
import { DEMO_PASSWORD } from './login';
import { noscriptText } from './noscript';
import { holdScripts, shellScripts } from './holdScripts';

// Issue 27, first paint: /careers/login arrives drawn by the server (heading, labels, fields, button) and the
// shell takes it over. Until then the form is a plain HTML form to POST /candidate/login, so a click before the
// scripts arrive logs in instead of being lost.

const LOGIN = `/careers/login?next=${encodeURIComponent('/careers/offers')}`;

async function expectLoginForm(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your candidate account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const form = document.querySelector('main form');
    return Boolean(form && Object.keys(form).some((key) => key.startsWith('__reactProps')));
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the login form, with no word about JavaScript, and logging in works', async ({ page }) => {
    await page.goto(LOGIN);
    await expectLoginForm(page);
    expect(await noscriptText(page, LOGIN)).toEqual([]);
    await page.getByLabel('Email').fill('alex@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/careers\/offers$/);
    // Logged in: the server draws the candidate's name in the navbar and the offers list, which reads without
    // scripts (its View and Start are links): no word about JavaScript there either.
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Alex Rivera');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    expect(await noscriptText(page, '/careers/offers')).toEqual([]);
  });
});

test.describe('a wrong password without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('answers the same login page, the refusal in its form and the email kept; then the right password logs in', async ({ page }) => {
    await page.goto(LOGIN);
    await page.getByLabel('Email').fill('alex@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    expect((await answer).status()).toBe(401);
    // The same page at the same address: the shell's heading and form, not another page.
    await expect(page).toHaveURL(/\/careers\/login\?next=%2Fcareers%2Foffers$/);
    await expectLoginForm(page);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Incorrect email or password.');
    await expect(page.getByLabel('Email')).toHaveValue('alex@demo.test');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveValue('');
    // The title says what went wrong first, and the keyboard starts on the field to fix, which the message describes.
    await expect(page).toHaveTitle('Incorrect email or password. | Log in | Careers at Northwind Labs');
    await expect(page.getByLabel('Password')).toBeFocused();
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Incorrect email or password.');
    // 'Create an account' is a link of the site's theme, and keeps where the candidate was going.
    const signup = page.getByRole('link', { name: 'New here? Create an account' });
    await expect(signup).toHaveCSS('color', 'rgb(11, 92, 181)');
    await expect(signup).toHaveCSS('text-decoration-line', 'underline');
    const signupUrl = new URL((await signup.getAttribute('href'))!, page.url());
    expect(signupUrl.searchParams.get('next')).toBe('/careers/offers');
    expect(signupUrl.searchParams.get('mode')).toBe('signup');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/careers\/offers$/);
  });

  test('in Spanish for a Spanish visitor', async ({ browser }) => {
    const page = await (await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' })).newPage();
    await page.goto('/careers/login?hl=es');
    await page.getByLabel('Correo electrónico').fill('alex@demo.test');
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión en tu cuenta de candidato' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('El correo electrónico o la contraseña no son correctos.');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('alex@demo.test');
    await page.context().close();
  });
});

// No field cuts what is typed or pasted (a maxlength did, without a word): past the contract's limits the
// candidate is told on the field, with what they typed kept (trial finding, session 10).
test.describe('an email over the schema\'s 320 characters', () => {
  const long = `${'a'.repeat(320)}@example.test`;
  const paste = async (page: Page, label: string, text: string) => {
    await page.getByLabel(label).focus();
    await page.keyboard.insertText(text);
  };
  const message = 'This email address is too long. An email address has at most 320 characters.';

  test('without JavaScript: kept whole; the form comes back with the email kept and the message on its field', async ({ browser }) => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(LOGIN);
    await paste(page, 'Email', long);
    await expect(page.getByLabel('Email')).toHaveValue(long);
    await page.getByLabel('Password').fill('secret-words');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Something is not right')).toHaveCount(0);
    const email = page.getByLabel('Email');
    await expect(email).toHaveAccessibleDescription(message);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue(long);
    await expect(page.getByLabel('Password')).not.toHaveAttribute('aria-invalid');
    await page.context().close();
  });

  test('with JavaScript: kept whole, and refused on its field before anything is sent', async ({ page }) => {
    await page.goto(LOGIN);
    await hydrated(page);
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/candidate/login') && posts.push(request.url()));
    await paste(page, 'Email', long);
    await expect(page.getByLabel('Email')).toHaveValue(long);
    await page.getByLabel('Password').fill('secret-words');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(message);
    await expect(page.getByLabel('Email')).toBeFocused();
    expect(posts).toEqual([]);
  });
});

test.describe('a password over the schema\'s 1000 characters', () => {
  const long = 'correct horse battery staple '.repeat(40);
  const message = 'This password is too long. A password has at most 1000 characters.';
  const paste = async (page: Page, text: string) => {
    await page.getByLabel('Password').focus();
    await page.keyboard.insertText(text);
  };

  test('without JavaScript: not cut to 1000; the form comes back with the email kept and the message on the password field', async ({ browser }) => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(LOGIN);
    await paste(page, long);
    expect((await page.getByLabel('Password').inputValue()).length).toBe(long.length);
    await page.getByLabel('Email').fill('alex@demo.test');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Something is not right')).toHaveCount(0);
    const password = page.getByLabel('Password');
    await expect(password).toHaveAccessibleDescription(message);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(password).toHaveValue('');
    expect(await page.getByLabel('Email').inputValue()).toBe('alex@demo.test');
    await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
    await page.context().close();
  });

  test('without JavaScript, over the body limit (256 KB): the form comes back (413) with the email kept and the message on the password field', async ({ browser }) => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(LOGIN);
    await page.getByLabel('Email').fill('alex@demo.test');
    await paste(page, 'x'.repeat(300 * 1024));
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    expect((await answer).status()).toBe(413);
    await expect(page.getByText('Something is not right')).toHaveCount(0);
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(message);
    await expect(page.getByLabel('Password')).toBeFocused();
    expect(await page.getByLabel('Email').inputValue()).toBe('alex@demo.test');
    await page.context().close();
  });

  test('with JavaScript: not cut to 1000, and refused on its field before anything is sent', async ({ page }) => {
    await page.goto(LOGIN);
    await hydrated(page);
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/candidate/login') && posts.push(request.url()));
    await page.getByLabel('Email').fill('alex@demo.test');
    await paste(page, long);
    expect((await page.getByLabel('Password').inputValue()).length).toBe(long.length);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(message);
    await expect(page.getByLabel('Password')).toBeFocused();
    expect(posts).toEqual([]);
  });
});

test.describe('with JavaScript, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the shell takes over the server-drawn form without a shift, and logging in works', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await recordLayoutShifts(page);
    const release = await holdScripts(page, shellScripts);
    await page.goto(LOGIN, { waitUntil: 'commit' });
    await expectLoginForm(page);
    const box = () => {
      const form = document.querySelector('main form') as HTMLFormElement & { __fromServer?: boolean };
      const r = form.getBoundingClientRect();
      return { fromServer: form.__fromServer ?? false, box: [r.x, r.y, r.width, r.height] };
    };
    await page.evaluate(() => ((document.querySelector('main form') as HTMLFormElement & { __fromServer?: boolean }).__fromServer = true));
    const before = await page.evaluate(box);
    release();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The same form node, in the same place: React adopted the server's markup.
    expect(await page.evaluate(box)).toEqual(before);
    expect(layoutShiftTotal(await layoutShifts(page))).toBeLessThanOrEqual(0.02);
    // No hydration error (the wrong password below logs its 401 on purpose).
    expect(errors).toEqual([]);
    // Taken over: a wrong password is answered in place (no page load), then the right one logs in.
    await page.getByLabel('Email').fill('alex@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Incorrect email or password.');
    expect(await page.evaluate(box)).toMatchObject({ fromServer: true });
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/careers\/offers$/);
    await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  });

  test('a refusal posted before the scripts arrive keeps its error-first title after they take the page over', async ({ page }) => {
    const release = await holdScripts(page, shellScripts);
    await page.goto(LOGIN, { waitUntil: 'commit' });
    await expectLoginForm(page);
    await page.getByLabel('Email').fill('nobody-here@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Incorrect email or password.');
    release();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Incorrect email or password.');
    await expect(page).toHaveTitle('Incorrect email or password. | Log in | Careers at Northwind Labs');
  });

  test('a click on Log in before the scripts arrive is not lost: the form posts and the candidate is logged in', async ({ page }) => {
    await holdScripts(page, shellScripts);
    await page.goto(LOGIN, { waitUntil: 'commit' });
    await expectLoginForm(page);
    await page.getByLabel('Email').fill('alex@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    // The scripts are still held: nothing but the server's HTML answers this click.
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/careers\/offers$/);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Alex Rivera');
  });

  test("the header's 'Log in' puts the keyboard in the page's own email field, and opens no second login form over it", async ({ page }) => {
    await page.goto(LOGIN);
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Password')).toHaveCount(1);
  });

  test('what was typed before the takeover is what the form sends after it', async ({ page }) => {
    const release = await holdScripts(page, shellScripts);
    await page.goto(LOGIN, { waitUntil: 'commit' });
    await expectLoginForm(page);
    await page.getByLabel('Email').fill('alex@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    release();
    await hydrated(page);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/careers\/offers$/);
    await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  });
});

test.describe('the sign-up page at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const SIGNUP = '/candidate/login?domain=demo.test&mode=signup';

  test("a 201-character password is not cut to the server's 200: the page says so on the field, which has the keyboard; the hint names the limit", async ({ page }) => {
    await page.goto(SIGNUP);
    const password = page.getByLabel('Password');
    await expect(password).toHaveAccessibleDescription('8 to 200 characters. Not a common password, and not your email address.');
    // As a paste does: nothing is cut without a word (it was: a maxlength of 200).
    await password.focus();
    await page.keyboard.insertText(`${'k7'.repeat(100)}x`);
    expect((await password.inputValue()).length).toBe(201);

    await page.getByLabel('First name').fill('Kim');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill(`kim.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Use at most 200 characters for your password\.$/);
    await expect(password).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveValue('Kim');

    // The first field with an error, in the form's order: here the email.
    await page.getByLabel('Email').fill('kim@');
    await page.getByLabel('Email').evaluate((field) => field.setAttribute('type', 'text'));
    await password.fill('plum-kettle-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toBeFocused();
  });
});
