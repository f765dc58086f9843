import { LINEAR_GROWTH, workGrowth } from '../testing/workGrowth';
import { TRANSPORT_MESSAGES } from './messages';
import { pickErrorMessage } from './errorFromResponse';

describe('pickErrorMessage: markup is never shown', () => {
  it.each([
    ['<html><body>502</body></html>', TRANSPORT_MESSAGES.fallback],
    ['</div>', TRANSPORT_MESSAGES.fallback],
    ['<!doctype html>', TRANSPORT_MESSAGES.fallback],
    ['Unknown filter "<b".', 'Unknown filter "<b".'],
    ['a < b and c > d', 'a < b and c > d'],
    ['x <b and later > y', TRANSPORT_MESSAGES.fallback],
  ])('%j → %j', (message, shown) => {
    expect(pickErrorMessage({ message })).toBe(shown);
  });

  it('reads a message in linear time, however many tags it starts and never closes', () => {
    // The old pattern scanned to the end from every '<': about 100 times the work for 10 times the text.
    expect(workGrowth((message) => pickErrorMessage({ message }), (n) => '<a'.repeat(n / 2))).toBeLessThan(LINEAR_GROWTH);
  });
});
