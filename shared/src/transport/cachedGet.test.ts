import { cachedGet, invalidateCachedGet, type CachedGetStore } from './cachedGet';
import type { Transport } from './types';

/** The browser's Cache Storage as a map (jsdom has none); it outlives a page, like the real one. */
function memoryStore(): CachedGetStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    read: async (key) => entries.get(key) ?? null,
    write: async (key, value) => void entries.set(key, value),
    remove: async (key) => void entries.delete(key),
    clear: async () => entries.clear(),
  };
}
let store: ReturnType<typeof memoryStore>;

const HOUR = 3600 * 1000;

function fakeTransport(answers: unknown[]) {
  const get = jest.fn(async () => answers.shift());
  return { transport: { get } as unknown as Transport, get };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
  store = memoryStore();
});
afterEach(() => jest.useRealTimers());

test('answers from the browser cache for 3600 seconds, then asks the server again', async () => {
  const { transport, get } = fakeTransport([{ v: 1 }, { v: 1 }]);
  expect(await cachedGet(transport, '/api/options', { store, params: { country: 'DE' } })).toEqual({ v: 1 });
  expect(get).toHaveBeenCalledWith('/api/options', { params: { country: 'DE' } });

  jest.advanceTimersByTime(HOUR - 1);
  expect(await cachedGet(transport, '/api/options', { store, params: { country: 'DE' } })).toEqual({ v: 1 });
  expect(get).toHaveBeenCalledTimes(1);

  jest.advanceTimersByTime(1);
  await cachedGet(transport, '/api/options', { store, params: { country: 'DE' } });
  expect(get).toHaveBeenCalledTimes(2);
});

test('keeps the answer in the browser cache, so the next page does not ask again', async () => {
  const { transport } = fakeTransport([{ v: 1 }]);
  await cachedGet(transport, '/api/options', { store, params: { domain: 'acme.example' }, scope: '7' });
  expect([...store.entries]).toEqual([['7|/api/options?domain=acme.example', JSON.stringify({ at: Date.now(), data: { v: 1 } })]]);
});

test('without a browser cache (jsdom, insecure origins) every call asks the server', async () => {
  const { transport, get } = fakeTransport([{ v: 1 }, { v: 2 }]);
  expect('caches' in window).toBe(false);
  expect(await cachedGet(transport, '/api/options')).toEqual({ v: 1 });
  expect(await cachedGet(transport, '/api/options')).toEqual({ v: 2 });
  expect(get).toHaveBeenCalledTimes(2);
});

test('an expired answer is returned at once, refreshed in the background, and onChange hears a changed one', async () => {
  const { transport, get } = fakeTransport([{ v: 1 }, { v: 2 }, { v: 2 }]);
  const onChange = jest.fn();
  await cachedGet(transport, '/api/options', { store, onChange });
  jest.advanceTimersByTime(HOUR);

  expect(await cachedGet(transport, '/api/options', { store, onChange })).toEqual({ v: 1 });
  await jest.runAllTimersAsync();
  expect(get).toHaveBeenCalledTimes(2);
  expect(onChange).toHaveBeenCalledWith({ v: 2 });
  // The refreshed answer is what the cache gives from now on.
  expect(await cachedGet(transport, '/api/options', { store, onChange })).toEqual({ v: 2 });

  // Unchanged data: refreshed quietly.
  jest.advanceTimersByTime(HOUR);
  await cachedGet(transport, '/api/options', { store, onChange });
  await jest.runAllTimersAsync();
  expect(get).toHaveBeenCalledTimes(3);
  expect(onChange).toHaveBeenCalledTimes(1);
});

test('a failed background refresh keeps the stale answer and stores no failure', async () => {
  const get = jest.fn().mockResolvedValueOnce({ v: 1 }).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ v: 3 });
  const transport = { get } as unknown as Transport;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await cachedGet(transport, '/api/options', { store });
  jest.advanceTimersByTime(HOUR);
  expect(await cachedGet(transport, '/api/options', { store })).toEqual({ v: 1 });
  await jest.runAllTimersAsync();
  expect(warn).toHaveBeenCalled();
  // Still expired, so the next call refreshes again.
  expect(await cachedGet(transport, '/api/options', { store })).toEqual({ v: 1 });
  await jest.runAllTimersAsync();
  expect(await cachedGet(transport, '/api/options', { store })).toEqual({ v: 3 });
  warn.mockRestore();
});

test('a custom lifetime, invalidating one answer or all of them', async () => {
  const { transport, get } = fakeTransport([{ v: 1 }, { v: 2 }, { v: 3 }, { v: 4 }]);
  await cachedGet(transport, '/api/a', { store, maxAgeSeconds: 10 });
  jest.advanceTimersByTime(9_999);
  await cachedGet(transport, '/api/a', { store, maxAgeSeconds: 10 });
  expect(get).toHaveBeenCalledTimes(1);

  await invalidateCachedGet('/api/a', { store });
  expect(await cachedGet(transport, '/api/a', { store })).toEqual({ v: 2 });
  await cachedGet(transport, '/api/b', { store });
  expect(get).toHaveBeenCalledTimes(3);

  await invalidateCachedGet(undefined, { store });
  expect(await cachedGet(transport, '/api/b', { store })).toEqual({ v: 4 });
});

test('answers are kept apart per scope and per query', async () => {
  const { transport, get } = fakeTransport([{ who: 'a' }, { who: 'b' }, { who: 'a-fr' }]);
  expect(await cachedGet(transport, '/api/x', { store, scope: 'user-a' })).toEqual({ who: 'a' });
  expect(await cachedGet(transport, '/api/x', { store, scope: 'user-b' })).toEqual({ who: 'b' });
  expect(await cachedGet(transport, '/api/x', { store, scope: 'user-a', params: { hl: 'fr' } })).toEqual({ who: 'a-fr' });
  expect(get).toHaveBeenCalledTimes(3);
});

test('calls made at the same time share one request; without storage every call asks', async () => {
  const { transport, get } = fakeTransport([{ v: 1 }, { v: 2 }, { v: 3 }]);
  const [a, b] = await Promise.all([cachedGet(transport, '/api/x', { store }), cachedGet(transport, '/api/x', { store })]);
  expect(a).toEqual({ v: 1 });
  expect(b).toEqual({ v: 1 });
  expect(get).toHaveBeenCalledTimes(1);

  expect(await cachedGet(transport, '/api/y', { store: null })).toEqual({ v: 2 });
  expect(await cachedGet(transport, '/api/y', { store: null })).toEqual({ v: 3 });
});

test('unreadable stored data and a full storage are survived', async () => {
  const { transport, get } = fakeTransport([{ v: 1 }, { v: 2 }]);
  await cachedGet(transport, '/api/x', { store });
  const [key] = [...store.entries.keys()];
  store.entries.set(key!, '{not json');
  expect(await cachedGet(transport, '/api/x', { store })).toEqual({ v: 2 });
  expect(get).toHaveBeenCalledTimes(2);

  const full: CachedGetStore = { ...memoryStore(), write: async () => { throw new DOMException('full', 'QuotaExceededError'); } };
  const { transport: other } = fakeTransport([{ v: 9 }]);
  expect(await cachedGet(other, '/api/z', { store: full })).toEqual({ v: 9 });
});
