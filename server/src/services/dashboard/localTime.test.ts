import { timeZoneOf } from './localTime';

test("a zone the runtime knows is the candidate's, by its runtime name; anything else is UTC", () => {
  expect(timeZoneOf('Pacific/Kiritimati')).toBe('Pacific/Kiritimati');
  expect(timeZoneOf('Mars/Olympus_Mons')).toBe('UTC');
  expect(timeZoneOf('A'.repeat(65))).toBe('UTC');
  expect(timeZoneOf(undefined)).toBe('UTC');
  expect(timeZoneOf(['Europe/Berlin'])).toBe('UTC');
});

test('a known zone is checked once per process; a made-up one each time, and never kept', () => {
  const built = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    timeZoneOf('America/Argentina/Ushuaia');
    timeZoneOf('America/Argentina/Ushuaia');
    timeZoneOf('America/Argentina/Ushuaia');
    expect(built).toHaveBeenCalledTimes(1);
    timeZoneOf('Nowhere/Made_Up');
    timeZoneOf('Nowhere/Made_Up');
    expect(built).toHaveBeenCalledTimes(3);
    expect(timeZoneOf('Nowhere/Made_Up')).toBe('UTC');
  } finally {
    built.mockRestore();
  }
});

test('spellings of a zone in other cases are answered but not all kept: the map stops at 2,000 names', () => {
  const built = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    // Each of the name's 12 letters upper or lower case by one bit of n: 2,100 different spellings.
    const spell = (n: number) => ['europe', 'berlin'].map((part, p) => [...part].map((c, i) => ((n >> (p * 6 + i)) & 1 ? c.toUpperCase() : c)).join('')).join('/');
    const spellings = Array.from({ length: 2100 }, (_, n) => spell(n));
    const distinct = [...new Set(spellings)];
    expect(distinct.length).toBeGreaterThan(2000);
    for (const name of distinct) expect(timeZoneOf(name)).toBe('Europe/Berlin');
    const before = built.mock.calls.length;
    // The last spellings were not kept: asked again, each is checked again.
    timeZoneOf(distinct.at(-1));
    expect(built.mock.calls.length).toBe(before + 1);
  } finally {
    built.mockRestore();
  }
});
