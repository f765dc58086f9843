import { freshReads } from './freshReads';

/** A read the test finishes by hand, remembering what the "database" held when the read started. */
function controlledStore() {
  let value = 0;
  const reads: Array<{ sawAtStart: number; finish: () => void; fail: (error: Error) => void }> = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const sawAtStart = value;
      reads.push({ sawAtStart, finish: () => resolve(sawAtStart), fail: reject });
    });
  return {
    read,
    reads,
    write: (next: number) => {
      value = next;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('callers arriving while a read runs share one next read, which starts after they called', async () => {
  const store = controlledStore();
  const shared = freshReads<number>();
  const first = shared('acme', store.read);
  expect(store.reads).toHaveLength(1);
  // Committed while the first read is in flight: that read may have missed it, so later callers must not get it.
  store.write(7);
  const later = Array.from({ length: 31 }, () => shared('acme', store.read));
  expect(store.reads).toHaveLength(1);
  store.reads[0]?.finish();
  expect(await first).toBe(0);
  await settle();
  // One read for the 31 who waited, started after they called: it sees the write.
  expect(store.reads).toHaveLength(2);
  store.reads[1]?.finish();
  expect(await Promise.all(later)).toEqual(Array(31).fill(7));
  // Nothing running: the next caller reads at once, alone.
  const next = shared('acme', store.read);
  expect(store.reads).toHaveLength(3);
  store.reads[2]?.finish();
  expect(await next).toBe(7);
});

test('a caller never gets the answer of a read that started before it called', async () => {
  const store = controlledStore();
  const shared = freshReads<number>();
  const results: Array<{ called: number; got: number }> = [];
  const calls: Array<Promise<void>> = [];
  // Callers and writes interleaved with reads finishing: each result holds every write made before its call.
  for (let step = 1; step <= 12; step++) {
    store.write(step);
    calls.push(shared('acme', store.read).then((got) => void results.push({ called: step, got })));
    if (step % 3 === 0) {
      for (const r of store.reads.splice(0)) r.finish();
      await settle();
    }
  }
  while (results.length < 12) {
    for (const r of store.reads.splice(0)) r.finish();
    await settle();
  }
  await Promise.all(calls);
  for (const { called, got } of results) expect(got).toBeGreaterThanOrEqual(called);
});

test('keys are read apart, and a failed read fails only the callers it serves', async () => {
  const store = controlledStore();
  const shared = freshReads<number>();
  const a = shared('a', store.read);
  const b = shared('b', store.read);
  expect(store.reads).toHaveLength(2);
  const aLater = shared('a', store.read);
  store.reads[0]?.fail(new Error('connection reset'));
  await expect(a).rejects.toThrow('connection reset');
  await settle();
  // The waiting caller gets a read of its own, which succeeds.
  expect(store.reads).toHaveLength(3);
  store.reads[1]?.finish();
  store.reads[2]?.finish();
  await expect(b).resolves.toBe(0);
  await expect(aLater).resolves.toBe(0);
  // A read that throws before returning a promise is a rejection, and the key is free again.
  await expect(
    shared('a', () => {
      throw new Error('no pool');
    }),
  ).rejects.toThrow('no pool');
  await settle();
  const again = shared('a', store.read);
  store.reads[3]?.finish();
  await expect(again).resolves.toBe(0);
});
