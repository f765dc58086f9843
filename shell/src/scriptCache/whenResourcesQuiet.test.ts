import { whenResourcesQuiet } from './whenResourcesQuiet';

afterEach(() => jest.useRealTimers());

/** A stand-in for the page's Resource Timing: `fetched()` is a download starting. */
function resources() {
  let onEntry: () => void = () => undefined;
  const stopped = jest.fn();
  return {
    observe: (listener: () => void) => {
      onEntry = listener;
      return stopped;
    },
    fetched: () => onEntry(),
    stopped,
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

test('waits until no download has started for the quiet time: each new one starts the wait again', async () => {
  jest.useFakeTimers();
  const page = resources();
  const quiet = whenResourcesQuiet({ quietMs: 1000, timeoutMs: 10_000, observe: page.observe });
  jest.advanceTimersByTime(900);
  page.fetched(); // a remote's lazy chunk
  jest.advanceTimersByTime(900);
  expect(await settled(quiet)).toBe(false);
  jest.advanceTimersByTime(100);
  expect(await settled(quiet)).toBe(true);
  expect(page.stopped).toHaveBeenCalled();
});

test('a page that never stops downloading is taken as it is at the longest wait', async () => {
  jest.useFakeTimers();
  const page = resources();
  const quiet = whenResourcesQuiet({ quietMs: 1000, timeoutMs: 5000, observe: page.observe });
  for (let i = 0; i < 9; i += 1) {
    jest.advanceTimersByTime(500);
    page.fetched();
  }
  expect(await settled(quiet)).toBe(false);
  jest.advanceTimersByTime(500);
  expect(await settled(quiet)).toBe(true);
});
