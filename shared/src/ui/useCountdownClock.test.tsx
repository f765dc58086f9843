import { act, renderHook } from '@testing-library/react';
import { useCountdownClock } from './useCountdownClock';

// These run in UTC, so local midnight is 00:00Z.
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T22:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

test('redraws at the next local midnight and at a deadline, with one timer armed at a time and none after unmount', () => {
  const deadlines = ['2026-11-24T00:30:00.000Z', null, '2026-11-20T00:00:00.000Z'];
  let renders = 0;
  const { result, unmount } = renderHook(() => {
    renders += 1;
    return useCountdownClock(deadlines);
  });
  const first = result.current;
  expect(first?.toISOString()).toBe('2026-11-23T22:00:00.000Z');
  expect(jest.getTimerCount()).toBe(1);

  // Nothing can change before midnight: no redraw (it does not tick every second).
  const drawn = renders;
  act(() => jest.advanceTimersByTime(2 * 60 * 60 * 1000 - 1));
  expect(renders).toBe(drawn);
  expect(result.current).toBe(first);

  act(() => jest.advanceTimersByTime(1));
  expect(result.current?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
  expect(jest.getTimerCount()).toBe(1);

  act(() => jest.advanceTimersByTime(30 * 60 * 1000));
  expect(result.current?.toISOString()).toBe('2026-11-24T00:30:00.000Z');
  expect(jest.getTimerCount()).toBe(1);

  unmount();
  expect(jest.getTimerCount()).toBe(0);
});

test('a tab coming back into view after the computer slept past midnight redraws at once', () => {
  const { result } = renderHook(() => useCountdownClock([]));
  // A sleeping computer holds timers back: the clock moves on, the timer has not fired.
  jest.setSystemTime(new Date('2026-11-24T07:00:00.000Z'));
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(result.current?.toISOString()).toBe('2026-11-24T07:00:00.000Z');
});
