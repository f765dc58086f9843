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
