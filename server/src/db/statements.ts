import type { Statement } from 'better-sqlite3';
import type { Db } from './connection';

// Preparing a statement costs more than running it; services call `sql(db, text)` freely and
// each distinct text is prepared once per connection.
const cache = new WeakMap<Db, Map<string, Statement>>();

export function sql(db: Db, text: string): Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(text);
  if (!statement) {
    statement = db.prepare(text);
    statements.set(text, statement);
  }
  return statement;
}
