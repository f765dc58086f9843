import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { DEMO_PASSWORD, signUp } from './login';
import { importPositions as importFile, positionsCommand as command } from './positionsCommand';
import { gotoSearch } from './searchTakeover';

// Jobs from the company's ATS (issue 13): the import command and API against the e2e server's own
// database, seen by a candidate in the browser. Each test imports positions of its own (a unique
// word in their titles and external ids), so tests running side by side never see each other's.

test.use({ bypassCSP: true });
// Each command run starts Node and opens the database (a few seconds on a busy machine).
test.beforeEach(() => test.slow());

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toLowerCase();

const HEADER = 'external_id,title,department,description,employment_type,skills,city,region,country,lat,lng';
const row = (id: string, title: string) => `${id},${title},Engineering,"You keep our airships flying.",FULL_TIME,Rigging;Knots,Berlin,Berlin,DE,52.52,13.405`;

/** How many positions the search API finds with `word` in their title, as any visitor asks (a word it does not know may be corrected to others). */
async function searchCount(page: Page, word: string): Promise<number> {
  const res = await page.request.get(`/api/pcsx/search?domain=demo.test&query=${word}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { positions: Array<{ name: string }> }).positions.filter((p) => p.name.toLowerCase().includes(word)).length;
}

/** Logs the demo candidate in through the log-in call the modal makes (the same on every screen size). */
async function logInAlex(page: Page) {
  await gotoSearch(page, '/careers/search');
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const res = await page.request.post('/candidate/login', { headers: { 'x-csrf-token': csrf }, data: { email: 'alex@demo.test', password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
}

async function saveSearch(page: Page, query: string) {
  const status = await page.evaluate(async (q) => {
    const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
    const res = await fetch('/api/pcsx/saved_searches', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ query: q, location: '', filters: {}, domain: 'demo.test' }),
    });
    return res.status;
  }, query);
  expect(status).toBe(201);
}

for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 760 }]] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('save a search, import a matching position with the command, see the alert in the bell', async ({ page }) => {
      test.setTimeout(60_000); // up to one outbox poll (OUTBOX_POLL_MS) after the command, on top of the sign-up and the command
      await signUp(page);
      await expect(page.getByRole('button', { name: 'Log out' })).toBeAttached();
      const word = unique('zeppelin');
      await saveSearch(page, word);
      const imported = await importFile(`${word}.csv`, [HEADER, row(`ATS-${word}`, `Airship ${word} Engineer`)].join('\n'));
      expect(imported.stderr).not.toMatch(/failed/);
      expect(imported.code).toBe(0);
      expect(imported.stdout).toContain('1 created');
      expect(await searchCount(page, word)).toBe(1);
      // The command only queues the announcement (README "How mail leaves: the outbox table"): the running
      // server finds it on its next poll (OUTBOX_POLL_MS, 250 ms in playwright.config.ts) and tells the saved search, so the page is reloaded until then.
      await expect(async () => {
        await page.reload();
        // A new account also has its onboarding notice: at least the alert is new.
        const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
        await bell.click({ timeout: 5_000 });
        await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(/1 new job matches your saved search/, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
    });

    test('a file with a bad row is refused by line and changes nothing', async ({ page }) => {
      const word = unique('dirigible');
      const result = await importFile(`${word}.csv`, [HEADER, row(`OK-${word}`, `Dirigible ${word} Pilot`), row(`BAD-${word}`, ''), row(`FAR-${word}`, `Lost ${word}`).replace('52.52,13.405', '152.52,13.405')].join('\n'));
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('line 3: title is required');
      expect(result.stderr).toContain('line 4: bad coordinates: lat must be a number from -90 to 90 (got "152.52")');
      expect(result.stderr).toContain('nothing was written');
      expect(await searchCount(page, word)).toBe(0);
      await gotoSearch(page, `/careers/search?query=${word}`);
      await expect(page.getByRole('region', { name: /^Search results/ })).toBeVisible();
      await expect(page.getByRole('link', { name: `Dirigible ${word} Pilot` })).toHaveCount(0);
    });

    test('a closed position leaves search at once and its job page says it is closed', async ({ page }) => {
      const word = unique('blimp');
      expect((await importFile(`${word}.csv`, [HEADER, row(`ATS-${word}`, `Blimp ${word} Mechanic`)].join('\n'))).code).toBe(0);
      await gotoSearch(page, `/careers/search?query=${word}`);
      await expect(page.getByRole('link', { name: `Blimp ${word} Mechanic` })).toBeVisible();
      const href = await page.getByRole('link', { name: `Blimp ${word} Mechanic` }).getAttribute('href');
      const closing = await importFile(`${word}-close.json`, JSON.stringify([{ external_id: `ATS-${word}`, status: 'closed' }]));
      expect(closing.stdout).toContain('1 closed');
      expect(await searchCount(page, word)).toBe(0);
      await page.reload();
      await expect(page.getByRole('link', { name: `Blimp ${word} Mechanic` })).toHaveCount(0);

      await logInAlex(page);
      const response = await page.goto(href as string);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1, name: `Blimp ${word} Mechanic` })).toBeVisible();
      await expect(page.getByRole('note')).toHaveText('This position is closed and no longer takes applications.');
      await expect(page.getByRole('link', { name: 'Apply' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Log out' })).toBeAttached();
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) as string) as { validThrough: string };
      expect(Date.parse(jsonLd.validThrough)).toBeLessThanOrEqual(Date.now());
      await expectNoSeriousViolations(page);
    });
  });
}

test('the import API: a token made by the command imports and closes; without it, 401', async ({ request }) => {
  const made = await command('token', ['--domain', 'demo.test']);
  expect(made.code).toBe(0);
  // The token is the command's last line (stdout holds its answer alone).
  const token = made.stdout.trim().split('\n').pop() as string;
  expect(token).toMatch(/^cpi_/);
  const word = unique('aerostat');
  const url = '/api/pcsx/positions/import?domain=demo.test';
  const csv = [HEADER, row(`API-${word}`, `Aerostat ${word} Keeper`)].join('\n');
  expect((await request.post(url, { headers: { 'content-type': 'text/csv' }, data: csv })).status()).toBe(401);
  const res = await request.post(url, { headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` }, data: csv });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { created: number; openedIds: number[] } };
  expect(data.created).toBe(1);
  const page = await request.get(`/careers/job/${data.openedIds[0]}`);
  expect(page.status()).toBe(200);
  const closed = await request.post(url, { headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, data: JSON.stringify([{ external_id: `API-${word}`, status: 'closed' }]) });
  expect(((await closed.json()) as { data: { closedIds: number[] } }).data.closedIds).toEqual(data.openedIds);
  expect((await request.get(`/careers/job/${data.openedIds[0]}`)).status()).toBe(410);
});

test.describe('a title with one long word, on a phone', () => {
  test.use({ viewport: { width: 390, height: 760 } });

  // An ATS title may hold a long unbroken word (a product code, a German compound); the pages that show
  // it as a heading wrap it instead of making the phone scroll sideways (a CI run failed on one).
  test('its job page, the search results and its application form fit a 390 px screen', async ({ page }) => {
    const word = unique('luftschiffwartungsingenieurin');
    expect((await importFile(`${word}.csv`, [HEADER, row(`LONG-${word}`, `${word} Lead`)].join('\n'))).code).toBe(0);
    const found = await page.request.get(`/api/pcsx/search?domain=demo.test&query=${word}`);
    const position = ((await found.json()) as { positions: Array<{ id: number; name: string }> }).positions.find((p) => p.name.toLowerCase().includes(word))!;
    // How far the page scrolls sideways; when it does, the message names what sticks out past the right edge.
    const sideways = async () => {
      const { by, wide } = await page.evaluate(() => {
        const root = document.documentElement;
        const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5);
        return { by: root.scrollWidth - root.clientWidth, wide: wide.slice(0, 40).map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`).join(', ') };
      });
      return by > 0 ? `${by} px: ${wide}` : 'none';
    };
    for (const [path, heading] of [
      [`/careers/job/${position.id}`, position.name],
      [`/careers/apply?pid=${position.id}`, `Apply for ${position.name}`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await sideways(), path).toBe('none');
    }
    await gotoSearch(page, `/careers/search?query=${word}`);
    await expect(page.getByRole('heading', { level: 3, name: position.name })).toBeVisible();
    expect(await sideways(), 'search').toBe('none');
  });
});
