import { clientToday } from './clientToday';

const NOW = new Date('2026-03-02T05:30:00.000Z');
const day = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];

test('the candidate\'s calendar day, wherever the server runs', () => {
  expect(day(clientToday('America/Los_Angeles', NOW))).toEqual([2026, 3, 1]); // 21:30 the evening before
  expect(day(clientToday('Asia/Tokyo', NOW))).toEqual([2026, 3, 2]);
  expect(clientToday('Asia/Tokyo', NOW).getHours()).toBe(14);
});

test('no or an unknown time zone: the server\'s clock', () => {
  expect(clientToday(undefined, NOW)).toBe(NOW);
  expect(clientToday('Mars/Olympus_Mons', NOW)).toBe(NOW);
  expect(clientToday(['Europe/Berlin'], NOW)).toBe(NOW);
});
