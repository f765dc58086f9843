import { dismissToast, showToast, toastStore } from './toastStore';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('closes a toast after 5 s by default', () => {
  showToast({ kind: 'success', message: 'Successfully rejected the offer' });
  jest.advanceTimersByTime(4999);
  expect(toastStore.toasts.map((t) => t.message)).toEqual(['Successfully rejected the offer']);
  jest.advanceTimersByTime(1);
  expect(toastStore.toasts).toHaveLength(0);
});

it('closes an error toast after 3 s', () => {
  showToast({ kind: 'error', message: 'Failed to load positions' });
  jest.advanceTimersByTime(2999);
  expect(toastStore.toasts).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(toastStore.toasts).toHaveLength(0);
});

it('honours a custom duration, and 0 keeps the toast', () => {
  showToast({ kind: 'error', message: 'Failed to load position details', durationMs: 2000 });
  const sticky = showToast({ kind: 'info', message: 'Stays', durationMs: 0 });
  jest.advanceTimersByTime(2000);
  expect(toastStore.toasts.map((t) => t.id)).toEqual([sticky]);
  jest.advanceTimersByTime(60_000);
  expect(toastStore.toasts).toHaveLength(1);
});

it('dismisses one toast by id, leaving the others', () => {
  const first = showToast({ kind: 'default', message: 'one' });
  showToast({ kind: 'warning', message: 'two' });
  dismissToast(first);
  expect(toastStore.toasts.map((t) => t.message)).toEqual(['two']);
  dismissToast('unknown');
  expect(toastStore.toasts).toHaveLength(1);
});
