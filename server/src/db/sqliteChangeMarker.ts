import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './database';

/**
 * Whether an SQLite database may have changed since an earlier look: two counters read in one
 * prepared statement on the connection Kysely uses (a few µs, no Kysely, no wait for its connection).
 *
 * - `total_changes()`: rows inserted, updated or deleted on this connection since it opened, counted
 *   when each statement completes, trigger bodies (search_version) included, rolled-back ones too. Every
 *   write of this process goes through this one connection: Kysely's, raw SQL on the handle and the
 *   migrator (a second Kysely over the same handle) alike.
 * - `data_version`: changes whenever another connection commits to the file: a seed or import CLI,
 *   a second server on the same data folder, a second handle opened in this process.
 *
 * Both only grow, so an unchanged pair means no row of the file changed in between. DDL (DROP, ALTER)
 * and blob I/O are not counted; the app does neither to live data at run time.
 */
export interface ChangeMarker {
  /** This connection's changes, counted as above. */
  changes: number;
  /** The file's commit counter as seen by this connection. */
  version: number;
}

const markers = new WeakMap<Db, () => ChangeMarker>();

/** Gives `db` (opened over `sqlite`) its change marker; called once by openDatabase. */
export function registerChangeMarker(db: Db, sqlite: BetterSqlite3.Database): void {
  const statement = sqlite.prepare('SELECT total_changes() AS changes, data_version AS version FROM pragma_data_version');
  markers.set(db, () => statement.get() as ChangeMarker);
}

/**
 * The marker reader of `db` when it is an SQLite database opened by openDatabase; null otherwise
 * (PostgreSQL, a transaction, any other Kysely instance), where callers read the rows themselves.
 */
export function changeMarkerOf(db: Db): (() => ChangeMarker) | null {
  return markers.get(db) ?? null;
}
