import { daysUntil } from './daysUntil';

// Calendar days in the candidate's zone, as the deadline's date beside the countdown is drawn.
test('a deadline later today is 0 days; tomorrow is 1 however late it is and however early it is seen', () => {
  const now = new Date('2026-11-27T01:00:00.000Z');
  expect(daysUntil('2026-11-27T23:59:00.000Z', now, 'UTC')).toBe(0);
  expect(daysUntil('2026-11-27T01:00:01.000Z', now, 'UTC')).toBe(0);
  // 46 hours ahead, which 24-hour blocks rounded up read as 2 days: the date beside it is tomorrow's.
  expect(daysUntil('2026-11-28T23:00:00.000Z', now, 'UTC')).toBe(1);
  expect(daysUntil('2026-11-28T00:00:00.000Z', new Date('2026-11-27T23:59:00.000Z'), 'UTC')).toBe(1);
  expect(daysUntil('2026-12-02T08:00:00.000Z', new Date('2026-11-27T20:00:00.000Z'), 'UTC')).toBe(5);
});

test('the days are the zone\'s: one moment is a different count at UTC+14 and at UTC-11', () => {
  const now = new Date('2026-11-27T08:00:00.000Z'); // Nov 27 22:00 in Kiritimati, Nov 26 21:00 in Pago Pago
  const deadline = '2026-11-28T09:00:00.000Z'; // Nov 28 23:00 in Kiritimati, Nov 27 22:00 in Pago Pago
  expect(daysUntil(deadline, now, 'Pacific/Kiritimati')).toBe(1);
  expect(daysUntil(deadline, now, 'Pacific/Pago_Pago')).toBe(1);
  // Ten in the morning UTC is already tomorrow at UTC+14 and still yesterday at UTC-11.
  expect(daysUntil('2026-11-27T10:00:00.000Z', now, 'Pacific/Kiritimati')).toBe(1);
  expect(daysUntil('2026-11-27T10:00:00.000Z', now, 'Pacific/Pago_Pago')).toBe(0);
  expect(daysUntil('2026-11-27T10:00:00.000Z', now, 'UTC')).toBe(0);
});

test('across a change to or from summer time the count is of days, not of 24 hours (days of 25 and 23 hours)', () => {
  // Berlin leaves summer time on Oct 25, 2026 (a 25-hour day) and starts it on Mar 29, 2026 (23 hours).
  // Oct 25 00:30 CEST → Oct 26 00:10 CET: 24 h 40 min, tomorrow.
  expect(daysUntil('2026-10-25T23:10:00.000Z', new Date('2026-10-24T22:30:00.000Z'), 'Europe/Berlin')).toBe(1);
  // Oct 25 00:30 CEST → Oct 25 23:50 CET: 24 h 20 min, still today.
  expect(daysUntil('2026-10-25T22:50:00.000Z', new Date('2026-10-24T22:30:00.000Z'), 'Europe/Berlin')).toBe(0);
  // Mar 28 23:30 CET → Mar 30 00:10 CEST: 23 h 40 min, the day after tomorrow.
  expect(daysUntil('2026-03-29T22:10:00.000Z', new Date('2026-03-28T22:30:00.000Z'), 'Europe/Berlin')).toBe(2);
});

test('nothing for a moment passed, now, or unreadable', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  expect(daysUntil('2026-11-27T11:00:00.000Z', now, 'UTC')).toBeNull();
  expect(daysUntil(now.toISOString(), now, 'UTC')).toBeNull();
  expect(daysUntil('not a date', now, 'UTC')).toBeNull();
});
