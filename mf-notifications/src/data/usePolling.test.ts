import { renderHook } from '@testing-library/react';
import { usePolling } from './usePolling';

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
});

test('ticks every 5 minutes while enabled', () => {
  const tick = jest.fn();
  renderHook(() => usePolling(tick, 300_000, true));
  jest.advanceTimersByTime(299_999);
  expect(tick).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(tick).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(600_000);
  expect(tick).toHaveBeenCalledTimes(3);
});

test('stops while the tab is hidden and ticks at once when it is shown again', () => {
  const tick = jest.fn();
  renderHook(() => usePolling(tick, 300_000, true));
  setVisibility('hidden');
  jest.advanceTimersByTime(900_000);
  expect(tick).not.toHaveBeenCalled();
  setVisibility('visible');
  expect(tick).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(300_000);
  expect(tick).toHaveBeenCalledTimes(2);
});

test('does not poll when disabled (logged out or notifications off)', () => {
  const tick = jest.fn();
  renderHook(() => usePolling(tick, 300_000, false));
  jest.advanceTimersByTime(900_000);
  expect(tick).not.toHaveBeenCalled();
});
