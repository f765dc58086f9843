import { sha256Hex } from './sha256Hex';

/** Every stored field of an audit entry but its own hash, as the chain covers them. */
export interface ChainedFields {
  id: number;
  domain: string;
  offer_id: number;
  document_id: number | null;
  candidate_id: number;
  event: string;
  at: string;
  ip: string;
  user_agent: string;
  sha256_before: string | null;
  sha256_after: string | null;
  prev_hash: string;
}

/**
 * The hash of an entry written before keyed evidence (migration 025): SHA-256 of a JSON array of
 * every field in a fixed order. Anyone can re-compute it, so it is only used to check those entries
 * once, when they are re-sealed under the evidence key (resealLegacyOfferEvents), and to say why
 * one that was not re-sealed is not trusted. An array (not an object, not joined text) so that no two
 * different entries serialise alike; the id is covered too, so an entry cannot be renumbered unseen.
 */
export function legacyOfferEventHash(entry: ChainedFields): string {
  const canonical = JSON.stringify([
    'offer_event/1',
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
  ]);
  return sha256Hex(Buffer.from(canonical, 'utf8'));
}
