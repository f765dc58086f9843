import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { gotoSearch } from './searchTakeover';

// The job map of the search page (spec §2 Search and map, §4 'Map Location'/'Map Area', §9 map
// limits and cluster title) in Chromium, against the real server and its demo data.

const results = (page: Page) => page.getByRole('region', { name: /^Search results/ });
const resultLinks = (page: Page) => results(page).getByRole('heading', { level: 3 }).getByRole('link');
const countOf = async (page: Page) => Number((await results(page).getByRole('heading', { level: 2 }).textContent())?.match(/([\d,]+) jobs?/)?.[1]?.replace(/,/g, ''));

const mapToggle = (page: Page) => page.getByRole('button', { name: 'Map', exact: true });
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of jobs' });
const canvas = (page: Page) => mapRegion(page).getByRole('application', { name: 'Map. Arrow keys move the map, plus and minus keys zoom.' });
const placesList = (page: Page) => mapRegion(page).getByRole('list', { name: 'Places on the map' });
const symbols = (page: Page) => placesList(page).getByRole('button');
const zoomIn = (page: Page) => mapRegion(page).getByRole('button', { name: 'Zoom in' });
const zoomOut = (page: Page) => mapRegion(page).getByRole('button', { name: 'Zoom out' });

/** '12 Jobs, click to expand: Munich, Berlin' (spec §9 title) or 'Berlin, Berlin, Germany, 12 jobs'. */
const CLUSTER = /^(\d+) Jobs, click to expand: .+$/;
const PLACE = /^(.+), (\d+) (?:remote )?jobs?$/;
/** Jobs a symbol of the accessible list stands for, read from its text. */
function jobsOf(label: string): number {
  const n = Number(CLUSTER.exec(label)?.[1] ?? PLACE.exec(label)?.[2]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`Not a map symbol: ${label}`);
  return n;
}
const labels = (page: Page) => symbols(page).allTextContents();
const jobsInView = async (page: Page) => (await labels(page)).reduce((sum, label) => sum + jobsOf(label), 0);

/** The markers the server sent with the last search: location name → 'lat,lng' (spec §3 latlong filters). */
async function lastMarkers(response: Pick<Response, 'json'>): Promise<Map<string, string>> {
  const body = (await response.json()) as { filterDef: { allFilters: Array<{ filterName: string; options: Array<{ value: string }> }> } };
  const found = new Map<string, string>();
  for (const filter of body.filterDef.allFilters) {
    if (!filter.filterName.startsWith('latlong')) continue;
    for (const { value } of filter.options) {
      const split = value.lastIndexOf(':::');
      found.set(value.slice(0, split), value.slice(split + 3));
    }
  }
  return found;
}
const isSearch = (response: Response) => new URL(response.url()).pathname === '/api/pcsx/search';

// Every test: no request leaves the site (the map's background ships with the product, spec §9).
const offSite = new WeakMap<Page, string[]>();
test.beforeEach(({ page, baseURL }) => {
  const site = new URL(baseURL ?? '').host;
  const outside: string[] = [];
  offSite.set(page, outside);
  page.on('request', (request) => {
    const url = request.url();
    // Pins and clusters are data: images drawn on the canvas.
    if (!/^(data|blob):/.test(url) && new URL(url).host !== site) outside.push(url);
  });
});
test.afterEach(({ page }) => {
  expect(offSite.get(page), 'requests that left the site').toEqual([]);
});

/** Opens the search page and then the map; waits until the map lists what it shows. */
async function openMap(page: Page) {
  // The page carries its first search's answer (issue 27): the same the API gives.
  await gotoSearch(page, '/careers/search');
  const markers = await lastMarkers(await page.request.get('/api/pcsx/search?domain=demo.test'));
  await expect(resultLinks(page)).toHaveCount(10);
  await expect(mapToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(mapRegion(page)).toHaveCount(0);
  await mapToggle(page).click();
  await expect(mapToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'map');
  await expect(mapRegion(page)).toBeVisible();
  await expect(symbols(page).first()).toBeVisible();
  return markers;
}

/**
 * Canvas symbols have no DOM: the map names the one under the pointer in its title. Hovers the
 * map on a grid finer than the smallest symbol (a 28 × 40 px pin) and returns one point on each
 * symbol found, with its title. The hover is dispatched in the page (thousands of real mouse moves
 * would take minutes); the map's own hit detection answers it, and tests then click for real.
 */
async function scanCanvas(page: Page): Promise<Array<{ title: string; x: number; y: number }>> {
  await canvas(page).scrollIntoViewIfNeeded();
  const seen = await canvas(page).evaluate((element: HTMLElement) => {
    const viewport = element.querySelector('.ol-viewport');
    if (!viewport) throw new Error('No map drawn');
    const box = element.getBoundingClientRect();
    const hover = (x: number, y: number) =>
      viewport.dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: y, bubbles: true, isPrimary: true, pointerId: 1, pointerType: 'mouse' }));
    const found: Array<{ x: number; y: number; title: string }> = [];
    // Below the buttons over the map's top edge: a click there would hit them, not the map.
    for (let y = box.top + 64; y < box.bottom - 4; y += 12) {
      for (let x = box.left + 4; x < box.right - 4; x += 12) {
        hover(x, y);
        if (element.title) found.push({ x, y, title: element.title });
      }
    }
    hover(box.left + 4, box.top + 4);
    return found;
  });
  // Per symbol, the hit nearest the middle of its hits: surely on it, even when others overlap it.
  const byTitle = new Map<string, Array<{ x: number; y: number }>>();
  for (const { x, y, title } of seen) byTitle.set(title, [...(byTitle.get(title) ?? []), { x, y }]);
  return [...byTitle].map(([title, points]) => {
    const cx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
    const cy = points.reduce((sum, p) => sum + p.y, 0) / points.length;
    const distance = (p: { x: number; y: number }) => (p.x - cx) ** 2 + (p.y - cy) ** 2;
    const best = points.reduce((a, b) => (distance(b) < distance(a) ? b : a));
    return { title, ...best };
  });
}
const CLUSTER_TITLE = /^(\d+) Jobs, click to expand$/;

test('the map opens on demand with OpenLayers and country shapes from the site itself', async ({ page, baseURL }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // Every script the page runs, with its text: chunk names are numbers, so find OpenLayers by its code.
  const scripts: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  const isOpenLayers = (code: string) => code.includes('ol-overlaycontainer-stopevent');

  await gotoSearch(page, '/careers/search');
  await expect(resultLinks(page)).toHaveCount(10);
  const total = await countOf(page);
  await page.waitForLoadState('networkidle');
  const before = scripts.map((s) => s.url);
  expect(before.length).toBeGreaterThan(0);
  for (const script of scripts) expect(isOpenLayers(await script.body), `${script.url} is OpenLayers`).toBe(false);
  await expect(page.locator('.ol-viewport')).toHaveCount(0);

  await mapToggle(page).click();
  await expect(mapRegion(page)).toBeVisible();
  await expect(symbols(page).first()).toBeVisible();
  const loaded = scripts.filter((s) => !before.includes(s.url));
  expect(loaded.length).toBeGreaterThan(0);
  expect((await Promise.all(loaded.map((s) => s.body))).some(isOpenLayers)).toBe(true);
  await expect(canvas(page).locator('.ol-viewport canvas').first()).toBeVisible();

  // The country shapes: a TopoJSON file of the build, from this very server. The map asks for them after its
  // first frame (pins come first), so wait for the request rather than expect it already sent.
  const isShapes = (r: Request) => new URL(r.url()).pathname.endsWith('/countries-110m.json');
  await expect.poll(() => requests.some(isShapes), { message: 'the country shapes were requested' }).toBe(true);
  const shapes = requests.find(isShapes);
  expect(new URL(shapes!.url()).origin).toBe(new URL(baseURL ?? '').origin);
  const topology = (await (await shapes!.response())!.json()) as { type: string; objects: Record<string, unknown> };
  expect(topology.type).toBe('Topology');
  expect(Object.keys(topology.objects)).toContain('countries');
  // Land is drawn over the sea: some canvas pixels have the land colour (#f4f1ea).
  await expect
    .poll(() =>
      canvas(page).evaluate((element) =>
        [...element.querySelectorAll('canvas')].some((c) => {
          const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
          let land = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i] === 0xf4 && data[i + 1] === 0xf1 && data[i + 2] === 0xea) land += 1;
          return land > 1000;
        }),
      ),
    )
    .toBe(true);
  await expect(mapRegion(page).getByText('The map background did not load; pins still work.')).toHaveCount(0);

  // At first the map shows every job of the search: the symbols' counts add up to the results.
  expect(await jobsInView(page)).toBe(total);

  // No request left the site.
  expect(requests.length).toBeGreaterThan(0);
  expect(offSite.get(page)).toEqual([]);

  // Closing the map hides it again.
  await mapRegion(page).getByRole('button', { name: 'Close map' }).click();
  await expect(mapRegion(page)).toHaveCount(0);
  await expect(mapToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL((url) => !url.searchParams.has('tab'));
});

test('clicking a cluster on the map zooms in to finer markers; a pin searches its place', async ({ page }) => {
  // Hovering the whole canvas to find its symbols is slow on a busy machine.
  test.setTimeout(60_000);
  const markers = await openMap(page);
  const total = await countOf(page);
  const searches: Response[] = [];
  page.on('response', (response) => isSearch(response) && searches.push(response));

  // The biggest cluster under the pointer: its title is the spec's text with its real job count.
  // Scanned again until the canvas shows one: on a loaded machine the first frame can still be empty.
  let clusters: Array<{ title: string; x: number; y: number }> = [];
  await expect
    .poll(async () => {
      clusters = (await scanCanvas(page)).filter((s) => CLUSTER_TITLE.test(s.title));
      return clusters.length;
    }, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const shownFirst = await labels(page);
  const listedAs = (title: string) => shownFirst.filter((label) => label.startsWith(`${title}: `));
  // The busiest cluster the list names just once (the list mirrors the canvas, with the same title).
  const biggest = clusters.sort((a, b) => Number.parseInt(b.title, 10) - Number.parseInt(a.title, 10)).find(({ title }) => listedAs(title).length === 1);
  if (!biggest) throw new Error(`No cluster of the canvas is in the accessible list: ${clusters.map((c) => c.title).join('; ')}`);
  const jobs = Number.parseInt(biggest.title, 10);
  const listed = listedAs(biggest.title);
  const beforeClick = await labels(page);

  await page.mouse.click(biggest.x, biggest.y);
  // Zoomed in: that cluster is gone, split into finer symbols with fewer jobs each.
  await expect.poll(() => labels(page)).not.toContain(listed[0]);
  await expect.poll(async () => (await labels(page)).length).toBeGreaterThan(1);
  const after = await labels(page);
  expect(after).not.toEqual(beforeClick);
  for (const label of after) expect(jobsOf(label)).toBeLessThan(jobs);
  expect(await jobsInView(page)).toBeGreaterThanOrEqual(jobs);
  // Zooming in did not search.
  expect(searches).toHaveLength(0);
  expect(await countOf(page)).toBe(total);

  // Drill down until a single place is in view, then click its pin on the canvas.
  let seen = await scanCanvas(page);
  for (let step = 0; !seen.some((s) => PLACE.test(s.title)) && step < 4; step += 1) {
    const cluster = seen.find((s) => CLUSTER_TITLE.test(s.title));
    const shown = await labels(page);
    await page.mouse.click(cluster!.x, cluster!.y);
    await expect.poll(() => labels(page)).not.toEqual(shown);
    seen = await scanCanvas(page);
  }
  const pins = seen.filter((s) => PLACE.test(s.title));
  expect(pins.length).toBeGreaterThan(0);
  const pin = pins[0]!;
  const [, place = '', placeJobs] = PLACE.exec(pin.title) ?? [];
  const coordinates = markers.get(place);
  expect(coordinates, `the server sent a marker for ${place}`).toBeTruthy();
  await page.mouse.click(pin.x, pin.y);
  // The address names that point; the results are the jobs of that place.
  await expect(page).toHaveURL((url) => url.searchParams.get('location') === `Map Location:::${coordinates}`);
  expect(page.url()).toContain(`location=Map%20Location:::${coordinates}`);
  await expect.poll(() => countOf(page)).toBe(Number(placeJobs));
  expect(searches.length).toBeGreaterThan(0);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Map location');
  // The chosen pin stays in view, marked as the current place.
  await expect(placesList(page).getByRole('button', { name: pin.title, exact: true })).toHaveAttribute('aria-current', 'location');
});

test('the accessible list expands a cluster and chooses a place with the keyboard', async ({ page }) => {
  const markers = await openMap(page);
  // Most jobs first: the first symbol at world scale is the busiest cluster.
  const [first = ''] = await labels(page);
  expect(first).toMatch(CLUSTER);
  const jobs = jobsOf(first);
  const cluster = placesList(page).getByRole('button', { name: first, exact: true });
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => labels(page)).not.toContain(first);
  // Focus stays in the list while its buttons are replaced.
  await expect(placesList(page)).toBeFocused();
  for (const label of await labels(page)) expect(jobsOf(label)).toBeLessThan(jobs);
  expect(await jobsInView(page)).toBeGreaterThanOrEqual(jobs);

  // Expand clusters until a single place is listed.
  for (let step = 0; !(await labels(page)).some((l) => PLACE.test(l) && !CLUSTER.test(l)) && step < 5; step += 1) {
    const shown = await labels(page);
    await placesList(page).getByRole('button', { name: CLUSTER }).first().click();
    await expect.poll(() => labels(page)).not.toEqual(shown);
  }
  const label = (await labels(page)).find((l) => PLACE.test(l) && !CLUSTER.test(l)) ?? '';
  const [, place = '', placeJobs] = PLACE.exec(label) ?? [];
  const coordinates = markers.get(place);
  expect(coordinates, `the server sent a marker for ${place}`).toBeTruthy();
  await placesList(page).getByRole('button', { name: label, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('location') === `Map Location:::${coordinates}`);
  await expect.poll(() => countOf(page)).toBe(Number(placeJobs));
  await expect(resultLinks(page)).toHaveCount(Math.min(10, Number(placeJobs)));
  await expect(placesList(page).getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-current', 'location');
});

test('Search this area searches the visible map area', async ({ page }) => {
  await openMap(page);
  const total = await countOf(page);
  const [first = ''] = await labels(page);
  await placesList(page).getByRole('button', { name: first, exact: true }).click();
  await expect.poll(() => labels(page)).not.toContain(first);

  const searched = page.waitForResponse(isSearch);
  await mapRegion(page).getByRole('button', { name: 'Search this area' }).click();
  const response = await searched;
  // South-west then north-east corner, as latitude,longitude; readable in the address.
  const area = /^Map Area:::(-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)$/;
  await expect(page).toHaveURL((url) => area.test(url.searchParams.get('location') ?? ''));
  expect(page.url()).toMatch(/[?&]location=Map%20Area:::-?[\d.]+,/);
  const [south, west, north, east] = (area.exec(new URL(page.url()).searchParams.get('location') ?? '') ?? []).slice(1).map(Number) as [number, number, number, number];
  expect(south).toBeLessThan(north);
  expect(west).toBeLessThan(east);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Map area');

  // Fewer jobs than the whole world, a list of them, and every job found is inside the area. (Not
  // "other titles than before": the newest jobs, listed first, are often ones other tests imported
  // in Berlin, inside the area as well.)
  await expect.poll(() => countOf(page)).toBeLessThan(total);
  const found = await countOf(page);
  expect(found).toBeGreaterThan(0);
  await expect(resultLinks(page)).toHaveCount(Math.min(10, found));
  for (const coordinates of (await lastMarkers(response)).values()) {
    const [lat, lng] = coordinates.split(',').map(Number) as [number, number];
    expect(lat).toBeGreaterThanOrEqual(south);
    expect(lat).toBeLessThanOrEqual(north);
    expect(lng).toBeGreaterThanOrEqual(west);
    expect(lng).toBeLessThanOrEqual(east);
  }
  // The map keeps its view and shows exactly the jobs found.
  await expect.poll(() => jobsInView(page)).toBe(found);
});

test.describe('with reduced motion', () => {
  // The map then zooms without animating: each click's result can be read at once.
  test.use({ reducedMotion: 'reduce' });

  test('zoom buttons zoom and say when they cannot zoom further', async ({ page }) => {
    await openMap(page);
    const total = await countOf(page);

    let clicks = 0;
    while ((await zoomOut(page).getAttribute('aria-disabled')) === 'false' && clicks < 20) {
      await zoomOut(page).click();
      clicks += 1;
    }
    await expect(zoomOut(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(zoomIn(page)).toHaveAttribute('aria-disabled', 'false');
    // Fully out, the whole world is in view: every job is on the map.
    expect(await jobsInView(page)).toBe(total);
    // A disabled button keeps its focus and does nothing.
    const widest = await labels(page);
    await zoomOut(page).focus();
    await page.keyboard.press('Enter');
    await expect(zoomOut(page)).toBeFocused();
    await expect(zoomOut(page)).toHaveAttribute('aria-disabled', 'true');
    expect(await labels(page)).toEqual(widest);

    // One step in: the world no longer fits, so fewer jobs are in view, and zooming out is possible.
    await zoomIn(page).click();
    await expect(zoomOut(page)).toHaveAttribute('aria-disabled', 'false');
    clicks = 1;
    while ((await zoomIn(page).getAttribute('aria-disabled')) === 'false' && clicks < 20) {
      await zoomIn(page).click();
      clicks += 1;
    }
    await expect(zoomIn(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(zoomOut(page)).toHaveAttribute('aria-disabled', 'false');
    // From the widest view to the closest (spec §9: zoom 13) takes at least ten steps.
    expect(clicks).toBeGreaterThanOrEqual(10);
    expect(clicks).toBeLessThan(20);
    expect(await jobsInView(page)).toBeLessThan(total);
    await zoomIn(page).focus();
    await page.keyboard.press('Enter');
    await expect(zoomIn(page)).toHaveAttribute('aria-disabled', 'true');
  });
});
