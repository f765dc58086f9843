import { proxy } from 'valtio/vanilla';

// Every store made so far, each with the way to put it back as it was made. Module state on purpose: the
// browser tests reset them all before each test (jest.setup.browser.ts), without knowing which stores a test used.
const resets: (() => void)[] = [];

/**
 * Makes a valtio store whose state `initial()` returns, and remembers `initial` so `resetStores()` can put the store
 * back. A function rather than an object: each reset gets new arrays and objects, never ones a test changed.
 * @example export const bellStore = defineStore(() => ({ open: false, tab: 'all' as NotificationTab }));
 */
export function defineStore<T extends object>(initial: () => T): T {
  const store = proxy(initial());
  resets.push(() => {
    const fresh = initial();
    // Keys a test added (e.g. `byId[3]` one level up) go too, so the store has exactly its initial shape.
    for (const key of Reflect.ownKeys(store)) if (!(key in fresh)) Reflect.deleteProperty(store, key);
    Object.assign(store, fresh);
  });
  return store;
}

/** Puts every store made with `defineStore` back to its initial state (tests, before each case). */
export function resetStores(): void {
  for (const reset of resets) reset();
}
