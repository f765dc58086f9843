// Calls a remote starts before its page can render (issue 27): a page's first view otherwise waited for the
// remote's entry, its root and page chunks and React's first render before asking for its data; started at
// bootstrap, the data travels beside the chunks. Each is handed to the first fetch that asks for its key and
// forgotten, so later fetches ask the server again; calls nobody took are dropped when the remote unmounts,
// so a later mount asks afresh.

/** The calls a remote started early, each taken once by key. */
export interface StartedCalls<T = unknown> {
  /** Starts `call` under `key` now, unless a call is already waiting there. */
  start(key: string, call: () => Promise<T>): void;
  /** The call started under `key`, once, or undefined (then the caller asks the server itself). */
  take(key: string): Promise<T> | undefined;
  /** Forgets the calls nobody took. */
  drop(): void;
}

/**
 * Keeps calls started at a remote's bootstrap for its first SWR fetches to take.
 * @example const started = createStartedCalls<OffersResponse>(); // bootstrap: started.start(domain, () => fetchOffers(transport, domain)); fetcher: started.take(domain) ?? fetchOffers(transport, domain)
 */
export function createStartedCalls<T = unknown>(): StartedCalls<T> {
  const started = new Map<string, Promise<T>>();
  return {
    start(key, call) {
      if (started.has(key)) return;
      const promise = call();
      // A failure belongs to whoever takes the call (SWR shows it); one nobody takes must not be reported unhandled.
      promise.catch(() => undefined);
      started.set(key, promise);
    },
    take(key) {
      const promise = started.get(key);
      started.delete(key);
      return promise;
    },
    drop() {
      started.clear();
    },
  };
}
