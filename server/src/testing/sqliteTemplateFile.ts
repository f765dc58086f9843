import fs from 'node:fs';
import { openDatabase, type OpenDatabase } from '../db/database';

/**
 * Makes a SQLite template at `file`: `fill` runs on the database at `building` (which starts as it is, e.g. a copy
 * of another template), the WAL is written into the main file (a copy without it would lack the last writes), and
 * the file is renamed to `file` only once complete, so a failed build never leaves a half-made template behind.
 */
export async function buildSqliteTemplate(building: string, file: string, fill: (open: OpenDatabase) => Promise<unknown>): Promise<string> {
  const open = openDatabase({ engine: 'sqlite', path: building });
  try {
    await fill(open);
    // Closing the last connection checkpoints too; this makes it certain.
    open.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    await open.close();
  }
  for (const sidecar of ['-wal', '-shm']) fs.rmSync(`${building}${sidecar}`, { force: true });
  fs.renameSync(building, file);
  return file;
}
