import { sql } from 'kysely';
import { engineOf, type Db, type Tx } from '../db/database';

// Work that several instances of the site on one PostgreSQL database must not all do: the hourly
// clean-up, seeding demo data, and later e-mail alerts. PostgreSQL advisory locks serialize it; they
// are transaction-scoped (`_xact_`), so a commit, a rollback or a lost connection always releases them
// and no error path can leave one held. SQLite serves a single process, which does everything itself.

/** The advisory-lock number for a name: lockKey's hash (db/database.ts), prefixed so that the two never share a key. */
const lockId = (name: string) => sql`hashtextextended(${'cluster:' + name}, 0)`;

/** The database clock in milliseconds, so instances with different clocks agree on periods. */
const NOW_MS = sql<number>`(extract(epoch FROM now()) * 1000)::bigint`;

/**
 * Runs `work` unless another instance is running the same work right now or started it less than
 * `everyMs` ago; resolves to whether this call ran it. Each instance calls it from its own timer (every
 * `everyMs`): together they run the work about once per period, whichever instances are alive.
 * While the work runs, its transaction holds the lock and one pooled connection; `work` itself uses
 * `db` (other connections), so what it writes is committed as it goes, not held back to the end.
 * If `work` throws, its start is not recorded and the next call tries again.
 */
export async function runOncePerCluster(db: Db, name: string, everyMs: number, work: () => Promise<void>): Promise<boolean> {
  if (engineOf(db) !== 'postgres') {
    await work();
    return true;
  }
  return db.transaction().execute(async (trx) => {
    if (!(await tryLock(trx, name))) return false;
    const claimed = await trx
      .insertInto('scheduled_work')
      .values({ name, last_started_at: NOW_MS })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ last_started_at: (eb) => eb.ref('excluded.last_started_at') })
          .where('scheduled_work.last_started_at', '<=', sql<number>`${NOW_MS} - ${everyMs}::bigint`),
      )
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    await work();
    return true;
  });
}

/**
 * Runs `work` while no other instance runs work of the same name, waiting for it if one does (for
 * start-up steps such as seeding demo data: the second instance must wait, then see the rows).
 * `work` gets `db`; what it writes is visible to the next holder once it has committed, as with any
 * write, so it should not rely on this transaction.
 */
export async function withClusterLock<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return work();
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${lockId(name)})`.execute(trx);
    return work();
  });
}

async function tryLock(trx: Tx, name: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${lockId(name)}) AS locked`.execute(trx);
  return rows[0]?.locked === true;
}
