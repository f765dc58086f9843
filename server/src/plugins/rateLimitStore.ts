import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Compilable, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { reusableQuery } from '../db/reusableQuery';
import { batchedHitCounter } from './rateLimitBatches';

/** A key's count in its current window and the milliseconds until that window ends. */
export interface RateLimitCount {
  current: number;
  ttl: number;
  /** When the window started, on the database's clock (ms): tells an answer about an older window apart. */
  windowStart: number;
}

// How often an instance deletes counters whose window has ended. Each instance prunes on its own (a
// DELETE over an index finds nothing the second time); what is left in between are at most a minute of
// finished windows, which the next hit on the same key resets anyway.
const PRUNE_EVERY_MS = 60_000;

/** The database clock in milliseconds: every instance counts windows on the same clock. */
const NOW_MS = sql<number>`(extract(epoch FROM now()) * 1000)::bigint`;

// A raw statement as reusableQuery takes it (Kysely's builders compile without being handed the database).
const compilable = <R>(db: Db, raw: RawBuilder<R>): Compilable<R> => ({ compile: () => raw.compile(db) });

// Both counting statements run on every request that counts in the database (a key's first hit, small limits)
// or every FLUSH_EVERY_MS under load (batches): each is built once and, on PostgreSQL, prepared once per
// connection (a hot query of reusableQuery), rather than parsed and planned per call. Their texts are fixed:
// a batch of any size is the same statement, its keys, hits and windows bound as three arrays.
const countHitQuery = reusableQuery((db: Db, p: { key: string; windowMs: number }) =>
  compilable(db, sql<{ hits: number; window_start: number; ttl: number }>`
    WITH clock AS (SELECT ${NOW_MS} AS ms)
    INSERT INTO rate_limit_hits AS r (key, window_start, expires_at, hits)
    SELECT ${p.key}, clock.ms, clock.ms + ${p.windowMs}::bigint, 1 FROM clock
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.expires_at <= EXCLUDED.window_start THEN 1 ELSE r.hits + 1 END,
      window_start = CASE WHEN r.expires_at <= EXCLUDED.window_start THEN EXCLUDED.window_start ELSE r.window_start END,
      expires_at = CASE WHEN r.expires_at <= EXCLUDED.window_start THEN EXCLUDED.expires_at ELSE r.expires_at END
    RETURNING hits, window_start, expires_at - (SELECT ms FROM clock) AS ttl`),
);

/**
 * Counts one hit for `key` in one statement: a new key, or one whose window has ended, starts a window
 * of `windowMs` at 1; otherwise its count grows. The row lock of `ON CONFLICT DO UPDATE` makes
 * concurrent hits from any number of instances count one by one. The same windows as @fastify/rate-limit's
 * in-memory store (a window starts with a key's first hit), so limits and Retry-After mean the same on
 * both engines.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<RateLimitCount> {
  const row = (await countHitQuery(db, { key, windowMs }))[0];
  if (!row) throw new Error('The rate-limit counter returned no row.');
  return { current: Number(row.hits), ttl: timeLeft(row.ttl, windowMs), windowStart: Number(row.window_start) };
}

/**
 * What is left of a window, at most its length. The statement's clock is read when it starts (PostgreSQL's `now()`);
 * a hit that waited for the row lock of a concurrent hit whose statement started later and opened the window finds a
 * window that ends more than `windowMs` after its own clock (60,005 ms of a 60,000 ms window, seen with 40 concurrent
 * hits under load). Retry-After and the reset header never say more than the window.
 */
function timeLeft(ttl: number, windowMs: number): number {
  return Math.min(windowMs, Math.max(0, Number(ttl)));
}

/** Hits counted here but not yet added to the shared counter of `key`. */
export interface PendingHits {
  key: string;
  hits: number;
  windowMs: number;
}

const addHitsQuery = reusableQuery((db: Db, p: { keys: string[]; hits: number[]; windows: number[] }) =>
  compilable(db, sql<{ key: string; hits: number; window_start: number; ttl: number }>`
    WITH clock AS (SELECT ${NOW_MS} AS ms),
    batch AS (
      SELECT * FROM unnest(${p.keys}::text[], ${p.hits}::int[], ${p.windows}::bigint[])
        WITH ORDINALITY AS b(key, hits, window_ms, position)
    )
    INSERT INTO rate_limit_hits AS r (key, window_start, expires_at, hits)
    SELECT batch.key, clock.ms, clock.ms + batch.window_ms, batch.hits FROM batch, clock ORDER BY batch.position
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.expires_at <= EXCLUDED.window_start THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
      window_start = CASE WHEN r.expires_at <= EXCLUDED.window_start THEN EXCLUDED.window_start ELSE r.window_start END,
      expires_at = CASE WHEN r.expires_at <= EXCLUDED.window_start THEN EXCLUDED.expires_at ELSE r.expires_at END
    RETURNING key, hits, window_start, expires_at - (SELECT ms FROM clock) AS ttl`),
);

/**
 * Adds several keys' hits in one statement (the batched path of postgresRateLimitStore): the same
 * window rule as countHit, `hits` at a time. Keys are written in key order, so two instances flushing
 * overlapping keys lock their rows in the same order and never deadlock each other.
 */
export async function addHits(db: Db, pending: readonly PendingHits[]): Promise<Map<string, RateLimitCount>> {
  const sorted = [...pending].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  const rows = await addHitsQuery(db, { keys: sorted.map((p) => p.key), hits: sorted.map((p) => p.hits), windows: sorted.map((p) => p.windowMs) });
  const windows = new Map(sorted.map((p) => [p.key, p.windowMs]));
  return new Map(
    rows.map((row) => [row.key, { current: Number(row.hits), ttl: timeLeft(row.ttl, windows.get(row.key) ?? 0), windowStart: Number(row.window_start) }]),
  );
}

/** Deletes the counters whose window has ended; returns how many. */
export async function pruneRateLimitHits(db: Db): Promise<number> {
  const result = await db.deleteFrom('rate_limit_hits').where('expires_at', '<=', NOW_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}

interface RouteLimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL (`rate_limit_hits`), so that every
 * instance of the site counts the same hits: a client cannot multiply its limit by the number of
 * instances behind the load balancer. Large limits count in batches (rateLimitBatches.ts, with the
 * bound on how far over the limit a client can get); limits under 400 a window count every hit in the
 * database. `onUpkeepError` hears about failed clean-ups and batches (counting errors of a hit go to the
 * request, which fails).
 */
export function postgresRateLimitStore(db: Db, onUpkeepError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  const countHits = batchedHitCounter(db, onUpkeepError);
  let lastPrune = Date.now();
  const pruneNowAndThen = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    pruneRateLimitHits(db).catch(onUpkeepError);
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: FastifyRateLimitOptions, prefix = '') {
      const route = options as RouteLimitOptions;
      // Windows that restart or grow on every refused hit are not implemented: refuse them rather than
      // silently count differently from what a route asks for.
      if (route.continueExceeding || route.exponentialBackoff) {
        throw new Error('The PostgreSQL rate-limit store does not support continueExceeding or exponentialBackoff.');
      }
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: RateLimitCount) => void, timeWindow: number, max: number): void {
      countHits(this.prefix + key, timeWindow, max).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
      pruneNowAndThen();
    }

    // A route with a limit of its own counts apart from the global limit and from other routes, as
    // the in-memory and Redis stores do: its keys carry the method and path.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = routeOptions as unknown as RouteLimitOptions;
      const method = [route.routeInfo?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(route, `${method}${route.routeInfo?.url ?? ''}-`);
    }
  }
  return PostgresRateLimitStore;
}
