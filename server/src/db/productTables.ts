import type { Engine } from './database';
import { migrations } from './migrations';

/**
 * The tables this product's migrations leave in a database of `engine`, read from the migration
 * scripts themselves (CREATE TABLE, DROP TABLE, ALTER TABLE … RENAME TO, in order), so a new migration
 * needs no list kept beside it. Tools that empty or replace a database (the seed CLI) touch these only.
 */
export function productTables(engine: Engine): Set<string> {
  const tables = new Set<string>();
  const statement = /\b(?:CREATE\s+(?:(?:VIRTUAL|UNLOGGED|TEMP|TEMPORARY)\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)|DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?(\w+)|ALTER\s+TABLE\s+(\w+)\s+RENAME\s+TO\s+(\w+))/gi;
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    for (const [, created, dropped, renamedFrom, renamedTo] of migration[engine].matchAll(statement)) {
      if (created) tables.add(created.toLowerCase());
      if (dropped) tables.delete(dropped.toLowerCase());
      if (renamedFrom && renamedTo) {
        tables.delete(renamedFrom.toLowerCase());
        tables.add(renamedTo.toLowerCase());
      }
    }
  }
  return tables;
}
