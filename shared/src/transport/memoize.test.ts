import { memoize } from './memoize';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

test('reuses an answer for the same arguments for 5 minutes', () => {
  const fn = jest.fn((a: string, b: number) => `${a}${b}`);
  const memo = memoize(fn);
  expect(memo('x', 1)).toBe('x1');
  expect(memo('x', 1)).toBe('x1');
  expect(memo('x', 2)).toBe('x2');
  expect(fn).toHaveBeenCalledTimes(2);

  jest.advanceTimersByTime(5 * 60 * 1000 - 1);
  memo('x', 1);
  expect(fn).toHaveBeenCalledTimes(2);
  jest.advanceTimersByTime(1);
  memo('x', 1);
  expect(fn).toHaveBeenCalledTimes(3);
});

test('a custom lifetime and key, a size bound, and clear()', () => {
  const fn = jest.fn((query: string) => query.length);
  const memo = memoize(fn, { maxAgeMs: 1000, key: (query) => query.trim().toLowerCase(), maxEntries: 2 });
  memo('Java');
  memo(' java ');
  expect(fn).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1000);
  memo('java');
  expect(fn).toHaveBeenCalledTimes(2);

  memo('go');
  memo('rust');
  // 'java' was the oldest of three: dropped.
  memo('java');
  expect(fn).toHaveBeenCalledTimes(5);

  memo.clear();
  memo('rust');
  expect(fn).toHaveBeenCalledTimes(6);
});

test('shares a pending promise and forgets a rejected one', async () => {
  const fn = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(['TypeScript']);
  const memo = memoize(fn as (query: string) => Promise<string[]>);
  const first = memo('type');
  expect(memo('type')).toBe(first);
  await expect(first).rejects.toThrow('offline');
  await expect(memo('type')).resolves.toEqual(['TypeScript']);
  await expect(memo('type')).resolves.toEqual(['TypeScript']);
  expect(fn).toHaveBeenCalledTimes(2);
});
