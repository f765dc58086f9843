import type { Db } from './connection';
import { migrations as allMigrations, type Migration } from './migrations';

export interface MigrationResult {
  applied: number[];
  version: number;
}

/**
 * Brings the schema up to the newest migration. Each migration runs in its own transaction together
 * with its `schema_migrations` row, so a failure leaves the database at the previous version.
 * Running it again is a no-op.
 */
export function migrate(db: Db, migrations: readonly Migration[] = allMigrations): MigrationResult {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.up);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    applied.push(migration.version);
  }
  return { applied, version: currentVersion(db) };
}

export function currentVersion(db: Db): number {
  return (db.prepare('SELECT COALESCE(MAX(version), 0) FROM schema_migrations').pluck().get() as number) ?? 0;
}
