import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type SqliteDialectConfig, type Transaction } from 'kysely';
import pg from 'pg';
import { registerChangeMarker } from './sqliteChangeMarker';
import type { Tables } from './tables';

/** The one way services reach the database: Kysely over SQLite (better-sqlite3) or PostgreSQL (`pg`). */
export type Db = Kysely<Tables>;
/** A transaction is a Db that commits or rolls back as a whole; services accept either. */
export type Tx = Transaction<Tables>;

export type Engine = 'sqlite' | 'postgres';

/** Where the data lives: an SQLite file (the default) or a PostgreSQL server. */
export type DatabaseTarget =
  | { engine: 'sqlite'; path: string }
  | { engine: 'postgres'; url: string; poolSize: number };

/** What `openDatabase` hands back: the Kysely instance and, on SQLite, the raw handle for migrations. */
export interface OpenDatabase {
  db: Db;
  engine: Engine;
  /** better-sqlite3's own handle (one connection, shared with `db`); null on PostgreSQL. */
  sqlite: BetterSqlite3.Database | null;
  /**
   * Whether the database answers (`SELECT 1`), for health checks. On SQLite it asks the handle
   * directly, not through Kysely, whose one connection waits for any open transaction: a 20,000-row
   * import holds it for seconds, and a load balancer must not take that for a dead server. On
   * PostgreSQL it goes through the pool like any query.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Opens the database. `applicationName` names this program's PostgreSQL connections in
 * `pg_stat_activity` (an `application_name` in the URL wins), so tools can say who is connected.
 */
export function openDatabase(target: DatabaseTarget, options: { applicationName?: string } = {}): OpenDatabase {
  if (target.engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize,
      types: pgTypes,
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
    });
    // An idle client that loses its server (restart, failover) emits here; without a listener it would end the process.
    pool.on('error', () => {});
    pool.on('connect', preparingHotQueries);
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', sqlite: null, ping: async () => void (await sql`SELECT 1`.execute(db)), close: () => db.destroy() };
  }
  const sqlite = openSqliteFile(target.path);
  const db = new Kysely<Tables>({ dialect: new WriterFirstSqliteDialect({ database: withStatementCache(sqlite) }) });
  // Lets per-request reads (the company, services/domains.ts) skip the database while nothing changed.
  registerChangeMarker(db, sqlite);
  // Prepared once: preparing it per call was the largest share of a /healthz request's CPU.
  const selectOne = sqlite.prepare('SELECT 1');
  const ping = async () => {
    selectOne.get();
  };
  return { db, engine: 'sqlite', sqlite, ping, close: () => db.destroy() };
}

// SQL texts of the per-request hot path (reusableQuery), by the name of their prepared statement.
const hotTexts = new Map<string, string>();

/** Marks a compiled SQL text as a hot query: on PostgreSQL each connection prepares it once (see below). */
export function markHotQuery(text: string): void {
  if (!hotTexts.has(text)) hotTexts.set(text, `careers_hot_${hotTexts.size + 1}`);
}

/**
 * Runs the hot queries as named prepared statements: PostgreSQL then parses and plans each once per
 * connection instead of per call (Kysely sends every query unnamed), which halved the database's CPU
 * per statement (about 170 to 90 µs) in a 32-connection loop. Only texts marked by reusableQuery:
 * they are bounded by the code, so the statements a connection keeps stay few.
 */
function preparingHotQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' && Array.isArray(values) && rest.length === 0 ? hotTexts.get(text) : undefined;
    return name ? query({ name, text, values }) : query(text, values, ...rest);
  };
}

/**
 * Kysely begins SQLite transactions with a plain (deferred) BEGIN: the write lock is asked for at the
 * first write. If another process (the import command, a second server) committed after this
 * transaction's first read, SQLite then refuses at once with 'database is locked' (its snapshot is
 * stale, so waiting cannot help and busy_timeout is not used): an import failed that way while the
 * server wrote. BEGIN IMMEDIATE takes the write lock first, where busy_timeout waits for the other
 * writer. Within one process nothing changes (one connection runs one transaction at a time).
 */
class WriterFirstSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class WriterFirstSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new WriterFirstSqliteDriver(this.#config);
  }
}

/** Opens (creating if needed) the SQLite file with the settings every caller relies on. */
function openSqliteFile(file: string): BetterSqlite3.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  // WAL lets readers run while a writer commits; NORMAL sync is durable enough with WAL and much faster.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Another process (seed CLI, a second server) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * Kysely prepares every query it runs; preparing costs more than running. Each distinct SQL text is
 * prepared once per connection and reused, as the services did before Kysely. The texts are the
 * compiled queries (parameters are bound separately), so the set is bounded by the code.
 */
function withStatementCache(db: BetterSqlite3.Database): BetterSqlite3.Database {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'prepare') {
        return (text: string) => {
          let statement = statements.get(text);
          if (!statement) {
            statement = target.prepare(text);
            statements.set(text, statement);
          }
          return statement;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// COUNT(*) and SUM are bigint (int8) and numeric in PostgreSQL, which `pg` returns as strings; every
// figure this product counts fits a double, and both engines must hand services the same numbers.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * Runs `work` in a transaction that no other writer of `key` runs beside. On SQLite every transaction
 * already has the one connection to itself; on PostgreSQL (read committed) a transaction-scoped
 * advisory lock makes check-then-write sequences (quotas, counters) safe across instances.
 */
export async function lockKey(trx: Tx, key: string): Promise<void> {
  if (engineOf(trx) !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** Removes an SQLite file and its WAL side files, for a fresh start. */
export function deleteSqliteFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}
