import { sql } from 'kysely';
import { engineOf, type Db } from './database';

/**
 * Moves PostgreSQL identity sequences past the largest id their table holds, after rows were
 * inserted with ids of their own (demo positions, copied tables): without it the next ordinary insert
 * would be given id 1 and fail on the primary key. SQLite picks max(id) + 1 by itself: no-op there.
 * `tables` limits it to some tables; by default every table with an identity column.
 */
export async function moveIdentitiesPastIds(db: Db, tables?: readonly string[]): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'
    ORDER BY table_name`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    if (tables && !tables.includes(table)) continue;
    // is_called = false on an empty table, so its first id stays 1.
    await sql`
      SELECT setval(pg_get_serial_sequence(${table}, ${column}), COALESCE(MAX(${sql.ref(column)}), 0) + 1, false)
      FROM ${sql.table(table)}`.execute(db);
  }
}
