import { buildUrl } from './buildUrl';
import type { QueryValue, Transport } from './types';

/** Spec §7 / §9: the form cache keeps a GET answer for 3600 seconds unless told otherwise. */
export const CACHED_GET_MAX_AGE_SECONDS = 3600;

// Cache Storage rather than localStorage: asynchronous (never blocks the page), with a quota far above
// localStorage's few megabytes, and absent where it is unsafe to keep data (insecure origins).
const CACHE_NAME = 'careers-cached-get-v1';
// One answer is at most this big: options lists fit many times over.
const MAX_STORED_CHARS = 1024 * 1024;

/** Where answers are kept: the browser's Cache Storage by default; tests pass their own. */
export interface CachedGetStore {
  read(key: string): Promise<string | null>;
  write(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Forgets every answer cachedGet kept. */
  clear(): Promise<void>;
}

export interface CachedGetOptions<T> {
  params?: Record<string, QueryValue>;
  /** How long an answer is used without asking the server again; 3600 s by default. */
  maxAgeSeconds?: number;
  /**
   * Called with the server's newer answer when an expired one was handed out and the background refresh
   * found something different.
   */
  onChange?(data: T): void;
  /**
   * Whose answer it is (e.g. the user id): answers are kept apart per scope, so a second person on the
   * same browser never sees the first one's cached data.
   */
  scope?: string;
  /** Cache Storage by default; null (no Cache Storage: an insecure origin, jsdom) means every call asks the server. */
  store?: CachedGetStore | null;
  now?(): number;
}

interface Entry {
  at: number;
  data: unknown;
}

// Two widgets asking for the same address at once share one request.
const inFlight = new Map<string, Promise<unknown>>();

/** The browser's Cache Storage as a CachedGetStore, or null where there is none. */
function browserStore(): CachedGetStore | null {
  if (typeof window === 'undefined' || !('caches' in window) || !window.caches) return null;
  const cacheStorage = window.caches;
  // Cache Storage keys are requests: a same-origin address that is never fetched names each answer.
  const request = (key: string) => new Request(new URL(`/__cached-get/${encodeURIComponent(key)}`, window.location.origin));
  return {
    read: async (key) => {
      const response = await (await cacheStorage.open(CACHE_NAME)).match(request(key));
      return response ? response.text() : null;
    },
    write: async (key, value) => {
      await (await cacheStorage.open(CACHE_NAME)).put(request(key), new Response(value, { headers: { 'content-type': 'application/json' } }));
    },
    remove: async (key) => {
      await (await cacheStorage.open(CACHE_NAME)).delete(request(key));
    },
    clear: async () => {
      await cacheStorage.delete(CACHE_NAME);
    },
  };
}

function storageKey(path: string, params: Record<string, QueryValue> | undefined, scope: string): string {
  // buildUrl leaves out undefined and null params: the same call gives the same key.
  return `${scope}|${buildUrl('', path, params ?? {})}`;
}

async function read(store: CachedGetStore | null, key: string): Promise<Entry | null> {
  try {
    const raw = await store?.read(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<Entry>;
    return typeof entry.at === 'number' && 'data' in entry ? (entry as Entry) : null;
  } catch {
    // Unreadable (written by another version, storage blocked): as if absent.
    return null;
  }
}

async function write(store: CachedGetStore | null, key: string, entry: Entry): Promise<void> {
  if (!store) return;
  const raw = JSON.stringify(entry);
  try {
    if (raw.length <= MAX_STORED_CHARS) await store.write(key, raw);
    else await store.remove(key);
  } catch {
    // Quota exceeded or storage blocked: the answer is still returned, just not kept.
  }
}

/** Asks the server and stores the answer; calls for the same key share it until the answer is stored. */
function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  // Kept until stored, not just fetched: a call in between would find the cache still empty and ask again.
  const request = load().finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

/**
 * GET through the browser's Cache Storage (spec §7): an answer younger than `maxAgeSeconds` (3600 by default) comes
 * from storage without a request; an older one is returned at once while a background request refreshes
 * it, and `onChange` hears the new answer if it differs; with none stored, the server is asked and its
 * answer kept. Failures are never stored.
 *
 * @example
 * const body = await cachedGet(transport, '/api/forms/options/regions', { params: { country: 'DE' }, onChange: setOptions });
 */
export async function cachedGet<T>(transport: Transport, path: string, options: CachedGetOptions<T> = {}): Promise<T> {
  const store = options.store === undefined ? browserStore() : options.store;
  const now = options.now ?? Date.now;
  const maxAgeMs = (options.maxAgeSeconds ?? CACHED_GET_MAX_AGE_SECONDS) * 1000;
  const key = storageKey(path, options.params, options.scope ?? '');
  const load = () =>
    loadOnce(key, async (): Promise<T> => {
      const data = await transport.get<T>(path, { params: options.params });
      await write(store, key, { at: now(), data });
      return data;
    });

  const entry = await read(store, key);
  if (!entry) return load();
  const age = now() - entry.at;
  // A clock set back makes an entry look younger than zero: treat it as expired rather than trust it.
  if (age >= 0 && age < maxAgeMs) return entry.data as T;

  const before = JSON.stringify(entry.data);
  load()
    .then((fresh) => {
      if (JSON.stringify(fresh) !== before) options.onChange?.(fresh);
    })
    .catch((error: unknown) => {
      // The stale answer stays in use; the next call tries again.
      console.warn(`Background refresh of ${path} failed`, error);
    });
  return entry.data as T;
}

/**
 * Forgets cached answers: one call's (`path` with `params` and `scope` as given to cachedGet), or every
 * answer cachedGet kept when called with no path (e.g. on log-out).
 */
export async function invalidateCachedGet(
  path?: string,
  options: Pick<CachedGetOptions<unknown>, 'params' | 'scope' | 'store'> = {},
): Promise<void> {
  const store = options.store === undefined ? browserStore() : options.store;
  try {
    if (path === undefined) await store?.clear();
    else await store?.remove(storageKey(path, options.params, options.scope ?? ''));
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
