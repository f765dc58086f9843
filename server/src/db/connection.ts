import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Opens (creating if needed) the SQLite file with the settings every caller relies on. */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets readers run while a writer commits; NORMAL sync is durable enough with WAL and much faster.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Another process (seed CLI, a second server) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Removes a database file and its WAL side files, for a fresh start. */
export function deleteDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}
