import type { Db } from '../../../db/database';
import { createTestDatabase, type TestDatabase } from '../../../testing/testDatabase';
import { addTestOffer } from './evidenceTesting';
import { appendOfferEvent, checkOfferAudit, READ_REPEAT_WINDOW_MS, sha256Hex } from './index';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

describe('appendOfferEvent with onceWithin (views and downloads)', () => {
  it('appends a repeat of a recent entry once; another IP, agent, event, document bytes or a later time is a new entry', async () => {
    const offer = await addTestOffer(db);
    const bytes = Buffer.from('%PDF-1.7 letter');
    const start = Date.parse('2026-11-20T10:00:00Z');
    const base = { domain: offer.domain, offerId: offer.offerId, documentId: offer.documentId, candidateId: offer.candidateId, ip: '203.0.113.1', userAgent: 'Agent/1', before: bytes, after: bytes };
    const read = (minutes: number, change: Partial<typeof base> & { event?: 'viewed' | 'downloaded' } = {}) =>
      db.transaction().execute((trx) => appendOfferEvent(trx, { event: 'viewed', ...base, ...change, at: new Date(start + minutes * 60_000) }, { onceWithin: READ_REPEAT_WINDOW_MS }));

    const first = await read(0);
    expect(first.appended).toBe(true);
    // Reloads within 10 minutes answer the entry already there.
    expect(await read(1)).toEqual({ ...first, appended: false });
    expect(await read(9.9)).toEqual({ ...first, appended: false });
    const appended = [
      await read(2, { ip: '203.0.113.2' }),
      await read(3, { userAgent: 'Agent/2' }),
      await read(4, { event: 'downloaded' }),
      await read(5, { before: Buffer.from('%PDF-1.7 signed'), after: Buffer.from('%PDF-1.7 signed') }),
      await read(10.01),
    ];
    expect(appended.map((entry) => entry.appended)).toEqual([true, true, true, true, true]);
    // The repeats of those are not appended again.
    expect((await read(6, { ip: '203.0.113.2' })).appended).toBe(false);
    expect((await read(6, { event: 'downloaded' })).appended).toBe(false);

    const audit = await checkOfferAudit(db, offer.offerId);
    expect(audit).toMatchObject({ intact: true, altered: [] });
    expect(audit.entries.map((entry) => [entry.event, entry.ip, entry.user_agent, entry.at])).toEqual([
      ['viewed', '203.0.113.1', 'Agent/1', '2026-11-20T10:00:00.000Z'],
      ['viewed', '203.0.113.2', 'Agent/1', '2026-11-20T10:02:00.000Z'],
      ['viewed', '203.0.113.1', 'Agent/2', '2026-11-20T10:03:00.000Z'],
      ['downloaded', '203.0.113.1', 'Agent/1', '2026-11-20T10:04:00.000Z'],
      ['viewed', '203.0.113.1', 'Agent/1', '2026-11-20T10:05:00.000Z'],
      ['viewed', '203.0.113.1', 'Agent/1', '2026-11-20T10:10:00.600Z'],
    ]);
    expect(audit.entries[4]?.sha256_before).toBe(sha256Hex(Buffer.from('%PDF-1.7 signed')));
  });

  it('without the option every call appends (signings and decisions are never folded)', async () => {
    const offer = await addTestOffer(db);
    const base = { domain: offer.domain, offerId: offer.offerId, documentId: offer.documentId, candidateId: offer.candidateId, ip: '203.0.113.1', userAgent: 'Agent/1', before: null, after: null, at: new Date('2026-11-20T10:00:00Z') };
    await db.transaction().execute(async (trx) => {
      await appendOfferEvent(trx, { ...base, event: 'viewed' });
      await appendOfferEvent(trx, { ...base, event: 'viewed' });
    });
    expect((await checkOfferAudit(db, offer.offerId)).entries).toHaveLength(2);
  });
});
