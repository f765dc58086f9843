import { expect, test } from '@playwright/test';
import { holdScripts, remoteScripts, shellScripts } from './holdScripts';
import { waitForReactRoot } from './reactRoot';
import { giveOffer } from './offerFixture';
import { logInByApi, signUpByApi } from './session';
import { gotoSearch } from './searchTakeover';

// A candidate far from UTC (UTC+14): an offer's deadline late in the UTC day is already the next day there. The
// server drew the UTC day and the browser changed it to its own once the scripts ran (trial, session 14); the shell
// now keeps the browser's zone in a cookie and the server draws the page in it.
test.use({ timezoneId: 'Pacific/Kiritimati' });

test("an offer's deadline is the candidate's own day from the first byte, and stays it when the scripts take over (UTC+14)", async ({ page, context }) => {
  test.setTimeout(60_000);
  const email = await signUpByApi(page, { firstName: 'Robin', lastName: 'Okafor' });
  // 23:30 UTC, three days on: the 4th day at UTC+14.
  const deadline = new Date();
  deadline.setUTCDate(deadline.getUTCDate() + 3);
  deadline.setUTCHours(23, 30, 0, 0);
  const offer = await giveOffer(email, 'embedded', deadline);
  const day = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(deadline);
  const candidatesDay = `Expires ${day('Pacific/Kiritimati')}`;
  expect(candidatesDay).not.toBe(`Expires ${day('UTC')}`);

  // The first page the browser opens (no zone known yet); its scripts keep the zone. (signUpByApi has onboarded the
  // candidate: no page of theirs is the onboarding gate, which the server does not draw and whose call this test
  // once had to wait for.)
  await gotoSearch(page, '/careers/search');
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'careers_tz')?.value).toBe('Pacific%2FKiritimati');

  // The offers list as the server draws it, the scripts held: the candidate's day already (no countdown: that needs
  // the browser's clock). In a tab of its own: the search page's late requests stay out of it.
  const offers = await context.newPage();
  const releaseShell = await holdScripts(offers, shellScripts);
  const releaseOffers = await holdScripts(offers, remoteScripts('mf-offers'));
  await offers.goto('/careers/offers', { waitUntil: 'commit' });
  const card = offers.locator(`li[data-offer-id="${offer.offerId}"]`);
  // (The server draws the list for a new tab while the first one still loads: slow on a loaded machine.)
  await expect(card).toContainText(candidatesDay, { timeout: 20_000 });
  await expect(card.getByText(/^Expires (in \d+ days?|today)$/)).toHaveCount(0);
  const errors: string[] = [];
  offers.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  releaseShell();
  releaseOffers();
  // Taken over (the countdown is the browser's), the same day, and no hydration mismatch reported.
  // The countdown counts the candidate's calendar days to the date beside it (it counted 24-hour blocks rounded up,
  // which could say 'in 2 days' beside tomorrow's date).
  const dayNumber = (moment: Date) => Date.parse(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(moment)) / 86_400_000;
  const days = dayNumber(deadline) - dayNumber(new Date());
  await expect(card.getByText(`Expires in ${days} days`, { exact: true })).toBeVisible();
  await expect(card).toContainText(candidatesDay);
  await expect(card).not.toContainText(`Expires ${day('UTC')}`);
  expect(errors.filter((text) => /hydrat|#418|#419|#425/i.test(text))).toEqual([]);
});

test("the dashboard's interviews are drawn by the server in the candidate's zone once it is known, and kept by the takeover without asking again (UTC+14)", async ({ page, context }) => {
  test.setTimeout(60_000);
  await logInByApi(page);
  // The times the API writes for a call from here, and from UTC: they differ, or the test would prove nothing. The
  // tab lists the upcoming ones only (the past phone screen is on /careers/interviews).
  const times = async (zone: string, upcoming = true) => {
    const res = await page.request.get('/api/pcsx/dashboard/interviews?domain=demo.test', { headers: { 'x-timezone': zone } });
    expect(res.ok()).toBe(true);
    const { interviews } = ((await res.json()) as { data: { interviews: { local_time: string; upcoming: boolean }[] } }).data;
    return interviews.filter((item) => item.upcoming === upcoming).map((item) => item.local_time);
  };
  const here = await times('Pacific/Kiritimati');
  const past = await times('Pacific/Kiritimati', false);
  expect(past.length).toBeGreaterThan(0);
  expect(here.length).toBeGreaterThan(0);
  expect(here).not.toEqual(await times('UTC'));

  // The first page keeps the zone in the cookie.
  await gotoSearch(page, '/careers/search');
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'careers_tz')?.value).toBe('Pacific%2FKiritimati');

  const dashboard = await context.newPage();
  const asked: string[] = [];
  dashboard.on('request', (request) => {
    if (request.url().includes('/api/pcsx/dashboard/interviews')) asked.push(request.url());
  });
  const errors: string[] = [];
  dashboard.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const releaseShell = await holdScripts(dashboard, shellScripts);
  const releaseDashboard = await holdScripts(dashboard, remoteScripts('mf-dashboard'));
  await dashboard.goto('/careers/dashboard?tab=interviews', { waitUntil: 'commit' });
  // Before any script: the candidate's own times (it used to say the list needs JavaScript).
  const shown = dashboard.locator('main time');
  await expect(shown.first()).toHaveText(here[0] ?? '', { timeout: 20_000 });
  expect(await shown.allTextContents()).toEqual(expect.arrayContaining(here));
  expect(await shown.allTextContents()).not.toEqual(expect.arrayContaining(past));
  releaseShell();
  releaseDashboard();
  // Taken over: the same times, from the page's answer (no call), and no hydration mismatch reported.
  await waitForReactRoot(dashboard, '[data-remote="mf-dashboard"]');
  await dashboard.waitForLoadState('networkidle');
  expect(await shown.allTextContents()).toEqual(expect.arrayContaining(here));
  expect(await shown.allTextContents()).not.toEqual(expect.arrayContaining(past));
  expect(asked).toEqual([]);
  expect(errors.filter((text) => /hydrat|#418|#419|#425/i.test(text))).toEqual([]);
});
