import { formatDate, formatDateTime } from './formatDate';

test("a day in the page's language, not the browser's", () => {
  expect(formatDate('2026-11-20T10:00:00Z', 'en', { timeZone: 'UTC' })).toBe('Nov 20, 2026');
  expect(formatDate('2026-11-20T10:00:00Z', 'es', { timeZone: 'UTC' })).toBe('20 nov 2026');
  expect(formatDate('2026-03-07T12:05:00Z', 'en', { style: 'numeric', timeZone: 'UTC' })).toBe('03/07/2026');
  expect(formatDate('2026-03-07T12:05:00Z', 'es', { style: 'numeric', timeZone: 'UTC' })).toBe('07/03/2026');
});

test("'month': a month alone, for periods ('Mar 2021')", () => {
  expect(formatDate('2021-03', 'en', { style: 'month', timeZone: 'UTC' })).toBe('Mar 2021');
  expect(formatDate('2014-09', 'es', { style: 'month', timeZone: 'UTC' })).toBe('sept 2014');
});

test('the day and a 24-hour time', () => {
  expect(formatDateTime('2026-03-07T21:05:00Z', 'en', { style: 'numeric', timeZone: 'UTC' })).toBe('03/07/2026 21:05');
  expect(formatDateTime('2026-03-07T09:05:00Z', 'en', { timeZone: 'UTC' })).toBe('Mar 7, 2026 09:05');
});

test('the day of the zone asked for: late evening in UTC is the next day east of it', () => {
  const iso = '2026-11-01T23:30:00.000Z';
  expect(formatDate(iso, 'en', { timeZone: 'UTC' })).toBe('Nov 1, 2026');
  expect(formatDate(iso, 'en', { timeZone: 'Pacific/Kiritimati' })).toBe('Nov 2, 2026');
});

test('a value that is not a date is drawn as nothing; a language Intl refuses falls back to English', () => {
  expect(formatDate('not a date', 'en')).toBe('');
  expect(formatDateTime('not a date', 'en')).toBe('');
  expect(formatDate('2026-11-20T10:00:00Z', 'not_a_language!', { timeZone: 'UTC' })).toBe('Nov 20, 2026');
  expect(formatDate('2026-11-20T10:00:00Z', '', { timeZone: 'UTC' })).toBe('Nov 20, 2026');
});

describe("offers' dates: 'numeric', MM/DD/YYYY in English (spec §4, §9)", () => {
  // A minute either side of midnight UTC: the day in UTC is the day the server and the hydrating render draw.
  const beforeMidnight = '2026-12-09T23:59:00.000Z';
  const afterMidnight = '2026-12-10T00:01:00.000Z';

  test('the day in UTC, at the edge of midnight', () => {
    expect(formatDate(beforeMidnight, 'en', { style: 'numeric', timeZone: 'UTC' })).toBe('12/09/2026');
    expect(formatDate(afterMidnight, 'en', { style: 'numeric', timeZone: 'UTC' })).toBe('12/10/2026');
    expect(formatDate('2027-01-01T00:00:00.000Z', 'en', { style: 'numeric', timeZone: 'UTC' })).toBe('01/01/2027');
  });

  test('the day of the zone asked for: east of UTC is already the next day, west still the one before', () => {
    expect(formatDate(beforeMidnight, 'en', { style: 'numeric', timeZone: 'Pacific/Kiritimati' })).toBe('12/10/2026');
    expect(formatDate(afterMidnight, 'en', { style: 'numeric', timeZone: 'America/Los_Angeles' })).toBe('12/09/2026');
    // New Year's Eve in Honolulu while UTC is in the new year: month, day and year all go back.
    expect(formatDate('2027-01-01T05:00:00.000Z', 'en', { style: 'numeric', timeZone: 'Pacific/Honolulu' })).toBe('12/31/2026');
  });
});

test("the formatters kept stop at a few hundred: a zone not used since hundreds of others is built again, a recent one is not", () => {
  // The server's render keeps this module for the process's life: each visitor's zone would otherwise add formatters for good.
  const zones = Intl.supportedValuesOf('timeZone').slice(0, 400);
  const iso = '2026-11-20T10:00:00Z';
  for (const timeZone of zones) formatDate(iso, 'en', { timeZone });
  const built = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    expect(formatDate(iso, 'en', { timeZone: zones.at(-1) })).toBe(new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: zones.at(-1) }).format(new Date(iso)));
    expect(built).toHaveBeenCalledTimes(1); // the reference above; the recent zone's formatter was kept
    formatDate(iso, 'en', { timeZone: zones[0] });
    expect(built).toHaveBeenCalledTimes(2);
  } finally {
    built.mockRestore();
  }
});
