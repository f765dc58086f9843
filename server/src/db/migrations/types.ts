/**
 * One schema change, written for each engine. Versions only grow; an applied migration is never
 * edited, a new one is added. Both scripts build the same tables and columns (db/tables.ts).
 * PostgreSQL support began at version 11: its scripts for older versions build today's schema
 * step by step on an empty database, and have no rows to correct.
 */
export interface Migration {
  version: number;
  name: string;
  /** SQL run once, inside the migration transaction, on SQLite. */
  sqlite: string;
  /** The same change on PostgreSQL. */
  postgres: string;
}
