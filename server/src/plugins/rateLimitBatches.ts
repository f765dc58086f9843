import type { Db } from '../db/database';
import { addHits, countHit, type RateLimitCount } from './rateLimitStore';

/**
 * How far one instance may count ahead of the shared counter, as a share of a limit: with `max`
 * 600 a minute, 3 hits (⌊max / 200⌋). Limits under 400 count every hit in the database, exactly.
 */
export const BATCH_SHARE = 1 / 200;
/** The longest a hit counted here waits before it is added to the shared counter. */
export const FLUSH_EVERY_MS = 50;

/** One key's count as this instance knows it. */
interface KeyCount {
  /** The highest shared count the database answered for the window (this instance's hits sent so far included). */
  shared: number;
  /** The window that count belongs to (its start, on the database's clock). */
  windowStart: number;
  /** When the window ends, on this instance's clock (the database's ttl taken at its answer). */
  expiresAt: number;
  windowMs: number;
  /** Hits counted here, not sent yet. */
  pending: number;
  /** Hits in the batch being sent. */
  sending: number;
  /** batchSize of the key's limit, as its last hit asked. */
  size: number;
}

/** The statements that count hits (rateLimitStore.ts); tests put answers in an order of their choosing. */
export interface HitStore {
  countHit: typeof countHit;
  addHits: typeof addHits;
}

/** How many hits of a key with limit `max` an instance may count before it must send them. */
export function batchSize(max: number): number {
  return Math.floor(max * BATCH_SHARE);
}

/**
 * Counts rate-limit hits against the shared PostgreSQL counters without a write per hit. A key's
 * first hit in a window is counted in the database (its answer gives the shared count and when the
 * window ends); later hits are counted here and sent, all keys in one statement, every FLUSH_EVERY_MS
 * or as soon as a key has `batchSize(max)` hits waiting. Each hit is decided on the shared count at
 * the last answer plus this instance's hits not yet sent. While a key's batch is on its way and a full
 * batch waits again, its hits go to the database one by one (exact, as with small limits).
 *
 * The bound: an instance holds back at most 2 × batchSize(max) hits of a key, and learns the others'
 * hits at its next answer (within FLUSH_EVERY_MS and a round trip while hits arrive). A client
 * spreading its requests over K instances therefore gets at most about 2 × K × batchSize(max) requests
 * over the limit in a window (K % of the limit; none for limits under 400). Hits never go uncounted:
 * each one reaches the shared counter, only late.
 */
export function batchedHitCounter(db: Db, onFlushError: (error: unknown) => void, store: HitStore = { countHit, addHits }) {
  const counts = new Map<string, KeyCount>();
  let flushing = false;
  let timer: NodeJS.Timeout | null = null;

  // Answers for one key can arrive out of order (several hits' statements on different connections, a
  // batch and a single hit at once): within a window the count only grows, so the larger one is the
  // newer; an answer about an earlier window is stale. Taking the last to arrive could lower the count
  // for a moment and let hits past the limit.
  const answered = (key: string, windowMs: number, answer: RateLimitCount, now: number): void => {
    const known = counts.get(key);
    if (known && answer.windowStart < known.windowStart) return;
    if (known && known.expiresAt > now) {
      if (answer.windowStart === known.windowStart && answer.current <= known.shared) return;
      known.shared = answer.current;
      known.windowStart = answer.windowStart;
      known.expiresAt = now + answer.ttl;
    } else {
      counts.set(key, { shared: answer.current, windowStart: answer.windowStart, expiresAt: now + answer.ttl, windowMs, pending: 0, sending: 0, size: Infinity });
    }
  };

  const schedule = (): void => {
    if (timer || flushing) return;
    timer = setTimeout(() => void flush(), FLUSH_EVERY_MS);
    // Never keeps a process alive; hits still waiting at exit are at most a batch per key.
    timer.unref();
  };

  async function flush(): Promise<void> {
    timer = null;
    if (flushing) return;
    const now = Date.now();
    const batch: { key: string; hits: number; windowMs: number }[] = [];
    for (const [key, count] of counts) {
      if (count.pending > 0) {
        count.sending = count.pending;
        count.pending = 0;
        batch.push({ key, hits: count.sending, windowMs: count.windowMs });
      } else if (count.expiresAt <= now && count.sending === 0) counts.delete(key);
    }
    if (batch.length === 0) return;
    flushing = true;
    let sent = false;
    try {
      const answers = await store.addHits(db, batch);
      const at = Date.now();
      for (const { key, windowMs } of batch) {
        const count = counts.get(key);
        const answer = answers.get(key);
        if (count) count.sending = 0;
        if (answer) answered(key, windowMs, answer, at);
      }
      sent = true;
    } catch (error) {
      // Not lost: they go with the next batch.
      for (const { key } of batch) {
        const count = counts.get(key);
        if (count) {
          count.pending += count.sending;
          count.sending = 0;
        }
      }
      onFlushError(error);
    } finally {
      flushing = false;
    }
    // A full batch that waited for this one goes at once (meanwhile its key's hits went one by one);
    // after a failure, only at the usual pace.
    const waiting = [...counts.values()].filter((c) => c.pending > 0);
    if (sent && waiting.some((c) => c.pending >= c.size)) void flush();
    else if (waiting.length > 0) schedule();
  }

  /** Counts one hit of `key` (window `windowMs`, limit `max`); resolves to its count and the window's ttl. */
  return async function incr(key: string, windowMs: number, max: number): Promise<RateLimitCount> {
    const size = batchSize(max);
    const now = Date.now();
    const known = counts.get(key);
    const live = known !== undefined && known.expiresAt > now;
    if (size < 2 || !live || known.pending >= size) {
      const answer = await store.countHit(db, key, windowMs);
      const at = Date.now();
      answered(key, windowMs, answer, at);
      const count = counts.get(key);
      // This instance's hits still on their way count too.
      const unsent = count && count.expiresAt > at ? count.pending + count.sending : 0;
      return { current: answer.current + unsent, ttl: answer.ttl, windowStart: answer.windowStart };
    }
    known.pending += 1;
    known.size = size;
    if (known.pending >= size && !flushing) {
      if (timer) clearTimeout(timer);
      void flush();
    } else schedule();
    return { current: known.shared + known.sending + known.pending, ttl: known.expiresAt - now, windowStart: known.windowStart };
  };
}
