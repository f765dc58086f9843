import type { Db, Tx } from '../../db/database';
import { lockKey } from '../../db/database';

/**
 * Runs `work` in a transaction holding the offer's lock: every change of an offer and every audit
 * entry of it happens under it, so concurrent calls (on any instance) take turns and the audit chain
 * never forks. On SQLite the transaction has the one connection to itself: `work` must use `trx` only.
 */
export function withOfferLock<T>(db: Db, offerId: number, work: (trx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `offer:${offerId}`);
    return work(trx);
  });
}
