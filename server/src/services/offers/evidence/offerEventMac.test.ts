import crypto from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../testing/testDatabase';
import { addTestOffer } from './evidenceTesting';
import { appendOfferEvent, checkOfferAudit } from './index';

// The audit compares each stored hash with the MAC it should be in constant time (review of issue 25):
// node:crypto's timingSafeEqual, watched here through a pass-through.
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

it('checkOfferAudit compares every keyed entry\'s hash with timingSafeEqual', async () => {
  const db = database.db;
  const offer = await addTestOffer(db);
  const ids = await db.transaction().execute(async (trx) => {
    const who = { domain: offer.domain, offerId: offer.offerId, documentId: offer.documentId, candidateId: offer.candidateId, ip: '203.0.113.7', userAgent: 'Test/1.0', before: null, after: null };
    return [(await appendOfferEvent(trx, { ...who, event: 'viewed' })).id, (await appendOfferEvent(trx, { ...who, event: 'downloaded' })).id];
  });
  const compare = jest.mocked(crypto.timingSafeEqual);
  compare.mockClear();
  expect(await checkOfferAudit(db, offer.offerId)).toMatchObject({ intact: true });
  expect(compare).toHaveBeenCalledTimes(ids.length);
  // A wrong hash of the right length is still compared (and refused), not cut short.
  await db.updateTable('offer_events').set({ hash: 'f'.repeat(64) }).where('id', '=', ids[1]!).execute();
  compare.mockClear();
  expect(await checkOfferAudit(db, offer.offerId)).toMatchObject({ intact: false, altered: [ids[1]] });
  expect(compare).toHaveBeenCalledTimes(ids.length);
});
