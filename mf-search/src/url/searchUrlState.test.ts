import fc from 'fast-check';
import { CARRIED_PARAMS, emptySearchState, lastStartOf, parseSearchUrl, resultsKeyOf, serialiseSearchUrl, type FilterNaming, type SearchUrlState } from './searchUrlState';

const naming: FilterNaming = {
  keys: ['department', 'employment_type', 'location', 'is_remote'],
  displayNames: { department: 'Team', employment_type: 'Job type', is_remote: 'Remote' },
  labelMaps: { is_remote: { '1': 'Remote only', '0': 'On site' }, employment_type: { full_time: 'Full time' } },
  commaInValues: false,
};
const withCommas: FilterNaming = { ...naming, commaInValues: true };
const labels = new Set(Object.values(naming.labelMaps).flatMap((map) => Object.values(map).map((l) => l.toLowerCase())));

const text = fc.string({ unit: 'grapheme', maxLength: 30 });
/** A filter value as a company could have it: trimmed, not empty, not an option label of another value. */
const value = (commas: boolean) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
    .map((v) => v.trim())
    .filter((v) => v.length > 0 && (commas || !v.includes(',')) && !labels.has(v.toLowerCase()));

const stateArb = (commas: boolean): fc.Arbitrary<SearchUrlState> =>
  fc.record({
    query: text,
    location: text,
    start: fc.nat({ max: 1000 }).map((page) => page * 10),
    pid: fc.option(fc.integer({ min: 1, max: 2 ** 40 }), { nil: null }),
    sortBy: fc.constantFrom(null, 'relevance' as const, 'newest' as const),
    filters: fc.dictionary(fc.constantFrom(...naming.keys), fc.uniqueArray(value(commas), { minLength: 1, maxLength: 4 }), { maxKeys: 4 }),
    tab: fc.option(text, { nil: null }),
    showLoginModal: fc.boolean(),
    domain: fc.option(fc.domain(), { nil: null }),
    carried: fc.dictionary(fc.constantFrom(...CARRIED_PARAMS), text, { maxKeys: 3 }),
  });

test('every search state survives serialise → parse unchanged (comma-separated filter values)', () => {
  fc.assert(
    fc.property(stateArb(false), (state) => {
      expect(parseSearchUrl(serialiseSearchUrl(state, naming), naming)).toEqual(state);
    }),
    { numRuns: 500 },
  );
});

test('every search state survives the round trip when values may hold commas (one value per parameter)', () => {
  fc.assert(
    fc.property(stateArb(true), (state) => {
      expect(parseSearchUrl(serialiseSearchUrl(state, withCommas), withCommas)).toEqual(state);
    }),
    { numRuns: 300 },
  );
});

test('serialising is stable: an address read and written again is the same address', () => {
  fc.assert(
    fc.property(stateArb(false), (state) => {
      const href = serialiseSearchUrl(state, naming);
      expect(serialiseSearchUrl(parseSearchUrl(href, naming), naming)).toBe(href);
    }),
  );
});

test.each([
  ['/careers/software-engineer/new-york', 'software engineer', 'new york'],
  ['/careers/software_engineer/new_york', 'software engineer', 'new york'],
  ['/careers/data-science_lead', 'data science lead', ''],
  ['/careers/nurse/San%20Francisco', 'nurse', 'San Francisco'],
  ['/careers', '', ''],
  ['/careers/search', '', ''],
  ['/careers/search?query=front-end&location=Berlin', 'front-end', 'Berlin'],
])('%s reads query %j and location %j', (href, query, location) => {
  const state = parseSearchUrl(href, naming);
  expect(state.query).toBe(query);
  expect(state.location).toBe(location);
});

test('query parameters win over the words of the path', () => {
  expect(parseSearchUrl('/careers/nurse/berlin?query=doctor', naming)).toMatchObject({ query: 'doctor', location: 'berlin' });
});

test('filters given under display names and option labels are mapped back to keys and values', () => {
  const state = parseSearchUrl('/careers/search?filter_Team=Sales,Engineering&filter_job%20type=Full%20time&filter_remote=remote%20only', naming);
  expect(state.filters).toEqual({ department: ['Sales', 'Engineering'], employment_type: ['full_time'], is_remote: ['1'] });
});

test('repeated filter parameters add up; unknown filters and empty values are dropped', () => {
  const state = parseSearchUrl('/careers/search?filter_department=Sales&filter_department=Legal,,Sales&filter_colour=red', naming);
  expect(state.filters).toEqual({ department: ['Sales', 'Legal'] });
});

test('with enableCommaInFilterValues a comma stays inside the value', () => {
  expect(parseSearchUrl('/careers/search?filter_location=Portland,%20OR', withCommas).filters).toEqual({ location: ['Portland, OR'] });
  expect(parseSearchUrl('/careers/search?filter_location=Portland,%20OR', naming).filters).toEqual({ location: ['Portland', 'OR'] });
});

test.each([
  ['1', true],
  ['true', true],
  ['TRUE', true],
  ['0', false],
  ['yes', false],
])('show_login_modal=%s opens the modal: %s', (given, opens) => {
  expect(parseSearchUrl(`/careers/search?show_login_modal=${given}`, naming).showLoginModal).toBe(opens);
});

test('carried parameters, tab and domain are kept; a bad pid, start or sort is ignored', () => {
  const state = parseSearchUrl('/careers/search?utm_source=mail&referral_token=abc&tab=map&domain=demo.test&pid=x1&start=-5&sort_by=salary&other=1', naming);
  expect(state).toEqual({ ...emptySearchState(), carried: { utm_source: 'mail', referral_token: 'abc' }, tab: 'map', domain: 'demo.test' });
  expect(serialiseSearchUrl(state, naming)).toBe('/careers/search?tab=map&domain=demo.test&utm_source=mail&referral_token=abc');
});

test('the canonical address is readable and leaves defaults out', () => {
  const state = { ...emptySearchState(), query: 'nurse', location: 'Map Location:::52.52,13.40', start: 20, filters: { department: ['Sales', 'Legal'] } };
  expect(serialiseSearchUrl(state, naming)).toBe('/careers/search?query=nurse&location=Map%20Location:::52.52,13.40&start=20&filter_department=Sales,Legal');
  expect(serialiseSearchUrl(emptySearchState(), naming)).toBe('/careers/search');
});

test('the results key changes with filters, start, query, location and sort, not with the chosen position', () => {
  const base = { ...emptySearchState(), query: 'nurse', filters: { department: ['Sales', 'Legal'] } };
  const key = resultsKeyOf(base);
  expect(resultsKeyOf({ ...base, pid: 5, tab: 'map' })).toBe(key);
  expect(resultsKeyOf({ ...base, filters: { department: ['Legal', 'Sales'] } })).toBe(key);
  for (const change of [{ start: 10 }, { query: 'doctor' }, { location: 'Berlin' }, { sortBy: 'newest' as const }, { filters: {} }]) {
    expect(resultsKeyOf({ ...base, ...change })).not.toBe(key);
  }
});

test.each([
  ['99999', 10_000],
  ['10000', 10_000],
  ['10010', 10_000],
  ['15', 10],
  ['29', 20],
  ['-5', 0],
  ['abc', 0],
])('start=%s is read as %d: within the server limit, on a page boundary', (given, start) => {
  expect(parseSearchUrl(`/careers/search?start=${given}`, naming).start).toBe(start);
});

test('the last page of a result set never lies beyond the server limit', () => {
  expect([lastStartOf(0), lastStartOf(1), lastStartOf(10), lastStartOf(11), lastStartOf(300), lastStartOf(250_000)]).toEqual([0, 0, 0, 10, 290, 10_000]);
});

test('an address the server would refuse is brought within its limits instead of failing the search', () => {
  const long = 'x'.repeat(250);
  const many = Array.from({ length: 60 }, (_, i) => `v${i}`).join(',');
  const state = parseSearchUrl(`/careers/search?query=${long}&location=${'y'.repeat(350)}&filter_department=Sales,${long}&filter_location=${many}`, naming);
  expect(state.query).toHaveLength(200);
  expect(state.location).toHaveLength(300);
  expect(state.filters.department).toEqual(['Sales']);
  expect(state.filters.location).toHaveLength(50);
});

test.each([
  ['?query=%00', '', ''],
  ['?query=nurse%00&location=Ber%07lin', 'nurse', 'Berlin'],
  ['?query=%C2%80nurse%7F%C2%9F', 'nurse', ''],
  ['?query=front%09end&location=New%0D%0AYork', 'front end', 'New York'],
  ['/careers/nur%00se/ber%01lin', 'nurse', 'berlin'],
])('%s: control characters never reach the one-line boxes (query %j, location %j)', (address, query, location) => {
  // A NUL in the box is drawn as a box glyph while the search reads it as no words: the box must say what is searched.
  const state = parseSearchUrl(address.startsWith('/') ? address : `/careers/search${address}`, naming);
  expect(state).toMatchObject({ query, location });
});
