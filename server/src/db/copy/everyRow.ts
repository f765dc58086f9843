import { sql } from 'kysely';
import type { Db } from '../database';
import { listTables, tableShape } from './tableShapes';

/**
 * Every row of every table, in key order, by table: what two databases are compared by when they must
 * hold the same data (demo seed on both engines, db:copy). Password hashes are left out when
 * `withoutPasswords` (each seed hashes with a random salt).
 */
export async function everyRow(db: Db, options: { withoutPasswords?: boolean } = {}): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of await listTables(db)) {
    const shape = await tableShape(db, table);
    const order = shape.primaryKey.length > 0 ? shape.primaryKey : shape.columns;
    const { rows } = await sql<Record<string, unknown>>`
      SELECT ${sql.join(shape.columns.map((c) => sql.ref(c)))} FROM ${sql.table(table)} ORDER BY ${sql.join(order.map((c) => sql.ref(c)))}`.execute(db);
    all[table] = options.withoutPasswords && table === 'candidates' ? rows.map((row) => ({ ...row, password_hash: '(hashed)' })) : rows;
  }
  return all;
}
