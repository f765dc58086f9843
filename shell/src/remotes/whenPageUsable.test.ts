import { whenPageUsable } from './whenPageUsable';

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  // Let pending promise callbacks and mutation records run.
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

test('waits until the page heading is on screen, then for an idle moment', async () => {
  const idle = jest.fn((cb: IdleRequestCallback) => (cb({} as IdleDeadline), 1));
  window.requestIdleCallback = idle;
  document.body.innerHTML = '<main id="main-content"></main>';
  const usable = whenPageUsable();
  expect(await settled(usable)).toBe(false);
  expect(idle).not.toHaveBeenCalled();
  document.getElementById('main-content')!.innerHTML = '<h1>Careers at Northwind Labs</h1>';
  expect(await settled(usable)).toBe(true);
  expect(idle).toHaveBeenCalledTimes(1);
});

test('a page without a heading still gets its widgets after the timeout', async () => {
  jest.useFakeTimers();
  window.requestIdleCallback = (cb: IdleRequestCallback) => (cb({} as IdleDeadline), 1);
  document.body.innerHTML = '<main id="main-content"></main>';
  const usable = whenPageUsable({ timeoutMs: 8000 });
  jest.advanceTimersByTime(8000);
  await expect(usable).resolves.toBeUndefined();
});
