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

test('an offset, a path, control characters, a script or a name outside ASCII is UTC, though the runtime takes some of them', () => {
  // The runtime draws '+14:00' as a zone of its own: no browser names its zone so, and each would be formatters kept.
  expect(new Intl.DateTimeFormat('en-US', { timeZone: '+14:00' }).resolvedOptions().timeZone).toBe('+14:00');
  for (const name of ['+14:00', '-0530', '+01', 'Europe/../Berlin', '../../etc/passwd', 'Europe/Berlin\n', ' Europe/Berlin', 'Europe/Berlin\u0000', '</script><script>alert(1)</script>', 'Europe/\u212Aiev', 'Etc/GMT+14']) {
    expect(timeZoneOf(name)).toBe('UTC');
  }
  expect(timeZoneOf('Etc/GMT-14')).toBe('Etc/GMT-14');
  expect(timeZoneOf('America/Port-au-Prince')).toBe('America/Port-au-Prince');
});

test("a sender's thousands of spellings and offsets do not crowd out a zone: one seen after them is still checked once", () => {
  // Each of the name's 12 letters upper or lower case by one bit of n: 2,100 different spellings.
  const spell = (n: number) => ['europe', 'berlin'].map((part, p) => [...part].map((c, i) => ((n >> (p * 6 + i)) & 1 ? c.toUpperCase() : c)).join('')).join('/');
  const spellings = [...new Set(Array.from({ length: 2100 }, (_, n) => spell(n)))];
  expect(spellings.length).toBeGreaterThan(2000);
  for (const name of spellings) expect(timeZoneOf(name)).toBe('Europe/Berlin');
  const offsets = ['+', '-'].flatMap((sign) => Array.from({ length: 24 * 60 }, (_, m) => `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`));
  for (const offset of offsets) expect(timeZoneOf(offset)).toBe('UTC');
  const built = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    // Before, the map was full at 2,000 spellings: each of these three calls built a formatter again.
    for (let i = 0; i < 3; i += 1) expect(timeZoneOf('Australia/Lord_Howe')).toBe('Australia/Lord_Howe');
    expect(built).toHaveBeenCalledTimes(1);
    expect(timeZoneOf('AUSTRALIA/LORD_HOWE')).toBe('Australia/Lord_Howe');
    expect(built).toHaveBeenCalledTimes(1);
  } finally {
    built.mockRestore();
  }
});
