import type { Db } from '../../../db/database';
import { evidenceKeyring } from '../../evidenceKeys';
import { withClusterLock } from '../../scheduledWork';
import type { StartMigration } from './resealLegacyOfferEvents';
import { SealKeyError, unwrapSealKey, wrapSealKey, type SealSecrets } from './sealKeyWrap';

/** The migration that made the seal key wrapped: only the start that applies it adopts a key in clear. */
const SEAL_KEY_WRAP_MIGRATION = 27;

/**
 * Run at start, once for the cluster at a time: a seal row kept in clear (made before the key was
 * wrapped) is wrapped under the current evidence key and its clear columns emptied, by the start that
 * applies migration 027 only. At any later start a row in clear was put there by someone who writes
 * the database (a key pair of their own, to seal and verify PDFs of their making): it is refused, as
 * a row that does not open is. A row wrapped
 * under an older key (after a rotation) is wrapped again under the current one. Returns what it did,
 * for the log, or null when the row was already as it should be (or there is none yet). Throws
 * SealKeyError when the row does not open under the keys held; it is then left as it is.
 */
export async function wrapSealKeyAtStart(db: Db, migration: StartMigration): Promise<string | null> {
  return withClusterLock(db, 'seal key wrap', async () => {
    const keyring = evidenceKeyring(db);
    const row = await db.selectFrom('signing_keys').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!row) return null;
    let secrets: SealSecrets;
    let was: string;
    if (row.key_id === null || row.wrapped_key === null) {
      if (row.private_key_pem === null || row.p12_base64 === null) throw new SealKeyError("The document seal's row in signing_keys holds no key.");
      if (!migration.applied.includes(SEAL_KEY_WRAP_MIGRATION)) throw new SealKeyError(CLEAR_AFTER_UPGRADE);
      secrets = { private_key_pem: row.private_key_pem, p12_base64: row.p12_base64 };
      was = 'stored in clear';
    } else if (row.key_id !== keyring.current.id) {
      secrets = unwrapSealKey(keyring, row.id, row.certificate_pem, { key_id: row.key_id, wrapped_key: row.wrapped_key });
      was = `wrapped under the older evidence key ${row.key_id}`;
    } else {
      return null;
    }
    const wrapped = wrapSealKey(keyring.current, row.id, row.certificate_pem, secrets);
    // Only the row as read: an instance without the lock (SQLite: every process) that got there first wins.
    let update = db.updateTable('signing_keys').set({ ...wrapped, private_key_pem: null, p12_base64: null }).where('id', '=', row.id).where('certificate_pem', '=', row.certificate_pem);
    update = row.key_id === null ? update.where('key_id', 'is', null) : update.where('key_id', '=', row.key_id);
    const { numUpdatedRows } = await update.executeTakeFirst();
    if (numUpdatedRows === 0n) return null;
    return `The document seal's private key was ${was}; it is now wrapped under the current evidence key ${keyring.current.id}.`;
  });
}

const CLEAR_AFTER_UPGRADE =
  "The document seal's private key is stored in clear in signing_keys, which this site stopped doing with migration 027: " +
  'the row was changed outside this site. Sealing is refused; restore the row from a backup (README: Evidence keys).';
