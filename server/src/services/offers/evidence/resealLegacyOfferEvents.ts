import { lockKey, type Db } from '../../../db/database';
import { evidenceKeyring } from '../../evidenceKeys';
import { withClusterLock } from '../../scheduledWork';
import { legacyOfferEventHash } from './legacyOfferEventHash';
import { offerEventMac } from './offerEventMac';

/** What one re-seal pass did: offers whose chains were re-sealed, and those left as they were (they did not check). */
export interface ResealResult {
  resealed: number[];
  left: number[];
}

/** What the start's migration did (db/migrate.ts MigrationResult): the versions it applied. */
export interface StartMigration {
  applied: readonly number[];
}

/** The migration that introduced keyed audit entries: only the start that applies it re-seals. */
const KEYED_OFFER_EVENTS_MIGRATION = 25;

/**
 * Re-seals, once, the audit chains written before keyed evidence (migration 025 marked their entries
 * with `legacy_hash`), at the start that applies migration 025, before the server answers anything.
 * Only that start: after it, whoever can write the database could rewrite any keyed chain in the
 * pre-key form (a SHA-256 anyone can compute, legacy_hash set) and a later start would re-seal the
 * forgery under the key and report it intact. Rows marked so afterwards stay unkeyed: altered.
 * (If that start stops between the migration and the re-seal, those chains stay unkeyed too: their
 * audits say so, and a backup from before the upgrade upgrades again.) Each such offer's chain is
 * checked under the old SHA-256 rule; if every entry is still as the migration found it (hash equal
 * to legacy_hash, chain intact) it is rewritten under the current evidence key in one transaction:
 * key_id, prev_hash re-linked to the new hashes, the old hash kept in legacy_hash, resealed_at now.
 * A chain that does not check, or that has keyed entries among it, is left as it is: its unkeyed
 * entries stay reported as altered (checkOfferAudit). Entries without a key id and without a legacy
 * hash were written without a key after the change: never re-sealed (re-sealing them would launder a
 * downgrade). Cheap when there is nothing to do: one query on a partial index.
 * Instances starting together take turns (cluster lock); the second finds nothing left.
 *
 * Only before the first entry is keyed as it is written: the re-seal runs at start before anything is
 * answered, so once an entry was keyed natively (key id, no re-seal record) every chain from before
 * keys has had its re-seal. A chain found in the pre-key form after that was put there by whoever can
 * write the table (a keyed chain rewritten with SHA-256 hashes and the migration's marks, issue 25
 * attack review): re-sealing it would launder a forgery into 'intact', so it is left, and stays altered.
 */
export async function resealLegacyOfferEvents(db: Db, migration: StartMigration, now: () => Date = () => new Date()): Promise<ResealResult> {
  const result: ResealResult = { resealed: [], left: [] };
  if (!migration.applied.includes(KEYED_OFFER_EVENTS_MIGRATION)) return result;
  if ((await pendingOffers(db)).length === 0) return result;
  return withClusterLock(db, 'offer events re-seal', async () => {
    const pending = await pendingOffers(db);
    if (await hasNativelyKeyedEntry(db)) return { ...result, left: pending };
    for (const offerId of pending) {
      (await resealOffer(db, offerId, now()) ? result.resealed : result.left).push(offerId);
    }
    return result;
  });
}

async function pendingOffers(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('offer_events')
    .select('offer_id')
    .distinct()
    .where('key_id', 'is', null)
    .where('legacy_hash', 'is not', null)
    .orderBy('offer_id')
    .execute();
  return rows.map((row) => row.offer_id);
}

/** Whether any entry was keyed when it was written (not re-sealed): the re-seal's time is over. */
async function hasNativelyKeyedEntry(db: Db): Promise<boolean> {
  const row = await db.selectFrom('offer_events').select('id').where('key_id', 'is not', null).where('resealed_at', 'is', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

async function resealOffer(db: Db, offerId: number, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The offer's lock, as appendOfferEvent takes it: no entry slips in while the chain is rewritten.
    await lockKey(trx, `offer:${offerId}`);
    const rows = await trx.selectFrom('offer_events').selectAll().where('offer_id', '=', offerId).orderBy('id', 'asc').execute();
    let previous = '';
    for (const row of rows) {
      const asFound = row.key_id === null && row.legacy_hash === row.hash && row.prev_hash === previous && legacyOfferEventHash(row) === row.hash;
      if (!asFound) return false;
      previous = row.hash;
    }
    const key = evidenceKeyring(trx).current;
    const resealedAt = at.toISOString();
    let prevHash = '';
    for (const row of rows) {
      const keyed = { ...row, key_id: key.id, prev_hash: prevHash, legacy_hash: row.hash, resealed_at: resealedAt };
      const hash = offerEventMac(key, keyed);
      await trx.updateTable('offer_events').set({ key_id: key.id, prev_hash: prevHash, legacy_hash: row.hash, resealed_at: resealedAt, hash }).where('id', '=', row.id).execute();
      prevHash = hash;
    }
    return true;
  });
}
