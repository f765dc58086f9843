import type { Db, Tx } from '../../../db/database';
import type { OfferAuditEntry, OfferAuditResponse, OfferEventName } from '../../../../../shared/src/contracts/offers';
import { offerEventHash } from './offerEventHash';

/**
 * Re-computes the offer's chain from the stored fields. An entry is intact when its stored hash is
 * the hash of its fields and its `prev_hash` is the stored hash of the entry before it ('' for the
 * first). So a changed field names that entry; a deleted, inserted or reordered entry names the one
 * whose predecessor is no longer what it chained to; a rewritten hash names the entry after it.
 * (Removing the newest entries leaves a shorter chain that is consistent in itself: the signed
 * PDFs, whose certificate pages list the events, are the record of those.)
 */
export async function checkOfferAudit(db: Db | Tx, offerId: number): Promise<OfferAuditResponse> {
  const rows = await db.selectFrom('offer_events').selectAll().where('offer_id', '=', offerId).orderBy('id', 'asc').execute();
  let previous = '';
  const entries: OfferAuditEntry[] = rows.map((row) => {
    const intact = row.prev_hash === previous && row.hash === offerEventHash(row);
    previous = row.hash;
    return {
      id: row.id,
      event: row.event as OfferEventName,
      document_id: row.document_id,
      at: row.at,
      ip: row.ip,
      user_agent: row.user_agent,
      sha256_before: row.sha256_before,
      sha256_after: row.sha256_after,
      prev_hash: row.prev_hash,
      hash: row.hash,
      intact,
    };
  });
  const altered = entries.filter((entry) => !entry.intact).map((entry) => entry.id);
  return { intact: altered.length === 0, altered, entries };
}
