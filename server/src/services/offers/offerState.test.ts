import { displayedStatus, isActionable, stateMessage } from './offerState';

const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const offer = (status: string, expires_at: string | null = null, signed_at: string | null = null) => ({ status, expires_at, signed_at });

test('Expired whenever expires_at is earlier than now, whatever is stored (spec §4)', () => {
  for (const status of ['Extended', 'Declined', 'Accepted', 'Canceled']) {
    expect(displayedStatus(offer(status, '2026-03-02T11:59:59.999Z'), NOW)).toBe('Expired');
    expect(displayedStatus(offer(status, '2026-03-02T12:00:00.000Z'), NOW)).toBe(status);
  }
});

test('actionable only while Extended, unexpired and unsigned', () => {
  expect(isActionable(offer('Extended', '2026-03-03T00:00:00.000Z'), NOW)).toBe(true);
  expect(isActionable(offer('Extended'), NOW)).toBe(true);
  expect(isActionable(offer('Extended', '2026-03-01T00:00:00.000Z'), NOW)).toBe(false);
  expect(isActionable(offer('Extended', null, '2026-03-01T00:00:00.000Z'), NOW)).toBe(false);
  for (const status of ['Declined', 'Accepted', 'Canceled', 'Expired']) expect(isActionable(offer(status), NOW)).toBe(false);
});

test('a refusal names the state', () => {
  expect(stateMessage(offer('Declined'), NOW)).toBe('This offer has been declined.');
  expect(stateMessage(offer('Canceled'), NOW)).toBe('This offer has been canceled.');
  expect(stateMessage(offer('Expired'), NOW)).toBe('This offer has expired.');
  expect(stateMessage(offer('Extended', '2026-03-01T00:00:00.000Z'), NOW)).toBe('This offer has expired.');
  expect(stateMessage(offer('Accepted'), NOW)).toBe('This offer has already been accepted.');
});
