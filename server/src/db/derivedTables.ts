import { sql } from 'kysely';
import { engineOf, type Db } from './database';

/**
 * Tables the database fills by itself, from row triggers on another table (migrations 004 and 008):
 * the skills of positions as rows, and the change counters of positions and applications.
 *
 * On PostgreSQL these triggers cost more with every row of one transaction: each bump of the one
 * counter row leaves a row version the next bump has to step over (100,000 positions in one
 * transaction took over two minutes, against 9 s without the trigger). Bulk loads (demo seed,
 * db:copy) switch them off for their transaction and do their work once, over all rows.
 */
export const DERIVED_BY_TRIGGER: ReadonlyArray<{ source: string; triggers: readonly string[]; fills: readonly string[] }> = [
  // Statement-level on PostgreSQL (migration 004): cheap for bulk INSERTs, switched off all the same
  // so that a bulk load derives its rows once, in one place.
  { source: 'positions', triggers: ['positions_search_insert', 'positions_search_update', 'positions_search_delete', 'positions_search_truncate'], fills: ['position_skills', 'search_version'] },
  { source: 'applications', triggers: ['applications_version'], fills: ['application_version'] },
];

/** Every table in `DERIVED_BY_TRIGGER`'s `fills`. */
export const DERIVED_TABLES: ReadonlySet<string> = new Set(DERIVED_BY_TRIGGER.flatMap((d) => d.fills));

/**
 * Switches the PostgreSQL trigger that fills derived tables from `source` off or on again. Inside a
 * transaction (ALTER TABLE is transactional): a failure rolls the switch back with the rows. Other
 * triggers (full-text search) keep running. No-op on SQLite, whose row triggers are cheap.
 */
export async function setDerivingTrigger(trx: Db, source: string, enabled: boolean): Promise<void> {
  if (engineOf(trx) !== 'postgres') return;
  const derived = DERIVED_BY_TRIGGER.find((d) => d.source === source);
  if (!derived) throw new Error(`No deriving trigger on ${source}.`);
  const action = enabled ? sql`ENABLE` : sql`DISABLE`;
  for (const trigger of derived.triggers) await sql`ALTER TABLE ${sql.table(source)} ${action} TRIGGER ${sql.id(trigger)}`.execute(trx);
}

/**
 * What `positions_search` does for each row, done once for the positions with an id above `afterId`
 * (PostgreSQL only): their skills as rows and one counter bump per position, so the counters end where
 * row-by-row inserts would have left them. The positions' skills_json must be JSON arrays (the
 * trigger's own parser also skips malformed text, at the price of a subtransaction per row: 90 s
 * for 100,000 positions instead of a few).
 */
export async function derivePositionRows(trx: Db, afterId: number): Promise<void> {
  await sql`
    INSERT INTO position_skills (domain, position_id, skill)
    SELECT DISTINCT p.domain, p.id, s.item #>> '{}'
    FROM positions p CROSS JOIN LATERAL jsonb_array_elements(p.skills_json::jsonb) AS s(item)
    WHERE p.id > ${afterId} AND jsonb_typeof(s.item) = 'string'
    ON CONFLICT DO NOTHING`.execute(trx);
  await sql`
    INSERT INTO search_version (domain, version)
    SELECT domain, COUNT(*) FROM positions WHERE id > ${afterId} GROUP BY domain
    ON CONFLICT (domain) DO UPDATE SET version = search_version.version + excluded.version`.execute(trx);
}
