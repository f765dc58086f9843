import { addCompany, addPositionEndingAt } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';

// A position past its valid_through is closed (README "Closed positions on the site"): its page takes no
// application. It leaves the search the moment it expires, though no row changed: from the list, the count,
// the filter counts and the map, also when the same search was answered (and cached) a moment before.
const COMPANY = 'search-expiry.test';
const HOUR = 3_600_000;
const T0 = Date.parse('2030-01-01T00:00:00.000Z');
let t: TestApp;
const db = () => t.app.careers.db;
const clock = { now: T0 };
let realNow: () => number;
let ids: { forever: number; oneHour: number; twoHours: number; welder: number };

async function expiring(title: string, validThrough: number | null, department = 'Care'): Promise<number> {
  const id = await addPositionEndingAt(db(), COMPANY, title, validThrough);
  await db().updateTable('positions').set({ department }).where('id', '=', id).execute();
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  realNow = t.app.careers.now;
  t.app.careers.now = () => clock.now;
  await addCompany(db(), COMPANY);
  ids = {
    forever: await expiring('Nurse', null),
    oneHour: await expiring('Night Nurse', T0 + HOUR),
    twoHours: await expiring('Nurse Practitioner', T0 + 2 * HOUR, 'Clinic'),
    welder: await expiring('Welder', T0 + HOUR, 'Workshop'),
  };
});
afterAll(async () => {
  t.app.careers.now = realNow;
  await t.close();
});

interface Answer {
  count: number;
  positions: Array<{ id: number }>;
  filterDef: { allFilters: Array<{ filterName: string; options: Array<{ value: string; count: number }> }> };
}

async function search(params: Record<string, string> = {}): Promise<{ count: number; ids: number[]; departments: Record<string, number> }> {
  const query = new URLSearchParams({ domain: COMPANY, ...params });
  const res = await t.app.inject({ url: `/api/pcsx/search?${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as Answer;
  const department = body.filterDef.allFilters.find((f) => f.filterName === 'department');
  return {
    count: body.count,
    ids: body.positions.map((p) => p.id).sort((a, b) => a - b),
    departments: Object.fromEntries((department?.options ?? []).map((o) => [o.value, o.count])),
  };
}

const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

test('an expiring position is listed, counted and filtered until its valid_through, then nowhere, without a row changing', async () => {
  clock.now = T0;
  expect(await search({ query: 'nurse' })).toEqual({ count: 3, ids: sorted(ids.forever, ids.oneHour, ids.twoHours), departments: { Care: 2, Clinic: 1 } });
  expect(await search()).toMatchObject({ count: 4, departments: { Care: 2, Clinic: 1, Workshop: 1 } });
  // Asked again: the cached answer, still right.
  expect((await search({ query: 'nurse' })).count).toBe(3);

  // valid_through is the last moment it was open: at that instant it is closed (isPositionClosed).
  clock.now = T0 + HOUR;
  expect(await search({ query: 'nurse' })).toEqual({ count: 2, ids: sorted(ids.forever, ids.twoHours), departments: { Care: 1, Clinic: 1 } });
  expect(await search()).toEqual({ count: 2, ids: sorted(ids.forever, ids.twoHours), departments: { Care: 1, Clinic: 1 } });
  expect(await search({ query: 'welder' })).toMatchObject({ count: 0, ids: [] });

  clock.now = T0 + 2 * HOUR;
  expect(await search({ query: 'nurse' })).toEqual({ count: 1, ids: [ids.forever], departments: { Care: 1 } });
});

test('a search of descriptions (words found only there) does not find an expired position either', async () => {
  // addPosition's description is the title and a full stop: "Welder." is found in titles; a word that is
  // only in a description is needed.
  await db().updateTable('positions').set({ description: 'Mends hulls in the dry dock.' }).where('id', 'in', [ids.welder, ids.forever]).execute();
  clock.now = T0;
  expect(await search({ query: 'hulls' })).toMatchObject({ count: 2, ids: sorted(ids.forever, ids.welder) });
  clock.now = T0 + HOUR;
  expect(await search({ query: 'hulls' })).toMatchObject({ count: 1, ids: [ids.forever] });
});

test('going back in time (a clock set back) lists the position again: the answer follows the clock, not the last search', async () => {
  clock.now = T0 + 3 * HOUR;
  expect((await search({ query: 'nurse' })).ids).toEqual([ids.forever]);
  clock.now = T0;
  expect((await search({ query: 'nurse' })).ids).toEqual(sorted(ids.forever, ids.oneHour, ids.twoHours));
});

test('search-box suggestions drop a title whose only position expired', async () => {
  const suggested = async () => {
    const res = await t.app.inject({ url: `/api/pcsx/search_suggestions?domain=${COMPANY}&term=wel` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { suggestions: Array<{ text: string }> }).suggestions.map((s) => s.text);
  };
  clock.now = T0;
  expect(await suggested()).toContain('Welder');
  clock.now = T0 + HOUR;
  expect(await suggested()).not.toContain('Welder');
});
