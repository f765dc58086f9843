import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Which running servers use an SQLite file. SQLite has no list of its clients, so each server writes a
 * marker beside the file while it runs (`careers.sqlite.in-use-<pid>-<random>`, JSON with pid, host and
 * start time) and removes it when it closes. Tools that delete the file (the seed CLI) refuse while a live
 * marker is there. A marker outlives a killed server (SIGKILL, power loss): one whose pid is no longer
 * running on this host is stale and removed by whoever reads it. A marker from another host (the folder
 * shared over the network) cannot be checked and counts as live. One marker per server, not one per file,
 * so two servers on one file (or two test apps in one process) each hold and remove their own.
 */
export interface SqliteUser {
  pid: number;
  host: string;
  startedAt: string;
  /** The marker file: deleting it by hand is the way out when its server is known to be gone. */
  marker: string;
}

const MARKER = '.in-use-';

/** Writes this server's marker beside `file`; the returned function removes it (safe to call twice). */
export function markSqliteInUse(file: string): () => void {
  if (file === ':memory:') return () => {};
  const marker = `${file}${MARKER}${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(marker, JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() }));
  return () => fs.rmSync(marker, { force: true });
}

/** The live servers using `file`, by their markers; stale markers are removed on the way. */
export function sqliteUsers(file: string): SqliteUser[] {
  const dir = path.dirname(file);
  const prefix = path.basename(file) + MARKER;
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => name.startsWith(prefix));
  } catch {
    return [];
  }
  const users: SqliteUser[] = [];
  for (const name of names) {
    const marker = path.join(dir, name);
    const user = readMarker(marker);
    if (user && user.host === os.hostname() && !isRunning(user.pid)) {
      fs.rmSync(marker, { force: true });
      continue;
    }
    // An unreadable marker (half written, edited) is not proof that nobody uses the file.
    users.push(user ?? { pid: 0, host: 'unknown', startedAt: 'unknown', marker });
  }
  return users;
}

function readMarker(marker: string): SqliteUser | null {
  try {
    const { pid, host, startedAt } = JSON.parse(fs.readFileSync(marker, 'utf8')) as Partial<SqliteUser>;
    if (typeof pid !== 'number' || typeof host !== 'string') return null;
    return { pid, host, startedAt: String(startedAt), marker };
  } catch {
    return null;
  }
}

/** Whether a process with this id runs on this machine (under any user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
