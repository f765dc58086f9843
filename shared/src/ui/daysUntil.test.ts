import { daysUntil } from './daysUntil';

const now = new Date('2026-11-27T12:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();

test("whole days rounded up: five hours left is '1 day', never 0; a day and a minute is 2", () => {
  expect(daysUntil(at(5), now)).toBe(1);
  expect(daysUntil(at(24), now)).toBe(1);
  expect(daysUntil(at(24 + 1 / 60), now)).toBe(2);
  expect(daysUntil(at(5 * 24), now)).toBe(5);
});

test('nothing for a moment passed, now, or unreadable', () => {
  expect(daysUntil(at(-1), now)).toBeNull();
  expect(daysUntil(at(0), now)).toBeNull();
  expect(daysUntil('not a date', now)).toBeNull();
});
