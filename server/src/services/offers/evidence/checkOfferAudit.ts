import type { Db, Tx } from '../../../db/database';
import type { OfferAuditEntry, OfferAuditResponse, OfferEventName } from '@careers/shared/contracts/offers';
import { evidenceKeyring } from '../../evidenceKeys';
import { legacyOfferEventHash } from './legacyOfferEventHash';
import { offerEventMacMatches } from './offerEventMac';

type Verdict = Pick<OfferAuditEntry, 'status' | 'reason' | 'note'>;

/**
 * Re-computes the offer's chain from the stored fields, under this server's evidence keys. An entry
 * is intact when its `prev_hash` is the stored hash of the entry before it ('' for the first) and its
 * hash is the HMAC of its fields under the key its `key_id` names. So a changed field names that
 * entry; a deleted, inserted or reordered entry names the one whose predecessor is no longer what it
 * chained to; a rewritten hash names the entry after it; and a row changed and re-chained by someone
 * without the key (SHA-256 as before keys, or an HMAC under another key) names every entry rewritten.
 * An entry keyed with a key this server does not hold cannot be checked here: it is 'unverifiable',
 * never intact (a copy of the database alone does not vouch for itself). An entry without a key id
 * is never intact either: the start-up re-seal keys every intact chain from before keys, so one left
 * is from a chain that did not check then, or was written without a key since (a downgrade).
 * (Removing the newest entries leaves a shorter chain that is consistent in itself: the signed
 * PDFs, whose certificate pages list the events, are the record of those.)
 */
export async function checkOfferAudit(db: Db | Tx, offerId: number): Promise<OfferAuditResponse> {
  const keyring = evidenceKeyring(db);
  const rows = await db.selectFrom('offer_events').selectAll().where('offer_id', '=', offerId).orderBy('id', 'asc').execute();
  let previous = '';
  const unknownKeyIds = new Set<string>();
  const entries: OfferAuditEntry[] = rows.map((row) => {
    const verdict = ((): Verdict => {
      if (row.prev_hash !== previous) return { status: 'altered', reason: 'link', note: row.key_id === null ? UNKEYED_NOTE : null };
      if (row.key_id === null) {
        return legacyOfferEventHash(row) === row.hash
          ? { status: 'altered', reason: 'unkeyed', note: UNKEYED_NOTE }
          : { status: 'altered', reason: 'hash', note: UNKEYED_NOTE };
      }
      const key = keyring.byId.get(row.key_id);
      if (!key) {
        unknownKeyIds.add(row.key_id);
        return { status: 'unverifiable', reason: 'unknown_key', note: `Keyed with evidence key ${row.key_id}, which this server does not hold: it cannot be checked here.` };
      }
      if (!offerEventMacMatches(key, { ...row, key_id: row.key_id }, row.hash)) return { status: 'altered', reason: 'hash', note: null };
      return { status: 'intact', reason: null, note: null };
    })();
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
      intact: verdict.status === 'intact',
      key_id: row.key_id,
      status: verdict.status,
      reason: verdict.reason,
      resealed_at: row.resealed_at,
      note: verdict.note ?? (row.resealed_at ? resealedNote(row.key_id, row.resealed_at) : null),
    };
  });
  const altered = entries.filter((entry) => entry.status === 'altered').map((entry) => entry.id);
  const unknown_key_ids = [...unknownKeyIds];
  const verifiable = unknown_key_ids.length === 0;
  return { intact: altered.length === 0 && verifiable, altered, verifiable, unknown_key_ids, message: auditMessage(altered.length, unknown_key_ids), entries };
}

const UNKEYED_NOTE = 'Has no evidence key: written before keyed evidence and not re-sealed (its chain did not check under the earlier SHA-256 rule), or written without a key since. Not trusted.';

const resealedNote = (keyId: string | null, at: string) =>
  `Written before keyed evidence: checked under the earlier SHA-256 rule and re-sealed under key ${keyId ?? 'none'} at ${at}.`;

/** The audit's outcome in a sentence (or two, when entries are both altered and unverifiable). */
function auditMessage(altered: number, unknownKeyIds: readonly string[]): string {
  const sentences: string[] = [];
  if (altered > 0) sentences.push(`This audit log has been altered: ${altered === 1 ? '1 entry does' : `${altered} entries do`} not check.`);
  if (unknownKeyIds.length > 0) {
    const keys = `${unknownKeyIds.length === 1 ? 'a key' : 'keys'} this server does not hold (${unknownKeyIds.join(', ')})`;
    sentences.push(altered > 0 ? `Other entries cannot be verified here: they were keyed with ${keys}.` : `This audit log cannot be verified here: it was keyed with ${keys}.`);
  }
  if (sentences.length === 0) sentences.push("This audit log is intact: every entry checks under this server's evidence keys.");
  return sentences.join(' ');
}
