import { formatDate, formatDateTime } from './formatDate';

test('dates show as MM/DD/YYYY (and HH:MM); unreadable ones as nothing', () => {
  expect(formatDate('2026-03-07T12:05:00')).toBe('03/07/2026');
  expect(formatDateTime('2026-03-07T09:05:00')).toBe('03/07/2026 09:05');
  expect(formatDate('not a date')).toBe('');
  expect(formatDateTime('not a date')).toBe('');
});
