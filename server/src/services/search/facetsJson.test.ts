import type { Db } from '../../db/database';
import { generatedIndex, randomOf, type GeneratedPosition } from '../../testing/generatedIndex';
import { searchDomain, seedSearchFixture } from '../../testing/searchFixture';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { collectResults } from './collectResults';
import { facetObjectsMade, type Results } from './searchResults';
import { facetsJson, type FacetLabels } from './facetsJson';
import { MARKER_FILTERS } from './filters';
import { searchPositionsJson } from './searchAnswers';
import { searchPositions, type SearchInput } from './searchPositions';

// The answer's filters and markers are written as JSON straight from a search's counts (facetsJson.ts):
// the same text as JSON.stringify of the objects the answer used to be made of, without making them.

/** The objects the answer's filterDef was made of (searchPositions' readFacets before facetsJson), from the results' objects. */
function referenceFilterDef(results: Results, labels: FacetLabels) {
  const allFilters = labels.allFilters.map((key) => {
    const labelMap = (labels.optionsMap[key]?.options?.labelMap ?? {}) as Record<string, unknown>;
    const options = (results.options[key] ?? []).map((r) => {
      const value = String(r.value);
      return { label: (Object.hasOwn(labelMap, value) ? labelMap[value] : null) ?? r.label ?? value, value, count: r.count };
    });
    return { filterName: key, displayName: labels.optionsMap[key]?.displayName ?? key, options };
  });
  MARKER_FILTERS.forEach((name, index) => {
    const options = results.markers
      .filter((m) => m.is_remote === (index === 1 ? 1 : 0))
      .map((m) => ({ label: String(m.count), value: `${m.location}:::${m.lat},${m.lng}`, count: m.count }));
    allFilters.push({ filterName: name, displayName: name, options });
  });
  return { allFilters };
}

// Places with quotes, backslashes, accents and characters outside the BMP: each must come out as JSON.stringify writes it.
const CITIES = ['Berlin', 'Zürich', 'São Paulo', 'Kraków', 'Quote "City"', 'Back\\slash', 'Tab\tTown', '東京', 'Emoji 🚀'];

function manyPlaces(size: number): ReturnType<typeof generatedIndex> {
  const random = randomOf(11);
  const positions: GeneratedPosition[] = [];
  for (let i = 0; i < size; i++) {
    const city = `${CITIES[i % CITIES.length] as string} ${Math.floor(random() * 300)}`;
    positions.push({
      department: ['Engineering', 'Design', 'Sales "EMEA"'][Math.floor(random() * 3)] as string,
      city,
      country: ['DE', 'FR', 'ÖS'][Math.floor(random() * 3)] as string,
      lat: Math.round(random() * 180_000) / 1000 - 90,
      lng: Math.round(random() * 360_000) / 1000 - 180,
      isRemote: random() < 0.3 ? 1 : 0,
      skills: ['Go', 'Python', 'SQL'].filter(() => random() < 0.4),
    });
  }
  return generatedIndex(positions);
}

const LABELS: FacetLabels = {
  allFilters: ['department', 'location', 'country', 'is_remote', 'skills', 'employment_type', 'unknown_filter'],
  optionsMap: {
    department: { displayName: 'Team "name"', options: { labelMap: { Design: 'Design & UX', Sales: 'unused' } } },
    is_remote: { displayName: 'Remote', options: { labelMap: { '1': 'Remote only', '0': 'On site' } } },
    country: { options: { labelMap: { DE: null } } },
  },
};

test('the filters and markers JSON is the text JSON.stringify made of the objects, written without making them', () => {
  const index = manyPlaces(6000);
  const cases: Array<Record<string, string[]>> = [{}, { department: ['Design'] }, { skills: ['Go'] }, { is_remote: ['1'], location: ['Berlin 7'] }];
  for (const filters of cases) {
    const results = collectResults(index, { text: null, location: { pass: null, distance: null }, filters, facets: LABELS.allFilters as string[], maxOptions: 200, maxMarkers: 2000 });
    const made = facetObjectsMade();
    const json = facetsJson(results.ranked, LABELS).toString('utf8');
    // Not one option or marker object was made for it, however many there are.
    expect(facetObjectsMade()).toBe(made);
    if (Object.keys(filters).length === 0) expect(results.ranked.markers.length).toBeGreaterThan(1000);
    expect(json).toBe(JSON.stringify(referenceFilterDef(results, LABELS)));
    expect(facetObjectsMade()).toBe(made + 2);
  }
});

describe('a search answered over HTTP', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedSearchFixture(db);
  });
  afterAll(() => database.close());

  test('makes no object per option or marker, and its filterDef is what searchPositions answers', async () => {
    const made = facetObjectsMade();
    const inputs: SearchInput[] = [{ query: '', location: '', start: 0, filters: {} }, { query: 'engineer', location: 'Berlin', distanceKm: 300, start: 0, filters: { department: ['Data'] } }];
    for (const input of inputs) {
      const answer = JSON.parse((await searchPositionsJson(db, searchDomain(), null, input)).toString('utf8')) as { filterDef: { allFilters: Array<{ options: unknown[] }> } };
      expect(answer.filterDef.allFilters.some((f) => f.options.length > 0)).toBe(true);
      expect((await searchPositions(db, searchDomain(), null, input)).filterDef).toEqual(answer.filterDef);
    }
    expect(facetObjectsMade()).toBe(made);
  });
});
