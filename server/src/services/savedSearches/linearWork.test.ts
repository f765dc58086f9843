import { LINEAR_GROWTH, workGrowth } from '@careers/shared/testing/workGrowth';
import type { Db } from '../../db/database';
import { markClicked } from '../notifications';
import { searchKey } from './savedSearches';

// Saved searches, the job cart and the bell. Their routes bound what they read (routes/savedSearches.test.ts,
// jobCart.test.ts, notifications.test.ts: 400 for over-long text, the cart takes only integer ids). Saving
// a search reads its location and filters as the search does (services/search/linearWork.test.ts); what
// is left is below, on inputs far longer than the routes allow.
test.each([
  ['a query of spaces', (n: number) => `a${' \t\n'.repeat(n / 3)}b`],
  ['a location of spaces and punctuation', (n: number) => ' ,:'.repeat(n / 3)],
])('the key that finds a saved search again: %s', (_label, inputOf) => {
  expect(workGrowth((text) => searchKey(text, text, { department: [text, text] }), inputOf)).toBeLessThan(LINEAR_GROWTH);
});

test('a notification id in the path is checked in linear time, before the database is asked', () => {
  const noDb = null as unknown as Db;
  const click = (id: string) => {
    try {
      return markClicked(noDb, { domain: 'demo.test', candidateId: 1 }, id).catch(() => null);
    } catch {
      return null; // 404 Notification not found
    }
  };
  expect(workGrowth(click, (n) => `${'1'.repeat(n)}x`)).toBeLessThan(LINEAR_GROWTH);
});
