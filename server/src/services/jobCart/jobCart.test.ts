import { openDatabase, type Db } from '../../db/database';
import { addCandidate, addCompany, addPosition } from '../../testing/fixtures';
import { createTestDatabase, testEngine, type TestDatabase } from '../../testing/testDatabase';
import type { Candidate } from '../candidates';
import { getCandidate } from '../candidates';
import { moveSessionCart, readCart, updateCart, type CartOwner } from './jobCart';
import { MAX_CART_ITEMS } from '@careers/shared/contracts/jobCart';

// The cart's rules where they are decided; routes/jobCart.test.ts covers the API around them.

let database: TestDatabase;
let db: Db;
let positions: number[];
let alex: Candidate;
let mine: CartOwner;
const visitorCart = (sessionHash: string, domain = 'demo.test'): CartOwner => ({ kind: 'session', domain, sessionHash });

beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  await addCompany(db, 'demo.test');
  await addCompany(db, 'other.test');
  positions = [];
  for (let i = 0; i < MAX_CART_ITEMS + 10; i++) positions.push(await addPosition(db, 'demo.test', `Role ${i}`));
  alex = (await getCandidate(db, 'demo.test', await addCandidate(db, 'demo.test', 'alex@demo.test'))) as Candidate;
  mine = { kind: 'candidate', domain: 'demo.test', candidateId: alex.id };
});
afterEach(() => database.close());

const idsOf = async (owner: CartOwner) => (await readCart(db, owner, Date.now())).items.map((item) => item.id);

test('at log-in the visitor\'s cart joins the candidate\'s: nothing twice, in the order added, within the limit', async () => {
  const [a, b, c] = positions as [number, number, number];
  await updateCart(db, mine, [a], 'add', Date.now());
  await updateCart(db, visitorCart('visitor'), [b, a, c], 'add', Date.now());
  await updateCart(db, visitorCart('visitor', 'other.test'), [], 'add', Date.now());
  expect(await moveSessionCart(db, 'visitor', alex)).toBe(2);
  expect(await idsOf(mine)).toEqual([a, b, c]);
  expect(await idsOf(visitorCart('visitor'))).toEqual([]);

  // A full cart takes only what fits, earliest additions first; the rest of the visitor's cart goes.
  await updateCart(db, mine, positions.slice(3, MAX_CART_ITEMS - 1), 'add', Date.now());
  await updateCart(db, visitorCart('second'), positions.slice(MAX_CART_ITEMS, MAX_CART_ITEMS + 3), 'add', Date.now());
  expect(await moveSessionCart(db, 'second', alex)).toBe(1);
  const full = await idsOf(mine);
  expect(full).toHaveLength(MAX_CART_ITEMS);
  expect(full).toContain(positions[MAX_CART_ITEMS]);
  expect(full).not.toContain(positions[MAX_CART_ITEMS + 1]);
  expect(await idsOf(visitorCart('second'))).toEqual([]);
});

describe('changes to one cart at the same moment', () => {
  // On PostgreSQL half of them go through a pool of their own, as from another instance.
  let second: Db | null = null;
  beforeEach(() => {
    if (testEngine === 'postgres') second = openDatabase({ engine: 'postgres', url: database.url, poolSize: 4 }).db;
  });
  afterEach(async () => {
    await second?.destroy();
    second = null;
  });
  const instance = (n: number) => (second && n % 2 ? second : db);

  test('never take the cart over its limit', async () => {
    await updateCart(db, mine, positions.slice(0, MAX_CART_ITEMS - 1), 'add', Date.now());
    // Ten requests, each adding another position: one fits.
    const extra = positions.slice(MAX_CART_ITEMS - 1);
    const outcomes = await Promise.all(
      extra.map((id, n) => updateCart(instance(n), mine, [id], 'add', Date.now()).then(() => 'added', (error: { kind?: string }) => String(error.kind))),
    );
    expect(outcomes.filter((o) => o === 'added')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'bad_input')).toHaveLength(extra.length - 1);
    expect(await idsOf(mine)).toHaveLength(MAX_CART_ITEMS);
  });

  test('a hand-over at log-in and an add on another tab never take the cart over its limit', async () => {
    await updateCart(db, mine, positions.slice(0, MAX_CART_ITEMS - 5), 'add', Date.now());
    await updateCart(db, visitorCart('visitor'), positions.slice(MAX_CART_ITEMS - 5, MAX_CART_ITEMS), 'add', Date.now());
    const [moved, added] = await Promise.all([
      moveSessionCart(instance(0), 'visitor', alex),
      updateCart(instance(1), mine, positions.slice(MAX_CART_ITEMS, MAX_CART_ITEMS + 5), 'add', Date.now()).then(() => 5, () => 0),
    ]);
    // Whichever ran first filled the cart; the other found no room (the hand-over moves none, the add is refused).
    expect(moved + added).toBe(5);
    expect(await idsOf(mine)).toHaveLength(MAX_CART_ITEMS);
  });
});

test('a closed position is not added (a conflict, nothing written); one added before it closed stays, can be added again and removed', async () => {
  const [open, closing] = positions as [number, number];
  await updateCart(db, mine, [closing], 'add', Date.now());
  await db.updateTable('positions').set({ archived_at: '2026-02-20T00:00:00.000Z' }).where('id', '=', closing).execute();
  expect((await updateCart(db, mine, [closing], 'add', Date.now())).invalidPositionIds).toEqual([closing]);
  expect(await idsOf(mine)).toEqual([closing]);
  expect((await updateCart(db, mine, [closing], 'remove', Date.now())).items).toEqual([]);
  await expect(updateCart(db, mine, [open, closing], 'add', Date.now())).rejects.toMatchObject({
    kind: 'conflict',
    code: 'position_closed',
    message: 'This position is closed and no longer takes applications.',
  });
  expect(await idsOf(mine)).toEqual([]);
});
