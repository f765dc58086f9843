import { timingSafeEqual } from 'node:crypto';
import { evidenceMac, type EvidenceKey } from '../../evidenceKeys';
import type { ChainedFields } from './legacyOfferEventHash';

/** What a keyed entry's hash covers: every stored field but the hash itself. */
export interface KeyedFields extends ChainedFields {
  key_id: string;
  /** For an entry re-sealed from before keys: its old SHA-256 hash and when it was re-sealed; null otherwise. */
  legacy_hash: string | null;
  resealed_at: string | null;
}

/**
 * The entry's hash: HMAC-SHA256, under the 'offer-events' subkey of the evidence key named by
 * `key_id`, of a JSON array of every field in a fixed order (as legacyOfferEventHash, with a new
 * version tag and the key id, and the re-seal record so that it cannot be added or removed unseen).
 * Without the key nobody can make one: a row changed and re-chained by whoever can only write the
 * database fails here.
 */
export function offerEventMac(key: EvidenceKey, entry: KeyedFields): string {
  const canonical = JSON.stringify([
    'offer_event/2',
    entry.key_id,
    entry.id,
    entry.domain,
    entry.offer_id,
    entry.document_id,
    entry.candidate_id,
    entry.event,
    entry.at,
    entry.ip,
    entry.user_agent,
    entry.sha256_before,
    entry.sha256_after,
    entry.prev_hash,
    entry.legacy_hash,
    entry.resealed_at,
  ]);
  return evidenceMac(key, 'offer-events', Buffer.from(canonical, 'utf8'));
}

/**
 * Whether `hash` is the entry's MAC under `key`, compared in constant time: an answer that came back
 * sooner the more leading characters matched would let someone who can write rows and read the audit
 * find a valid MAC character by character.
 */
export function offerEventMacMatches(key: EvidenceKey, entry: KeyedFields, hash: string): boolean {
  const expected = Buffer.from(offerEventMac(key, entry), 'utf8');
  const given = Buffer.from(hash, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
