import { Kysely, SqliteAdapter, SqliteDialect, sql } from 'kysely';
import { Migrator, type Migration as KyselyMigration } from 'kysely/migration';
import type { OpenDatabase } from './database';
import { migrations as allMigrations, type Migration } from './migrations';

export interface MigrationResult {
  /** Versions applied by this call, oldest first. */
  applied: number[];
  /** The newest version the database is at. */
  version: number;
}

/** Kysely records migrations by name; ours sort by their zero-padded version. */
export function migrationName(migration: Migration): string {
  return `${String(migration.version).padStart(3, '0')}_${migration.name}`;
}

/**
 * Brings the schema up to the newest migration with Kysely's migrator: on both engines every pending
 * migration runs in one transaction with its record, so a failure leaves the database where it was.
 * On PostgreSQL the migrator holds an advisory lock, so instances starting together migrate once.
 * Running it again is a no-op.
 */
export async function migrate(open: OpenDatabase, migrations: readonly Migration[] = allMigrations): Promise<MigrationResult> {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  const db: Kysely<unknown> = open.engine === 'sqlite' ? withTransactionalDdl(open) : (open.db as unknown as Kysely<unknown>);
  try {
    await adoptLegacyRecords(open, db, sorted);
    const migrator = new Migrator({
      db,
      provider: {
        getMigrations: async () =>
          Object.fromEntries(sorted.map((m): [string, KyselyMigration] => [migrationName(m), { up: (trx) => runMigration(open, trx, m) }])),
      },
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    const byName = new Map(sorted.map((m) => [migrationName(m), m.version]));
    const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => byName.get(r.migrationName) ?? 0);
    return { applied, version: await currentVersion(db) };
  } finally {
    if (db !== open.db) await db.destroy();
  }
}

/** The newest applied migration's version, 0 on an empty database. */
export async function currentVersion(db: Kysely<any>): Promise<number> { // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  if (!(await hasTable(db, 'kysely_migration'))) return 0;
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  return rows.reduce((max, row) => Math.max(max, Number.parseInt(row.name, 10) || 0), 0);
}

async function runMigration(open: OpenDatabase, trx: Kysely<unknown>, migration: Migration): Promise<void> {
  if (open.engine === 'sqlite') {
    // Migrations are scripts of many statements (triggers included); Kysely runs one statement at a
    // time. The raw handle is the same connection, inside the migrator's transaction.
    open.sqlite?.exec(migration.sqlite);
    return;
  }
  // Without parameters `pg` sends the simple query protocol, which runs a script of many statements.
  if (migration.postgres.trim()) await sql.raw(migration.postgres).execute(trx);
}

/**
 * Files made before Kysely recorded their versions in `schema_migrations`. Their records move to
 * Kysely's table once, so those files migrate forward with their data instead of starting over.
 */
async function adoptLegacyRecords(open: OpenDatabase, db: Kysely<unknown>, migrations: readonly Migration[]): Promise<void> {
  if (open.engine !== 'sqlite' || !(await hasTable(db, 'schema_migrations'))) return;
  const sqlite = open.sqlite;
  if (!sqlite) return;
  const done = new Set(sqlite.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  sqlite.transaction(() => {
    sqlite.exec(`CREATE TABLE IF NOT EXISTS kysely_migration (name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)`);
    const record = sqlite.prepare('INSERT OR IGNORE INTO kysely_migration (name, timestamp) VALUES (?, ?)');
    for (const migration of migrations) {
      if (done.has(migration.version)) record.run(migrationName(migration), new Date().toISOString());
    }
    sqlite.exec('DROP TABLE schema_migrations');
  })();
}

async function hasTable(db: Kysely<unknown>, name: string): Promise<boolean> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.some((t) => t.name === name);
}

/**
 * SQLite does run DDL inside transactions, but Kysely's SQLite adapter says it does not, and its
 * migrator would then apply each migration without one. A second Kysely over the same handle
 * says so, for the migrator only.
 */
function withTransactionalDdl(open: OpenDatabase): Kysely<unknown> {
  class TransactionalDdlAdapter extends SqliteAdapter {
    override get supportsTransactionalDdl(): boolean {
      return true;
    }
  }
  class Dialect extends SqliteDialect {
    override createAdapter() {
      return new TransactionalDdlAdapter();
    }
  }
  const sqlite = open.sqlite;
  if (!sqlite) throw new Error('SQLite migrations need the raw handle.');
  // `close` is left to the owner of the handle: destroying this Kysely must not close the file.
  const shared = new Proxy(sqlite, {
    get(target, property) {
      if (property === 'close') return () => {};
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return new Kysely<unknown>({ dialect: new Dialect({ database: shared as typeof sqlite }) });
}
