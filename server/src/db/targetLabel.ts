import type { DatabaseTarget } from './database';

/** How messages name a database: the SQLite path, or the PostgreSQL address without its password (messages end up in logs). */
export function targetLabel(target: DatabaseTarget): string {
  if (target.engine === 'sqlite') return target.path;
  const url = new URL(target.url);
  if (url.password) url.password = '***';
  return url.toString();
}
