import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { itemsPerStatement } from '../chunked';
import { engineOf, type Db, type OpenDatabase } from '../database';
import { DERIVED_BY_TRIGGER, DERIVED_TABLES, setDerivingTrigger } from '../derivedTables';
import { moveIdentitiesPastIds } from '../identitySequences';
import { currentVersion, migrate } from '../migrate';
import { migrations } from '../migrations';
import { copyOrder } from './copyOrder';
import { countRows, hasMigrationRecord, listTables, tableShape, type TableShape } from './tableShapes';

/** A reason not to copy, for the person running the command (nothing was changed). */
export class CopyRefused extends Error {}

interface TableCount {
  table: string;
  source: number;
  target: number;
}

export interface CopyReport {
  tables: TableCount[];
  /** Every table has as many rows in the target as in the source. */
  matches: boolean;
  seconds: number;
}

const ROWS_PER_READ = 1000;
/** Rows holding file bytes are read a few at a time, so memory stays bounded by a few files. */
const ROWS_PER_READ_WITH_BYTES = 20;

const LATEST = Math.max(...migrations.map((m) => m.version));
const any = (db: Db) => db as unknown as Kysely<unknown>;

/**
 * Copies every row of every table of `source` into `target`, which must be empty (it is migrated
 * here when new). Tables go in foreign-key order, in multi-row INSERTs, inside one transaction on the
 * target (a failure leaves it empty) and one consistent snapshot of the source (a server may keep
 * running on it; what it writes after the start is not copied). Ids are kept; PostgreSQL's identity
 * sequences are moved past them. The target's own triggers keep its full-text index as inserts arrive;
 * the tables other triggers derive are copied as they are in the source. Then the rows of each table
 * are counted on both sides.
 */
export async function copyDatabase(
  source: OpenDatabase,
  target: OpenDatabase,
  onTable: (table: string, rows: number, seconds: number) => void = () => {},
): Promise<CopyReport> {
  const started = performance.now();
  await checkSource(source.db);
  await prepareTarget(target);
  const tables = await listTables(source.db);
  const shapes = await Promise.all(tables.map((t) => tableShape(source.db, t)));
  await checkTargetTakes(target.db, shapes);
  const order = copyOrder(shapes);

  let sourceCounts = new Map<string, number>();
  // Repeatable read on PostgreSQL (one snapshot for every table); SQLite's read transaction is one already.
  const snapshot = engineOf(source.db) === 'postgres' ? source.db.transaction().setIsolationLevel('repeatable read') : source.db.transaction();
  await snapshot.execute(async (from) => {
    await target.db.transaction().execute(async (to) => {
      for (const { source: table } of DERIVED_BY_TRIGGER) await setDerivingTrigger(to, table, false);
      for (const shape of order) {
        const tableStarted = performance.now();
        // On SQLite the deriving triggers ran for the rows copied before: their rows make way for the source's.
        if (DERIVED_TABLES.has(shape.name)) await sql`DELETE FROM ${sql.table(shape.name)}`.execute(to);
        const rows = await copyTable(from, to, shape);
        onTable(shape.name, rows, (performance.now() - tableStarted) / 1000);
      }
      for (const { source: table } of DERIVED_BY_TRIGGER) await setDerivingTrigger(to, table, true);
      await moveIdentitiesPastIds(to);
    });
    sourceCounts = await countRows(from, tables);
  });
  // Statistics for the planner: a freshly filled PostgreSQL table otherwise looks empty to it for a while.
  if (engineOf(target.db) === 'postgres') await sql`ANALYZE`.execute(target.db);

  const targetCounts = await countRows(target.db, tables);
  const counts = tables.map((table) => ({ table, source: sourceCounts.get(table) ?? 0, target: targetCounts.get(table) ?? 0 }));
  return { tables: counts, matches: counts.every((c) => c.source === c.target), seconds: (performance.now() - started) / 1000 };
}

async function checkSource(db: Db): Promise<void> {
  const tables = await listTables(db);
  if (tables.includes('schema_migrations') || (tables.length > 0 && !(await hasMigrationRecord(db)))) {
    throw new CopyRefused('The source was made by an older version of this product: start the server once on it (it brings the database up to date), then copy again.');
  }
  const version = await currentVersion(any(db));
  if (version === 0) throw new CopyRefused('The source holds no database of this product (no migrations have run on it).');
  if (version > LATEST) throw new CopyRefused(`The source was made by a newer version of this product (migration ${version}; this one knows ${LATEST}): copy with that version.`);
  if (version < LATEST) {
    throw new CopyRefused(`The source is at migration ${version} of ${LATEST}: start the server of this version once on it (it migrates the database), then copy again.`);
  }
}

/** Makes sure the target is this product's and holds no rows (before changing anything), then migrates it. */
async function prepareTarget(target: OpenDatabase): Promise<void> {
  const tables = await listTables(target.db);
  if (tables.length > 0 && !(await hasMigrationRecord(target.db))) {
    throw new CopyRefused(`The target holds tables this product did not make (${tables.slice(0, 5).join(', ')}): copy into an empty database of its own.`);
  }
  const counts = await countRows(target.db, tables);
  const filled = [...counts].filter(([, n]) => n > 0);
  if (filled.length > 0) {
    const listed = filled.slice(0, 5).map(([table, n]) => `${table} (${n.toLocaleString('en-US')} row${n === 1 ? '' : 's'})`).join(', ');
    throw new CopyRefused(
      `The target is not empty: ${listed}${filled.length > 5 ? ', …' : ''}. db:copy only copies into an empty database ` +
        '(a server started on it has already put the demo there): create a new one and copy into that.',
    );
  }
  const version = await currentVersion(any(target.db));
  if (version > LATEST) throw new CopyRefused(`The target was made by a newer version of this product (migration ${version}; this one knows ${LATEST}).`);
  await migrate(target);
}

/** Every source table and column has its place in the target, so nothing is left behind. */
async function checkTargetTakes(target: Db, shapes: readonly TableShape[]): Promise<void> {
  const targetTables = new Set(await listTables(target));
  for (const shape of shapes) {
    if (!targetTables.has(shape.name)) throw new CopyRefused(`The target has no table ${shape.name}: both must be at the same migration.`);
    const columns = new Set((await tableShape(target, shape.name)).columns);
    const missing = shape.columns.filter((c) => !columns.has(c));
    if (missing.length > 0) throw new CopyRefused(`The target's table ${shape.name} has no column ${missing.join(', ')}: both must be at the same migration.`);
  }
}

/** Copies one table in key order, page by page (keyset paging: each page starts after the last key read). */
async function copyTable(from: Db, to: Db, shape: TableShape): Promise<number> {
  const columns = sql.join(shape.columns.map((c) => sql.ref(c)));
  const key = shape.primaryKey.length > 0 ? shape.primaryKey : shape.columns;
  const keyList = sql.join(key.map((c) => sql.ref(c)));
  const perRead = shape.hasBytes ? ROWS_PER_READ_WITH_BYTES : ROWS_PER_READ;
  const perInsert = Math.min(perRead, itemsPerStatement(shape.columns.length));
  let copied = 0;
  let last: unknown[] | null = null;
  for (;;) {
    // Without a primary key the rows are paged by offset, ordered by every column.
    const after = shape.primaryKey.length === 0 ? sql`` : last ? sql`WHERE (${keyList}) > (${sql.join(last)})` : sql``;
    const offset = shape.primaryKey.length === 0 ? sql`OFFSET ${copied}` : sql``;
    const { rows } = await sql<Record<string, unknown>>`
      SELECT ${columns} FROM ${sql.table(shape.name)} ${after} ORDER BY ${keyList} LIMIT ${perRead} ${offset}`.execute(from);
    if (rows.length === 0) return copied;
    for (let i = 0; i < rows.length; i += perInsert) {
      const values = rows.slice(i, i + perInsert).map((row) => sql`(${sql.join(shape.columns.map((c) => row[c] ?? null))})`);
      await sql`INSERT INTO ${sql.table(shape.name)} (${columns}) VALUES ${sql.join(values)}`.execute(to);
    }
    copied += rows.length;
    const lastRow = rows[rows.length - 1] as Record<string, unknown>;
    last = key.map((c) => lastRow[c]);
    if (rows.length < perRead) return copied;
  }
}
