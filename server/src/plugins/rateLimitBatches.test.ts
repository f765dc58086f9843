import type { Db } from '../db/database';
import { batchedHitCounter, type HitStore } from './rateLimitBatches';
import type { PendingHits, RateLimitCount } from './rateLimitStore';

// The database's answers, handed out in the order each test chooses (on PostgreSQL two hits' statements
// run on different connections, and either answer can arrive first).
function heldStore() {
  const singles: { key: string; answer: (count: RateLimitCount) => void }[] = [];
  const batches: { pending: readonly PendingHits[]; answer: (counts: Map<string, RateLimitCount>) => void }[] = [];
  const store: HitStore = {
    countHit: (_db, key) => new Promise((resolve) => void singles.push({ key, answer: resolve })),
    addHits: (_db, pending) => new Promise((resolve) => void batches.push({ pending, answer: resolve })),
  };
  return { store, singles, batches };
}

const MINUTE = 60_000;
// A limit of 600 a minute counts up to 3 hits here before sending them (batchSize).
const MAX = 600;

test('an older answer that arrives last does not lower the count the next hits are judged on', async () => {
  const { store, singles } = heldStore();
  const incr = batchedHitCounter({} as Db, () => {}, store);

  // Two hits at once, before the key is known: both are counted in the database.
  const first = incr('1.2.3.4', MINUTE, MAX);
  const second = incr('1.2.3.4', MINUTE, MAX);
  expect(singles).toHaveLength(2);
  // The later statement's answer (the database had counted 7) arrives before the earlier one's (6).
  singles[1]?.answer({ current: 7, ttl: 50_000, windowStart: 1_000 });
  expect((await second).current).toBe(7);
  singles[0]?.answer({ current: 6, ttl: 50_001, windowStart: 1_000 });
  expect((await first).current).toBe(6);

  // The next hit is counted here: on 7 (the newer count), not 6.
  expect((await incr('1.2.3.4', MINUTE, MAX)).current).toBe(8);
});

test('an answer about a new window replaces the count; one about the window before is ignored', async () => {
  const { store, singles, batches } = heldStore();
  const incr = batchedHitCounter({} as Db, () => {}, store);

  const first = incr('5.6.7.8', MINUTE, MAX);
  singles[0]?.answer({ current: 500, ttl: 50_000, windowStart: 1_000 });
  await first;
  // Three hits counted here fill a batch, which goes at once.
  for (let hit = 0; hit < 3; hit++) await incr('5.6.7.8', MINUTE, MAX);
  expect(batches).toHaveLength(1);
  // The batch is still on its way and a full batch waits again: these hits go one by one.
  for (let hit = 0; hit < 3; hit++) await incr('5.6.7.8', MINUTE, MAX);
  const single = incr('5.6.7.8', MINUTE, MAX);
  // The window ended meanwhile: the database started a new one with this hit.
  singles[1]?.answer({ current: 1, ttl: 60_000, windowStart: 61_000 });
  expect((await single).current).toBeLessThan(10);
  // The batch's answer, about the old window, arrives last.
  batches[0]?.answer(new Map([['5.6.7.8', { current: 503, ttl: 10, windowStart: 1_000 }]]));
  await new Promise((resolve) => setImmediate(resolve));

  // Judged on the new window's count (1, and the hits still waiting here), not the old window's 503.
  expect((await incr('5.6.7.8', MINUTE, MAX)).current).toBeLessThan(10);
});
