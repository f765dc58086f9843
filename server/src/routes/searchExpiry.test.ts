import { expiringPositionsApp, HOUR, T0 } from '../testing/expiringPositionsApp';

// A position past its valid_through is closed (README "Closed positions on the site"): its page takes no
// application. It leaves the search the moment it expires, though no row changed: from the list, the count,
// the filter counts and the map, also when the same search was answered (and cached) a moment before.
const COMPANY = 'search-expiry.test';
const exp = expiringPositionsApp(COMPANY, {
  forever: { title: 'Nurse', validThrough: null, department: 'Care' },
  oneHour: { title: 'Night Nurse', validThrough: T0 + HOUR, department: 'Care' },
  twoHours: { title: 'Nurse Practitioner', validThrough: T0 + 2 * HOUR, department: 'Clinic' },
  welder: { title: 'Welder', validThrough: T0 + HOUR, department: 'Workshop' },
});
const { db, clock } = exp;

interface Answer {
  count: number;
  positions: Array<{ id: number }>;
  filterDef: { allFilters: Array<{ filterName: string; options: Array<{ value: string; count: number }> }> };
}

async function search(params: Record<string, string> = {}): Promise<{ count: number; ids: number[]; departments: Record<string, number> }> {
  const query = new URLSearchParams({ domain: COMPANY, ...params });
  const res = await exp.app.inject({ url: `/api/pcsx/search?${query}` });
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
  expect(await search({ query: 'nurse' })).toEqual({ count: 3, ids: sorted(exp.ids.forever, exp.ids.oneHour, exp.ids.twoHours), departments: { Care: 2, Clinic: 1 } });
  expect(await search()).toMatchObject({ count: 4, departments: { Care: 2, Clinic: 1, Workshop: 1 } });
  // Asked again: the cached answer, still right.
  expect((await search({ query: 'nurse' })).count).toBe(3);

  // valid_through is the last moment it was open: at that instant it is closed (isPositionClosed).
  clock.now = T0 + HOUR;
  expect(await search({ query: 'nurse' })).toEqual({ count: 2, ids: sorted(exp.ids.forever, exp.ids.twoHours), departments: { Care: 1, Clinic: 1 } });
  expect(await search()).toEqual({ count: 2, ids: sorted(exp.ids.forever, exp.ids.twoHours), departments: { Care: 1, Clinic: 1 } });
  expect(await search({ query: 'welder' })).toMatchObject({ count: 0, ids: [] });

  clock.now = T0 + 2 * HOUR;
  expect(await search({ query: 'nurse' })).toEqual({ count: 1, ids: [exp.ids.forever], departments: { Care: 1 } });
});

test('a search of descriptions (words found only there) does not find an expired position either', async () => {
  // addPosition's description is the title and a full stop: "Welder." is found in titles; a word that is
  // only in a description is needed.
  await db().updateTable('positions').set({ description: 'Mends hulls in the dry dock.' }).where('id', 'in', [exp.ids.welder, exp.ids.forever]).execute();
  clock.now = T0;
  expect(await search({ query: 'hulls' })).toMatchObject({ count: 2, ids: sorted(exp.ids.forever, exp.ids.welder) });
  clock.now = T0 + HOUR;
  expect(await search({ query: 'hulls' })).toMatchObject({ count: 1, ids: [exp.ids.forever] });
});

test('going back in time (a clock set back) lists the position again: the answer follows the clock, not the last search', async () => {
  clock.now = T0 + 3 * HOUR;
  expect((await search({ query: 'nurse' })).ids).toEqual([exp.ids.forever]);
  clock.now = T0;
  expect((await search({ query: 'nurse' })).ids).toEqual(sorted(exp.ids.forever, exp.ids.oneHour, exp.ids.twoHours));
});

test('search-box suggestions drop a title whose only position expired', async () => {
  const suggested = async () => {
    const res = await exp.app.inject({ url: `/api/pcsx/search_suggestions?domain=${COMPANY}&term=wel` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { suggestions: Array<{ text: string }> }).suggestions.map((s) => s.text);
  };
  clock.now = T0;
  expect(await suggested()).toContain('Welder');
  clock.now = T0 + HOUR;
  expect(await suggested()).not.toContain('Welder');
});
