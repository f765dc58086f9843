import { engineOf, type Db } from '../../../db/database';
import type { TextQuery } from '../ftsQuery';
import { postgresSearchStore } from './postgresSearchStore';
import { sqliteSearchStore } from './sqliteSearchStore';

/**
 * What the search asks of the database, once per engine: SQLite's FTS5 table or PostgreSQL's
 * weighted tsvector. Everything else (filters, counts, markers, places, paging by date or distance)
 * is worked out in memory from `readIndex`, the same on both engines.
 *
 * Text matches are scored "lower is better" on both engines (bm25 is negative; PostgreSQL's
 * ts_rank is negated), so the ranking code does not know which engine scored.
 */
export interface SearchStore {
  /** The engine's expression for a text query (every term must match), or null when it has no word. */
  matchOf(query: TextQuery): string | null;
  /** What the in-memory index is built from, all read at one `version`: the positions open at `now` (toISOString()). */
  readIndex(domain: string, now: string): Promise<IndexRows>;
  /**
   * Ids of positions matching `match`, as "1,5,9". They include at least the company's live ones;
   * SQLite's full-text index also answers for other companies and archived positions.
   */
  matchingIds(domain: string, match: string): Promise<string>;
  /** The positions among `ids` (ascending) matching `match`, with their score when `scored` (else 0). */
  matchesAmong(domain: string, match: string, ids: number[], scored: boolean): Promise<Scored[]>;
  /** The best-scored `limit` matches (among `ids` when given), best first. */
  rankedMatches(domain: string, match: string, limit: number, ids: number[] | null): Promise<Scored[]>;
}

/** [position id, score]: lower scores rank higher. */
export type Scored = [id: number, score: number];

/** Live positions sharing every indexed value, with their ids as "1,5,9". */
export interface IndexGroupRow {
  department: string;
  employment_type: string;
  city: string;
  country: string;
  is_remote: number;
  lat: number;
  lng: number;
  location_name: string;
  ids: string;
}

export interface IndexRows {
  version: number;
  /**
   * Ids of the positions not archived whose valid_through had passed at `now`, as "4,7" (absent: none). They
   * are closed: the index leaves them out of `order`, `groups` and `titles`, which are read without looking
   * at valid_through (so from their covering indexes).
   */
  expiredIds?: string;
  /** The latest valid_through passed at `now`, and the earliest still ahead (null: none). */
  expiredThrough?: string | null;
  nextExpiry?: string | null;
  /** Ids of the open positions, newest first (posted_at DESC, id DESC), as "9,5,1". */
  order: string;
  groups: IndexGroupRow[];
  /** Each skill with the ids of its positions (archived ones too), in no particular order. */
  skills: Array<{ skill: string; ids: string }>;
  /** Each title of the live positions with their ids, in no particular order. */
  titles: Array<{ title: string; ids: string }>;
}

const stores = new WeakMap<Db, SearchStore>();

/** The store for the engine `db` runs on. */
export function searchStoreOf(db: Db): SearchStore {
  let store = stores.get(db);
  if (!store) {
    store = engineOf(db) === 'postgres' ? postgresSearchStore(db) : sqliteSearchStore(db);
    stores.set(db, store);
  }
  return store;
}
