import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login';

// Sessions made through the API, for tests whose point is not logging in or signing up: the
// page's login modal and the sign-up page cost a page load, a form and a reload each, and
// login.spec.ts (and the tests that log in from a page they are proving) already drive them.
// page.request shares the page's cookie jar, so the next page.goto opens logged in.

/** A session cookie and its CSRF token, from the login page (as a browser first gets them). */
async function anonymousCsrf(page: Page): Promise<string> {
  const res = await page.request.get('/candidate/login');
  expect(res.ok()).toBe(true);
  const csrf = res.headers()['x-csrf-token'];
  if (!csrf) throw new Error('the login page started no session');
  return csrf;
}

/** Logs a candidate in with JSON, as the shell does; the page's next load is logged in. Returns the CSRF token. */
export async function logInByApi(page: Page, email = 'alex@demo.test', password = DEMO_PASSWORD): Promise<string> {
  const res = await page.request.post('/candidate/login', {
    headers: { 'x-csrf-token': await anonymousCsrf(page) },
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.headers()['x-csrf-token'] ?? '';
}

/**
 * A new, unique candidate signed up, past profile bootstrapping (the 'Continue' screen) and onboarded, through
 * the API; the page's next load is logged in and is the page asked for. Returns the email.
 */
export async function signUpByApi(page: Page, { firstName = 'Robin', lastName = 'Okafor', location = '' } = {}): Promise<string> {
  const email = `new-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const res = await page.request.post('/candidate/signup', {
    headers: { 'x-csrf-token': await anonymousCsrf(page) },
    data: { email, password: 'a-long-password', firstName, lastName },
  });
  expect(res.status(), await res.text()).toBe(201);
  const csrf = res.headers()['x-csrf-token'] ?? '';
  const bootstrap = await page.request.post('/api/pcsx/profile_bootstrap', {
    headers: { 'x-csrf-token': csrf },
    data: { firstName, lastName, location },
  });
  expect(bootstrap.status(), await bootstrap.text()).toBe(200);
  // What the shell's onboarding gate posts on a new candidate's first page before it reloads that page (spec §2).
  // Left to the page, every test's first page was the gate and loaded twice: a test acting on it between the two
  // loads raced the reload ('Execution context was destroyed' in gotoSearch, closedJob.spec.ts and csp.spec.ts).
  // The gate itself is proven by the tests that sign up through the page (login.spec.ts, dashboard.spec.ts).
  const onboarding = await page.request.post('/api/pcsx/onboarding', { headers: { 'x-csrf-token': csrf } });
  expect(onboarding.status(), await onboarding.text()).toBe(200);
  return email;
}
