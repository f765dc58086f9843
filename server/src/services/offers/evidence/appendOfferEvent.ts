import type { Tx } from '../../../db/database';
import type { OfferEventName } from '@careers/shared/contracts/offers';
import { evidenceKeyring } from '../../evidenceKeys';
import { offerEventMac } from './offerEventMac';
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

export interface AppendOptions {
  /**
   * Milliseconds: when the offer already has the same entry (same event, document, candidate, IP,
   * user agent and bytes) from no longer ago, nothing is appended and that entry is answered. For
   * views and downloads, which every GET records: reloading a page must not pad the log.
   */
  onceWithin?: number;
}

/** Views and downloads are recorded at most once per document, candidate, IP, user agent and bytes in this time. */
export const READ_REPEAT_WINDOW_MS = 10 * 60_000;

// How far back a repeat is looked for: the offer's latest entries, a few index rows whatever the log's length.
const REPEAT_LOOKBACK = 50;

/**
 * Appends one chained audit entry, its hash an HMAC under the installation's current evidence key
 * (offerEventMac; `key_id` names the key). Call inside the transaction that holds the offer's lock
 * (`lockKey(trx, 'offer:<id>')`), so no other entry of the offer can slip in between reading the last
 * hash and writing the next one. The hash covers the entry's id, which exists only once the row does:
 * the row is written first and its hash filled in by the same transaction, so nobody ever sees it
 * without one. With `onceWithin`, a repeat of a recent entry appends nothing (see AppendOptions).
 */
export async function appendOfferEvent(trx: Tx, input: OfferEventInput, options: AppendOptions = {}): Promise<{ id: number; hash: string; appended: boolean }> {
  const at = input.at ?? new Date();
  const sha256Before = input.before ? sha256Hex(input.before) : null;
  const sha256After = input.after ? sha256Hex(input.after) : null;
  let last: { hash: string } | undefined;
  if (options.onceWithin !== undefined) {
    const since = new Date(at.getTime() - options.onceWithin).toISOString();
    const recent = await trx
      .selectFrom('offer_events')
      .select(['id', 'hash', 'event', 'document_id', 'candidate_id', 'at', 'ip', 'user_agent', 'sha256_before', 'sha256_after'])
      .where('offer_id', '=', input.offerId)
      .orderBy('id', 'desc')
      .limit(REPEAT_LOOKBACK)
      .execute();
    const same = recent.find((entry) =>
      entry.event === input.event && entry.document_id === input.documentId && entry.candidate_id === input.candidateId && entry.ip === input.ip &&
      entry.user_agent === input.userAgent && entry.sha256_before === sha256Before && entry.sha256_after === sha256After && entry.at >= since,
    );
    if (same) return { id: same.id, hash: same.hash, appended: false };
    last = recent[0];
  } else {
    last = await trx.selectFrom('offer_events').select('hash').where('offer_id', '=', input.offerId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  }
  const fields = {
    domain: input.domain,
    offer_id: input.offerId,
    document_id: input.documentId,
    candidate_id: input.candidateId,
    event: input.event,
    at: at.toISOString(),
    ip: input.ip,
    user_agent: input.userAgent,
    sha256_before: sha256Before,
    sha256_after: sha256After,
    prev_hash: last?.hash ?? '',
  };
  const key = evidenceKeyring(trx).current;
  const keyed = { ...fields, key_id: key.id, legacy_hash: null, resealed_at: null };
  const { id } = await trx.insertInto('offer_events').values({ ...keyed, hash: '' }).returning('id').executeTakeFirstOrThrow();
  const hash = offerEventMac(key, { id, ...keyed });
  await trx.updateTable('offer_events').set({ hash }).where('id', '=', id).execute();
  return { id, hash, appended: true };
}
