import type Database from 'better-sqlite3';

/**
 * The raw better-sqlite3 handle the services used before Kysely.
 * @deprecated New code takes `Db` from ./database; this goes away when every service has moved.
 */
export type Db = Database.Database;
