import type { DialectAdapter } from 'kysely';
import type { Db, Tx } from '../../db/database';
import type { EvidenceKeyring } from './evidenceKeyring';

// A Kysely instance hands its one adapter to each of its transactions: keyed by it, the keyring
// registered for a database is found through any of its transactions (and tests' databases stay apart).
const rings = new WeakMap<DialectAdapter, EvidenceKeyring>();

/** Makes `keyring` the evidence keys of everything done through `db` (the app does this at start). */
export function useEvidenceKeyring(db: Db, keyring: EvidenceKeyring): void {
  rings.set(db.getExecutor().adapter, keyring);
}

/** The keyring registered for `db`; throws (a programming error) when none is. */
export function evidenceKeyring(db: Db | Tx): EvidenceKeyring {
  const keyring = rings.get(db.getExecutor().adapter);
  if (!keyring) throw new Error('No evidence keys are registered for this database: useEvidenceKeyring(db, keyring) runs when the app starts.');
  return keyring;
}
