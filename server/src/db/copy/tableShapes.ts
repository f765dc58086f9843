import { sql } from 'kysely';
import { engineOf, type Db } from '../database';

/** A table as the copy needs it: which columns take values, how rows are ordered, what it refers to. */
export interface TableShape {
  name: string;
  /** Columns a row is inserted with (generated columns left out), in table order. */
  columns: string[];
  /** Primary key columns in key order (empty when the table has none). */
  primaryKey: string[];
  /** Tables this one's foreign keys point at (itself excluded). */
  parents: string[];
  /** Holds file bytes (BLOB / bytea): read a few rows at a time. */
  hasBytes: boolean;
}

/** Kysely's own bookkeeping: each database keeps its own record of migrations. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * The product's ordinary tables, by name. On SQLite the full-text index (a virtual table and its
 * shadow tables) is left out: triggers fill it from `positions`, in the copy as anywhere else.
 */
export async function listTables(db: Db): Promise<string[]> {
  if (engineOf(db) === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
    return rows.map((r) => r.name).filter((name) => !MIGRATOR_TABLES.has(name));
  }
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
    ORDER BY name`.execute(db);
  return rows.map((r) => r.name).filter((name) => !MIGRATOR_TABLES.has(name));
}

/** True when the database has Kysely's migration record: it was made by this product. */
export async function hasMigrationRecord(db: Db): Promise<boolean> {
  if (engineOf(db) === 'postgres') {
    const { rows } = await sql`SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'kysely_migration'`.execute(db);
    return rows.length > 0;
  }
  const { rows } = await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`.execute(db);
  return rows.length > 0;
}

export async function tableShape(db: Db, name: string): Promise<TableShape> {
  return engineOf(db) === 'postgres' ? postgresShape(db, name) : sqliteShape(db, name);
}

async function sqliteShape(db: Db, name: string): Promise<TableShape> {
  // hidden: 0 an ordinary column, 1 hidden (virtual tables), 2 and 3 generated.
  const { rows: columns } = await sql<{ name: string; type: string; pk: number; hidden: number }>`
    SELECT name, type, pk, hidden FROM pragma_table_xinfo(${name}) ORDER BY cid`.execute(db);
  const { rows: keys } = await sql<{ table: string }>`SELECT DISTINCT "table" FROM pragma_foreign_key_list(${name})`.execute(db);
  const stored = columns.filter((c) => c.hidden === 0);
  return {
    name,
    columns: stored.map((c) => c.name),
    primaryKey: stored.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name),
    parents: keys.map((k) => k.table).filter((t) => t !== name),
    hasBytes: stored.some((c) => /BLOB/i.test(c.type)),
  };
}

async function postgresShape(db: Db, name: string): Promise<TableShape> {
  const { rows: columns } = await sql<{ name: string; type: string; generated: string }>`
    SELECT column_name AS name, data_type AS type, is_generated AS generated FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${name} ORDER BY ordinal_position`.execute(db);
  const { rows: key } = await sql<{ name: string }>`
    SELECT a.attname AS name FROM pg_index i
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
    WHERE i.indrelid = ${name}::regclass AND i.indisprimary
    ORDER BY array_position(i.indkey::int2[], a.attnum)`.execute(db);
  const { rows: parents } = await sql<{ parent: string }>`
    SELECT DISTINCT c.confrelid::regclass::text AS parent FROM pg_constraint c
    WHERE c.contype = 'f' AND c.conrelid = ${name}::regclass`.execute(db);
  const stored = columns.filter((c) => c.generated !== 'ALWAYS');
  return {
    name,
    columns: stored.map((c) => c.name),
    primaryKey: key.map((k) => k.name),
    parents: parents.map((p) => p.parent).filter((t) => t !== name),
    hasBytes: stored.some((c) => c.type === 'bytea'),
  };
}

/** Row counts of `tables`, by name. */
export async function countRows(db: Db, tables: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db);
    counts.set(table, Number(rows[0]?.n ?? 0));
  }
  return counts;
}
