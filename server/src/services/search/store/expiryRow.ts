import type { IndexRows } from './searchStore';

/**
 * The expiries around `now` among a company's positions not archived, as both engines read them in one
 * statement beside the index (valid_through is toISOString() text on both, so text order is time order):
 * the ids already expired (closed, though no row says so), the latest valid_through passed and the
 * earliest still ahead.
 */
export interface ExpiryRow {
  expired_ids: string | null;
  expired_through: string | null;
  next_expiry: string | null;
}

export function expiryOf(row: ExpiryRow | undefined): Pick<IndexRows, 'expiredIds' | 'expiredThrough' | 'nextExpiry'> {
  return { expiredIds: row?.expired_ids ?? '', expiredThrough: row?.expired_through ?? null, nextExpiry: row?.next_expiry ?? null };
}
