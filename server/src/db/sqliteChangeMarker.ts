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
 *   a second server on the same data folder, a second handle opened in this process. Reading it costs
 *   three system calls (two fcntl locks and an fstat of the WAL index), about an eighth of a cached
 *   search's CPU under load, so it is read at most once per turn of the event loop: the requests
 *   handled in one turn were read from their sockets together and share it. A commit of another
 *   process is seen from the next turn on, i.e. by every request that arrives after it; a commit of
 *   this process's connection is seen at once (total_changes, read on every call, makes no system call).
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
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let version: number | null = null;
  const forget = () => {
    version = null;
  };
  markers.set(db, () => {
    if (version === null) {
      version = dataVersion.get() as number;
      setImmediate(forget);
    }
    return { changes: changes.get() as number, version };
  });
}

/**
 * The marker reader of `db` when it is an SQLite database opened by openDatabase; null otherwise
 * (PostgreSQL, a transaction, any other Kysely instance), where callers read the rows themselves.
 */
export function changeMarkerOf(db: Db): (() => ChangeMarker) | null {
  return markers.get(db) ?? null;
}
