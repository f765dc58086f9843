import { makeOffer } from '../features/document/documentFixtures';
import { withOffer } from './withOffer';

test('the changed offer replaces its old self and moves to where the server lists it: most recently updated first', () => {
  const older = makeOffer({ id: 3, updated_at: '2026-11-01T10:00:00.000Z' });
  const signedNow = makeOffer({ id: 7, status: 'Accepted', actionable: false, updated_at: '2026-11-30T10:00:00.000Z' });
  const list = { offers: [makeOffer({ id: 9, updated_at: '2026-11-20T10:00:00.000Z' }), makeOffer({ id: 7, updated_at: '2026-11-10T10:00:00.000Z' }), older] };
  expect(withOffer(list, signedNow).offers.map((o) => [o.id, o.status])).toEqual([[7, 'Accepted'], [9, 'Extended'], [3, 'Extended']]);
  // The list it was given is not changed (SWR compares the new data with it).
  expect(list.offers.map((o) => o.id)).toEqual([9, 7, 3]);
});

test('offers updated at the same moment keep the server order: the higher id first', () => {
  const at = '2026-11-20T10:00:00.000Z';
  const list = { offers: [makeOffer({ id: 9, updated_at: at }), makeOffer({ id: 4, updated_at: at })] };
  expect(withOffer(list, makeOffer({ id: 4, updated_at: at, status: 'Declined' })).offers.map((o) => o.id)).toEqual([9, 4]);
  expect(withOffer(list, makeOffer({ id: 12, updated_at: at })).offers.map((o) => o.id)).toEqual([12, 9, 4]);
});
