import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { createTestDatabase, type TestDatabase } from '../../../testing/testDatabase';
import { addTestOffer, type TestOffer } from './evidenceTesting';
import { appendOfferEvent, checkOfferAudit, sha256Hex } from './index';
import { legacyOfferEventHash } from './legacyOfferEventHash';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

/** An offer with four chained events (viewed, downloaded, signed, accepted) and one of another offer in between. */
async function offerWithEvents(): Promise<{ offer: TestOffer; ids: number[] }> {
  const offer = await addTestOffer(db);
  const other = await addTestOffer(db);
  const before = Buffer.from('%PDF-1.7 before');
  const after = Buffer.from('%PDF-1.7 after');
  const base = { domain: offer.domain, offerId: offer.offerId, documentId: offer.documentId, candidateId: offer.candidateId, ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test/1.0' };
  const ids: number[] = [];
  await db.transaction().execute(async (trx) => {
    ids.push((await appendOfferEvent(trx, { ...base, event: 'viewed', before, after: null, at: new Date('2026-11-20T10:00:00Z') })).id);
    ids.push((await appendOfferEvent(trx, { ...base, event: 'downloaded', before, after: null, at: new Date('2026-11-20T10:01:00Z') })).id);
    await appendOfferEvent(trx, { ...base, domain: other.domain, offerId: other.offerId, documentId: other.documentId, candidateId: other.candidateId, event: 'viewed', before: null, after: null });
    ids.push((await appendOfferEvent(trx, { ...base, event: 'signed', before, after, at: new Date('2026-11-20T10:02:00Z') })).id);
    ids.push((await appendOfferEvent(trx, { ...base, documentId: null, event: 'accepted', before: null, after: null, at: new Date('2026-11-20T10:02:00Z') })).id);
  });
  return { offer, ids };
}

/** The stored text of `column` of entry `id`, with its character at `index` changed by one bit (a one-byte change). */
async function flipOneByte(id: number, column: string): Promise<void> {
  const row = (await db.selectFrom('offer_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as unknown as Record<string, unknown>;
  const value = row[column];
  if (typeof value === 'number') {
    await sql`UPDATE offer_events SET ${sql.ref(column)} = ${value + 1} WHERE id = ${id}`.execute(db);
    return;
  }
  const text = String(value ?? '');
  const index = Math.floor(text.length / 2);
  const changed = text ? text.slice(0, index) + String.fromCharCode(text.charCodeAt(index) ^ 1) + text.slice(index + 1) : 'x';
  await sql`UPDATE offer_events SET ${sql.ref(column)} = ${changed} WHERE id = ${id}`.execute(db);
}

describe('the audit chain', () => {
  it('chains each entry to the one before and stores the hashes of the bytes, not the bytes', async () => {
    const { offer, ids } = await offerWithEvents();
    const audit = await checkOfferAudit(db, offer.offerId);
    expect(audit).toMatchObject({ intact: true, altered: [] });
    expect(audit.entries.map((entry) => entry.id)).toEqual(ids);
    expect(audit.entries.map((entry) => entry.event)).toEqual(['viewed', 'downloaded', 'signed', 'accepted']);
    expect(audit.entries[0]?.prev_hash).toBe('');
    for (let i = 1; i < audit.entries.length; i += 1) expect(audit.entries[i]?.prev_hash).toBe(audit.entries[i - 1]?.hash);
    expect(audit.entries[2]).toMatchObject({
      sha256_before: sha256Hex(Buffer.from('%PDF-1.7 before')), sha256_after: sha256Hex(Buffer.from('%PDF-1.7 after')),
      ip: '203.0.113.7', at: '2026-11-20T10:02:00.000Z', intact: true,
    });
    expect(audit.entries[3]).toMatchObject({ document_id: null, sha256_before: null, sha256_after: null });
  });

  // Every stored field of every entry: a one-byte change names exactly that entry.
  // (offer_id: the next test; a changed one moves the entry to another offer's chain.)
  const fields = ['domain', 'document_id', 'candidate_id', 'event', 'at', 'ip', 'user_agent', 'sha256_before', 'sha256_after', 'prev_hash', 'hash'];
  it.each(fields)('names the entry whose %s changed by one byte, in any position of the chain', async (column) => {
    for (let position = 0; position < 4; position += 1) {
      const { offer, ids } = await offerWithEvents();
      const id = ids[position] ?? 0;
      // The event column is checked by the database (a known name); a valid other name is the smallest change there.
      if (column === 'event') await db.updateTable('offer_events').set({ event: position === 0 ? 'downloaded' : 'viewed' }).where('id', '=', id).execute();
      // The last entry has no document: give it one.
      else if (column === 'document_id' && position === 3) await db.updateTable('offer_events').set({ document_id: offer.documentId }).where('id', '=', id).execute();
      else await flipOneByte(id, column);
      const audit = await checkOfferAudit(db, offer.offerId);
      expect(audit.intact).toBe(false);
      // A changed hash also breaks the link of the entry after it.
      const expected = column === 'hash' && position < 3 ? [id, ids[position + 1]] : [id];
      expect(audit.altered).toEqual(expected);
      expect(audit.entries.find((entry) => entry.id === id)?.intact).toBe(false);
    }
  });

  it('an entry whose offer_id changed (moved to another offer) breaks both chains', async () => {
    const first = await offerWithEvents();
    const second = await offerWithEvents();
    const moved = first.ids[1] ?? 0;
    await db.updateTable('offer_events').set({ offer_id: second.offer.offerId }).where('id', '=', moved).execute();
    expect((await checkOfferAudit(db, first.offer.offerId)).altered).toEqual([first.ids[2]]);
    expect((await checkOfferAudit(db, second.offer.offerId)).altered).toContain(moved);
  });

  it('names the entry after a deleted one, whether first or in the middle', async () => {
    for (const position of [0, 1, 2]) {
      const { offer, ids } = await offerWithEvents();
      await db.deleteFrom('offer_events').where('id', '=', ids[position] ?? 0).execute();
      const audit = await checkOfferAudit(db, offer.offerId);
      expect(audit).toMatchObject({ intact: false, altered: [ids[position + 1]] });
    }
  });

  it('names reordered entries: two entries swapped', async () => {
    const { offer, ids } = await offerWithEvents();
    const [a, b] = [ids[1] ?? 0, ids[2] ?? 0];
    // Swap the two rows' contents (ids stay, so the order by id changes).
    const rowA = await db.selectFrom('offer_events').selectAll().where('id', '=', a).executeTakeFirstOrThrow();
    const rowB = await db.selectFrom('offer_events').selectAll().where('id', '=', b).executeTakeFirstOrThrow();
    const { id: _a, ...restA } = rowA;
    const { id: _b, ...restB } = rowB;
    await db.updateTable('offer_events').set(restB).where('id', '=', a).execute();
    await db.updateTable('offer_events').set(restA).where('id', '=', b).execute();
    const audit = await checkOfferAudit(db, offer.offerId);
    expect(audit.intact).toBe(false);
    expect(audit.altered).toEqual(expect.arrayContaining([a, b]));
    expect(audit.altered).not.toContain(ids[0]);
  });

  it('names reordered entries: one renumbered to the end of the chain', async () => {
    const { offer, ids } = await offerWithEvents();
    const first = ids[0] ?? 0;
    const last = await db.selectFrom('offer_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    await db.updateTable('offer_events').set({ id: Number(last.id) + 100 }).where('id', '=', first).execute();
    const audit = await checkOfferAudit(db, offer.offerId);
    expect(audit.altered).toEqual([ids[1], Number(last.id) + 100]);
  });

  it('names the entry whose change was covered by a re-computed SHA-256 hash (no key), and the entry after it', async () => {
    const { offer, ids } = await offerWithEvents();
    const id = ids[1] ?? 0;
    const row = await db.selectFrom('offer_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const forged = { ...row, ip: '198.51.100.1' };
    await db.updateTable('offer_events').set({ ip: forged.ip, hash: legacyOfferEventHash(forged) }).where('id', '=', id).execute();
    expect((await checkOfferAudit(db, offer.offerId)).altered).toEqual([id, ids[2]]);
  });

  it('an offer with no events is intact and empty', async () => {
    const offer = await addTestOffer(db);
    expect(await checkOfferAudit(db, offer.offerId)).toEqual({
      intact: true, altered: [], verifiable: true, unknown_key_ids: [], entries: [],
      message: "This audit log is intact: every entry checks under this server's evidence keys.",
    });
  });
});
