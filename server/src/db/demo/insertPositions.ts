import type { Insertable } from 'kysely';
import { engineOf, type Tx } from '../database';
import { derivePositionRows, setDerivingTrigger } from '../derivedTables';
import { moveIdentitiesPastIds } from '../identitySequences';
import type { Positions } from '../tables';

/**
 * Rows per INSERT: one statement costs far more than one row, while a statement's parameters are
 * capped (SQLite 32,766, PostgreSQL 65,535; a position has 20 columns). Measured at 100,000 positions,
 * 500 rows a statement is as fast as 1,000 and compiles in a fraction of a millisecond per row.
 */
const ROWS_PER_INSERT = 500;

/**
 * Inserts `count` positions made by `make(index, id)`, in multi-row INSERTs inside the caller's
 * transaction. Ids are given here (after the largest one already used), so the caller knows each
 * position's id without reading it back, and the same seed gives the same ids on both engines.
 */
export async function insertPositions(trx: Tx, count: number, make: (index: number, id: number) => Insertable<Positions>): Promise<void> {
  const last = await trx.selectFrom('positions').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  const afterId = Number(last?.id ?? 0);
  await setDerivingTrigger(trx, 'positions', false);
  let batch: Array<Insertable<Positions>> = [];
  for (let i = 0; i < count; i++) {
    batch.push({ id: afterId + i + 1, ...make(i, afterId + i + 1) });
    if (batch.length === ROWS_PER_INSERT || i === count - 1) {
      await trx.insertInto('positions').values(batch).execute();
      batch = [];
    }
  }
  await setDerivingTrigger(trx, 'positions', true);
  // The trigger was off on PostgreSQL: its work, once for all the new rows.
  if (engineOf(trx) === 'postgres') await derivePositionRows(trx, afterId);
  await moveIdentitiesPastIds(trx, ['positions']);
}
