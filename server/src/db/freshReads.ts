/**
 * Reads shared by the callers waiting for them, never staler than a read made at the call.
 *
 * A caller gets the result of a read that STARTED after it called: the read running now, if it is
 * starting in this very call, else the next one, which starts when the running one settles and serves
 * every caller that arrived meanwhile. So whatever was committed before a call is in its result (a
 * read that started earlier could have missed it), and under load one key costs at most one read in
 * flight and one waiting, however many callers ask: on PostgreSQL, where every request read its company
 * in a round trip of its own, 32 concurrent searches now share one or two.
 *
 * A failed read fails the callers it serves, and only them: the next caller starts a new read.
 */
export function freshReads<T>(): (key: string, read: () => Promise<T>) => Promise<T> {
  interface Waiting {
    read: () => Promise<T>;
    promise: Promise<T>;
    resolve: (value: T) => void;
    reject: (reason: unknown) => void;
  }
  const running = new Map<string, { waiting: Waiting | null }>();

  function start(key: string, read: () => Promise<T>): Promise<T> {
    const flight: { waiting: Waiting | null } = { waiting: null };
    running.set(key, flight);
    // Started here, synchronously: a throw becomes this read's rejection.
    const result = new Promise<T>((resolve) => resolve(read()));
    const settled = () => {
      const { waiting } = flight;
      if (!waiting) {
        running.delete(key);
        return;
      }
      start(key, waiting.read).then(waiting.resolve, waiting.reject);
    };
    result.then(settled, settled);
    return result;
  }

  return (key, read) => {
    const flight = running.get(key);
    if (!flight) return start(key, read);
    if (!flight.waiting) {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      flight.waiting = { read, promise, resolve, reject };
    }
    return flight.waiting.promise;
  };
}
