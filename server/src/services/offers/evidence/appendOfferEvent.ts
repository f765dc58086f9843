import type { Tx } from '../../../db/database';
import type { OfferEventName } from '../../../../../shared/src/contracts/offers';
import { offerEventHash } from './offerEventHash';
import { sha256Hex } from './sha256Hex';

/** One event to record in an offer's audit log. */
export interface OfferEventInput {
  domain: string;
  offerId: number;
  documentId: number | null;
  candidateId: number;
  event: OfferEventName;
  ip: string;
  userAgent: string;
  /** The document bytes before the event (null when none). */
  before: Buffer | null;
  /** The bytes after (the sealed PDF for signing events). */
  after: Buffer | null;
  at?: Date;
}

/**
 * Appends one chained audit entry; call inside the transaction that holds the offer's lock
 * (`lockKey(trx, 'offer:<id>')`), so no other entry of the offer can slip in between reading the last
 * hash and writing the next one. The hash covers the entry's id, which exists only once the row does:
 * the row is written first and its hash filled in by the same transaction, so nobody ever sees it
 * without one.
 */
export async function appendOfferEvent(trx: Tx, input: OfferEventInput): Promise<{ id: number; hash: string }> {
  const last = await trx
    .selectFrom('offer_events')
    .select('hash')
    .where('offer_id', '=', input.offerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const fields = {
    domain: input.domain,
    offer_id: input.offerId,
    document_id: input.documentId,
    candidate_id: input.candidateId,
    event: input.event,
    at: (input.at ?? new Date()).toISOString(),
    ip: input.ip,
    user_agent: input.userAgent,
    sha256_before: input.before ? sha256Hex(input.before) : null,
    sha256_after: input.after ? sha256Hex(input.after) : null,
    prev_hash: last?.hash ?? '',
  };
  const { id } = await trx.insertInto('offer_events').values({ ...fields, hash: '' }).returning('id').executeTakeFirstOrThrow();
  const hash = offerEventHash({ id, ...fields });
  await trx.updateTable('offer_events').set({ hash }).where('id', '=', id).execute();
  return { id, hash };
}
