import type { FakeHandler } from '@careers/shared/testing';
import type { JobCartData, JobCartItem } from './jobCartApi';

// Test helpers for the cart: a server-shaped answer and a cart kept in memory like the server keeps it.

export const position = (id: number, name: string, location = 'Berlin, Germany', archived_at: string | null = null): JobCartItem => ({
  id,
  name,
  location,
  archived_at,
});

export const cartResponse = (items: JobCartItem[], invalidPositionIds: number[] = []) => ({
  data: { jobCartData: { items, invalidPositionIds } satisfies JobCartData },
});

/** A promise the test settles itself, to look at the page while a request is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** GET and POST /api/pcsx/job_cart over an in-memory cart; `catalogue` names the positions that exist. */
export function cartRoutes(catalogue: JobCartItem[], initial: number[] = []): Record<string, FakeHandler> {
  let ids = [...initial];
  const answer = () => {
    const items = ids.map((id) => catalogue.find((p) => p.id === id)!);
    return cartResponse(items, items.filter((p) => p.archived_at).map((p) => p.id));
  };
  return {
    'GET /api/pcsx/job_cart': answer,
    'POST /api/pcsx/job_cart': (req) => {
      const { pids, operation } = req.body as { pids: string[]; operation: 'add' | 'remove' };
      const changed = pids.map(Number);
      ids = operation === 'add' ? [...ids, ...changed.filter((id) => !ids.includes(id))] : ids.filter((id) => !changed.includes(id));
      return answer();
    },
    'POST /vslog': () => undefined,
  };
}
