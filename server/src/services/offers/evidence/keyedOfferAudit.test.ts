import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { migrations } from '../../../db/migrations';
import { createTestDatabase, type TestDatabase } from '../../../testing/testDatabase';
import { evidenceKeyring, randomEvidenceKeyring } from '../../evidenceKeys';
import { addTestOffer, type TestOffer } from './evidenceTesting';
import { appendOfferEvent, checkOfferAudit, resealLegacyOfferEvents } from './index';
import { legacyOfferEventHash } from './legacyOfferEventHash';
import { offerEventMac } from './offerEventMac';

// The keyed audit chain (issue 25): a row changed and re-chained without the key is named, a copy
// of the database elsewhere cannot vouch for itself, and chains from before keys are re-sealed once.

const base = (offer: TestOffer) => ({ domain: offer.domain, offerId: offer.offerId, documentId: offer.documentId, candidateId: offer.candidateId, ip: '203.0.113.7', userAgent: 'Test/1.0', before: null, after: null });

async function fourEvents(db: Db, offer: TestOffer): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const [minute, event] of [[0, 'viewed'], [1, 'downloaded'], [2, 'signed'], [3, 'accepted']] as const) {
      ids.push((await appendOfferEvent(trx, { ...base(offer), event, at: new Date(Date.UTC(2026, 10, 20, 10, minute)) })).id);
    }
    return ids;
  });
}

/** Changes entry `from`'s ip with SQL and re-chains it and every later entry with `rehash`, as whoever can write the table would. */
async function forge(db: Db, offerId: number, from: number, rehash: (row: Awaited<ReturnType<typeof rowsOf>>[number]) => { hash: string; key_id?: string | null }): Promise<void> {
  await sql`UPDATE offer_events SET ip = '198.51.100.66' WHERE id = ${from}`.execute(db);
  let previous: string | null = null;
  for (const row of await rowsOf(db, offerId)) {
    if (row.id < from) {
      previous = row.hash;
      continue;
    }
    const linked = { ...row, prev_hash: previous ?? row.prev_hash };
    const { hash, key_id = row.key_id } = rehash(linked);
    await db.updateTable('offer_events').set({ prev_hash: linked.prev_hash, hash, key_id }).where('id', '=', row.id).execute();
    previous = hash;
  }
}

const rowsOf = (db: Db, offerId: number) => db.selectFrom('offer_events').selectAll().where('offer_id', '=', offerId).orderBy('id').execute();

describe('keyed entries', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('each entry names the current key and its hash is the HMAC under it, not a bare SHA-256', async () => {
    const offer = await addTestOffer(database.db);
    await fourEvents(database.db, offer);
    const key = evidenceKeyring(database.db).current;
    for (const row of await rowsOf(database.db, offer.offerId)) {
      expect(row.key_id).toBe(key.id);
      expect(row.hash).toBe(offerEventMac(key, { ...row, key_id: key.id }));
      expect(row.hash).not.toBe(legacyOfferEventHash(row));
    }
    expect(await checkOfferAudit(database.db, offer.offerId)).toMatchObject({
      intact: true, verifiable: true, altered: [], unknown_key_ids: [],
      message: "This audit log is intact: every entry checks under this server's evidence keys.",
    });
  });

  it('an ip changed with SQL and every later hash re-chained by the old SHA-256 rule: that entry and the later ones are altered', async () => {
    const offer = await addTestOffer(database.db);
    const ids = await fourEvents(database.db, offer);
    await forge(database.db, offer.offerId, ids[1] ?? 0, (row) => ({ hash: legacyOfferEventHash(row) }));
    const audit = await checkOfferAudit(database.db, offer.offerId);
    expect(audit).toMatchObject({ intact: false, verifiable: true, altered: ids.slice(1), message: 'This audit log has been altered: 3 entries do not check.' });
    expect(audit.entries.map((entry) => [entry.id, entry.status, entry.reason])).toEqual([
      [ids[0], 'intact', null], [ids[1], 'altered', 'hash'], [ids[2], 'altered', 'hash'], [ids[3], 'altered', 'hash'],
    ]);
    expect(audit.entries[1]?.ip).toBe('198.51.100.66');
  });

  it('the same with the key ids removed (entries passed off as from before keys): altered, never intact', async () => {
    const offer = await addTestOffer(database.db);
    const ids = await fourEvents(database.db, offer);
    await forge(database.db, offer.offerId, ids[1] ?? 0, (row) => ({ hash: legacyOfferEventHash(row), key_id: null }));
    const audit = await checkOfferAudit(database.db, offer.offerId);
    expect(audit).toMatchObject({ intact: false, altered: ids.slice(1) });
    expect(audit.entries[1]).toMatchObject({ status: 'altered', reason: 'unkeyed', intact: false });
    // And the start-up re-seal does not launder them (they were not marked as from before keys).
    expect(await resealLegacyOfferEvents(database.db, { applied: [25] })).toEqual({ resealed: [], left: [] });
    expect((await checkOfferAudit(database.db, offer.offerId)).altered).toEqual(ids.slice(1));
  });

  it('re-chained with an HMAC under a key this server does not hold: altered when it keeps the key id, unverifiable (not intact) under the stranger\'s id', async () => {
    const stranger = randomEvidenceKeyring().current;
    const first = await addTestOffer(database.db);
    const firstIds = await fourEvents(database.db, first);
    await forge(database.db, first.offerId, firstIds[2] ?? 0, (row) => ({ hash: offerEventMac(stranger, { ...row, key_id: row.key_id ?? '' }) }));
    expect(await checkOfferAudit(database.db, first.offerId)).toMatchObject({ intact: false, verifiable: true, altered: firstIds.slice(2) });

    const second = await addTestOffer(database.db);
    const secondIds = await fourEvents(database.db, second);
    await forge(database.db, second.offerId, secondIds[2] ?? 0, (row) => ({ hash: offerEventMac(stranger, { ...row, key_id: stranger.id }), key_id: stranger.id }));
    const audit = await checkOfferAudit(database.db, second.offerId);
    expect(audit).toMatchObject({
      intact: false, verifiable: false, altered: [], unknown_key_ids: [stranger.id],
      message: `This audit log cannot be verified here: it was keyed with a key this server does not hold (${stranger.id}).`,
    });
    expect(audit.entries.map((entry) => entry.status)).toEqual(['intact', 'intact', 'unverifiable', 'unverifiable']);
  });
});

describe('chains from before keyed evidence', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    // A database as the previous version left it (migrations up to 024), written by the old code.
    database = await createTestDatabase({ migrated: false });
    await migrate(database, migrations.filter((migration) => migration.version <= 24));
  });
  afterAll(async () => {
    await database.close();
  });

  /** Appends entries as the code before keys did: SHA-256 chain, no key id. */
  async function appendLegacy(db: Db, offer: TestOffer, events: Array<'viewed' | 'signed' | 'accepted'>): Promise<number[]> {
    const ids: number[] = [];
    for (const event of events) {
      const last = await db.selectFrom('offer_events').select('hash').where('offer_id', '=', offer.offerId).orderBy('id', 'desc').limit(1).executeTakeFirst();
      const fields = {
        domain: offer.domain, offer_id: offer.offerId, document_id: offer.documentId, candidate_id: offer.candidateId, event, at: `2026-11-0${ids.length + 1}T09:00:00.000Z`,
        ip: '192.0.2.10', user_agent: 'Old/1', sha256_before: null, sha256_after: null, prev_hash: last?.hash ?? '',
      };
      // Only the columns the old schema had.
      const { id } = await db.insertInto('offer_events').values({ ...fields, hash: '' }).returning('id').executeTakeFirstOrThrow();
      await db.updateTable('offer_events').set({ hash: legacyOfferEventHash({ id, ...fields }) }).where('id', '=', id).execute();
      ids.push(id);
    }
    return ids;
  }

  it('are re-sealed under the key at start and reported as re-sealed and intact; a broken one stays altered; an unkeyed entry added later is altered', async () => {
    const db = database.db;
    const good = await addTestOffer(db);
    const broken = await addTestOffer(db);
    const goodIds = await appendLegacy(db, good, ['viewed', 'signed', 'accepted']);
    const brokenIds = await appendLegacy(db, broken, ['viewed', 'signed', 'accepted']);
    await sql`UPDATE offer_events SET ip = '198.51.100.1' WHERE id = ${brokenIds[1]}`.execute(db);
    const oldHashes = (await rowsOf(db, good.offerId)).map((row) => row.hash);

    const migrated = await migrate(database);
    const at = new Date('2026-11-28T08:00:00.000Z');
    expect(await resealLegacyOfferEvents(db, migrated, () => at)).toEqual({ resealed: [good.offerId], left: [broken.offerId] });
    // Idempotent: run again, it finds only the chain that did not check, and leaves it again.
    expect(await resealLegacyOfferEvents(db, migrated, () => at)).toEqual({ resealed: [], left: [broken.offerId] });
    // A later start (migration 025 not applied by it) re-seals nothing at all.
    expect(await resealLegacyOfferEvents(db, { applied: [] }, () => at)).toEqual({ resealed: [], left: [] });

    const key = evidenceKeyring(db).current;
    const audit = await checkOfferAudit(db, good.offerId);
    expect(audit).toMatchObject({ intact: true, verifiable: true, altered: [] });
    expect(audit.entries.map((entry) => [entry.id, entry.status, entry.key_id, entry.resealed_at])).toEqual(goodIds.map((id) => [id, 'intact', key.id, at.toISOString()]));
    expect(audit.entries[0]?.note).toBe(`Written before keyed evidence: checked under the earlier SHA-256 rule and re-sealed under key ${key.id} at 2026-11-28T08:00:00.000Z.`);
    expect((await rowsOf(db, good.offerId)).map((row) => row.legacy_hash)).toEqual(oldHashes);

    const brokenAudit = await checkOfferAudit(db, broken.offerId);
    expect(brokenAudit).toMatchObject({ intact: false, altered: brokenIds });
    expect(brokenAudit.entries.map((entry) => [entry.status, entry.reason, entry.key_id])).toEqual([['altered', 'unkeyed', null], ['altered', 'hash', null], ['altered', 'unkeyed', null]]);

    // After the re-seal, an entry written the old way (no key) is a downgrade: altered, and never re-sealed.
    const [late] = await appendLegacy(db, good, ['viewed']);
    expect(await checkOfferAudit(db, good.offerId)).toMatchObject({ intact: false, altered: [late] });
    // Even marked as from before keys, it is not re-sealed: its chain has keyed entries.
    await db.updateTable('offer_events').set({ legacy_hash: sql`hash` }).where('id', '=', late ?? 0).execute();
    expect(await resealLegacyOfferEvents(db, { applied: [25] })).toEqual({ resealed: [], left: [good.offerId, broken.offerId].sort((a, b) => a - b) });
    expect((await checkOfferAudit(db, good.offerId)).entries.find((entry) => entry.id === late)).toMatchObject({ status: 'altered', reason: 'unkeyed' });
  });
});

describe('a keyed chain passed off as one from before keyed evidence', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('rewritten in full to the pre-key form, marks included, is not re-sealed at the next start once keyed entries exist: it stays altered', async () => {
    const db = database.db;
    const offer = await addTestOffer(db);
    const ids = await fourEvents(db, offer);
    // Whoever can write the table changes the signing's ip and rewrites the whole chain as the old code
    // would have written it, with the marks migration 025 sets: SHA-256 hashes, no key id, legacy_hash = hash.
    await sql`UPDATE offer_events SET ip = '198.51.100.66' WHERE id = ${ids[2]}`.execute(db);
    let previous = '';
    for (const row of await rowsOf(db, offer.offerId)) {
      const hash = legacyOfferEventHash({ ...row, prev_hash: previous });
      await db.updateTable('offer_events').set({ prev_hash: previous, hash, key_id: null, legacy_hash: hash, resealed_at: null }).where('id', '=', row.id).execute();
      previous = hash;
    }
    // Even a start that applies migration 025 (the only one that re-seals) must not launder the forgery
    // into 'intact' once the chain held entries keyed as written.
    const other = await addTestOffer(db);
    await fourEvents(db, other);
    expect(await resealLegacyOfferEvents(db, { applied: [25] })).toEqual({ resealed: [], left: [offer.offerId] });
    const audit = await checkOfferAudit(db, offer.offerId);
    expect(audit).toMatchObject({ intact: false, altered: ids, message: 'This audit log has been altered: 4 entries do not check.' });
    expect(audit.entries.map((entry) => entry.reason)).toEqual(['unkeyed', 'unkeyed', 'unkeyed', 'unkeyed']);
  });
});
