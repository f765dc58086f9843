import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { openDatabase, type Db } from '../../db/database';
import { addCandidate, addCompany } from '../../testing/fixtures';
import { createTestDatabase, testEngine, type TestDatabase } from '../../testing/testDatabase';
import { getDomain, type Domain } from '../domains';
import { getCandidate, type Candidate } from '../candidates';
import { moveSessionCart, readCart, updateCart, type CartOwner } from '../jobCart/jobCart';
import { importPositions, type ImportDeps } from './importPositions';

// An import and a job cart add touching the same positions at once (PostgreSQL only: SQLite runs one writer at
// a time, so nothing there can deadlock). The cart locks its positions FOR SHARE in id order; the import
// updates one position and closes another in separate statements. Unless the import also takes its row locks
// in id order, each can hold a row the other waits for, and PostgreSQL aborts one of them (40P01).

const DOMAIN = 'locks.test';
const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const ROUNDS = 30;
const config = loadConfig({ LOG_LEVEL: 'silent' });

let database: TestDatabase;
let domain: Domain;
// The test's own pool: the lock it holds and what it watches must not wait behind the import's or the cart's connections.
let watcher: Db;

const header = 'external_id,status,title,department,description,employment_type,city,country,lat,lng';
const open = (id: string, title: string) => `${id},open,${title},Engineering,About it.,FULL_TIME,Oslo,NO,59.9139,10.7522`;
const closed = (id: string) => `${id},closed,,,,,,,,`;
const file = (...rows: string[]) => [header, ...rows].join('\n');
const deps = (): ImportDeps => ({ db: database.db, config, now: () => NOW });

/** Sessions of the test database waiting for a lock (a row, a transaction), as PostgreSQL reports them. */
async function waitingForLocks(): Promise<number> {
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(watcher);
  return result.rows[0]!.n;
}

async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Holds FOR SHARE on position `id` (as a cart add or a save does) until `release` is called. */
function holdShareLock(id: number): { held: Promise<void>; release: () => void; done: Promise<void> } {
  let release!: () => void;
  let locked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (locked = resolve));
  const done = watcher.transaction().execute(async (trx) => {
    await trx.selectFrom('positions').select('id').where('id', '=', id).forShare().execute();
    locked();
    await released;
  });
  return { held, release, done };
}

type Outcome = { ok: true; value: unknown } | { ok: false; code: string };
const settle = (work: Promise<unknown>): Promise<Outcome> =>
  work.then(
    (value) => ({ ok: true as const, value }),
    (error: { code?: string; status?: number }) => ({ ok: false as const, code: String(error.code ?? error.status) }),
  );

(testEngine === 'postgres' ? describe : describe.skip)('an import and a job cart add on the same positions at once', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    watcher = openDatabase({ engine: 'postgres', url: database.url, poolSize: 2 }).db;
    await addCompany(database.db, DOMAIN);
    domain = (await getDomain(database.db, DOMAIN)) as Domain;
  });
  afterAll(async () => {
    await watcher.destroy();
    await database.close();
  });

  test(`never deadlock, and a closed position is never added (${ROUNDS} rounds)`, async () => {
    // A pair of positions per round, A before B, so A has the lower id: the cart locks A first, the import
    // writes B first (its update) and A after (its close).
    const rounds = [...Array(ROUNDS).keys()];
    const created = await importPositions(deps(), domain, file(...rounds.flatMap((round) => [open(`A-${round}`, 'Deckhand'), open(`B-${round}`, 'Navigator')])));
    for (const round of rounds) {
      const [a, b] = created.openedIds.slice(2 * round, 2 * round + 2) as [number, number];
      expect(a).toBeLessThan(b);
      const cart: CartOwner = { kind: 'session', domain: DOMAIN, sessionHash: `visitor-${round}` };
      const changes = file(open(`B-${round}`, 'Senior Navigator'), closed(`A-${round}`));

      let importing: Promise<Outcome>;
      let adding: Promise<Outcome>;
      if (round % 3 !== 2) {
        // Interleavings made certain: a share lock the test holds (as another cart add would) stops the import at
        // one of the two rows, the cart add starts while it waits, and then the lock is let go. Held on A, it is
        // the interleaving that deadlocked: an import writing in file order has B written and waits for A, while
        // the cart holds A and waits for B. Held on B, an import locking in id order has A and the cart waits for it.
        const hold = holdShareLock(round % 3 === 0 ? a : b);
        await hold.held;
        importing = settle(importPositions(deps(), domain, changes));
        await until(async () => (await waitingForLocks()) >= 1);
        let addSettled = false;
        adding = settle(updateCart(database.db, cart, [a, b], 'add', NOW)).finally(() => (addSettled = true));
        await until(async () => addSettled || (await waitingForLocks()) >= 2);
        hold.release();
        await hold.done;
      } else {
        // Left to the scheduler: the two simply start together.
        [importing, adding] = [settle(importPositions(deps(), domain, changes)), settle(updateCart(database.db, cart, [a, b], 'add', NOW))];
      }

      const [imported, added] = await Promise.all([importing, adding]);
      expect({ round, imported: imported.ok ? 'ok' : imported.code }).toEqual({ round, imported: 'ok' });
      expect(imported.ok && imported.value).toMatchObject({ updated: 1, closed: 1 });
      const after = await readCart(database.db, cart, NOW);
      if (added.ok) {
        // Added before the import closed A: both were open then, and the cart now names A as closed.
        expect((added.value as Awaited<ReturnType<typeof readCart>>).items.map((item) => [item.id, item.archived_at])).toEqual([[a, null], [b, null]]);
        expect(after.items.map((item) => item.id)).toEqual([a, b]);
        expect(after.invalidPositionIds).toEqual([a]);
      } else {
        // After it: refused as a closed position is, with nothing written.
        expect({ round, added: added.code }).toEqual({ round, added: 'position_closed' });
        expect(after.items).toEqual([]);
      }
    }
    // Each round reads its file in a worker thread and, when it goes wrong, waits out PostgreSQL's deadlock_timeout.
  }, 300_000);

  test('an import does not wait for a transaction that only refers to its positions (a cart hand-over at log-in)', async () => {
    // The hand-over inserts the visitor's items, in the order added, not by id: each insert's foreign key
    // check locks its position FOR KEY SHARE. The import's lock must not conflict with that (as its UPDATE
    // does not), or it would hold A, wait for B, and the hand-over's next insert would wait for A: a deadlock.
    const created = await importPositions(deps(), domain, file(open('HA', 'Deckhand'), open('HB', 'Navigator')));
    const [a, b] = created.openedIds as [number, number];
    const visitor: CartOwner = { kind: 'session', domain: DOMAIN, sessionHash: 'hand-over' };
    await updateCart(database.db, visitor, [b, a], 'add', NOW);
    const alex = (await getCandidate(database.db, DOMAIN, await addCandidate(database.db, DOMAIN, 'alex@locks.test'))) as Candidate;

    let release!: () => void;
    let inserted!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = new Promise<void>((resolve) => (inserted = resolve));
    // The hand-over stopped between its insert and its commit.
    const handOver = watcher.transaction().execute(async (trx) => {
      await trx.insertInto('job_cart_candidate_items').values([b, a].map((id) => ({ domain: DOMAIN, candidate_id: alex.id, position_id: id, created_at: new Date(NOW).toISOString() }))).execute();
      inserted();
      await released;
    });
    await holding;
    let imported = false;
    const importing = importPositions(deps(), domain, file(open('HB', 'Senior Navigator'), closed('HA'))).finally(() => (imported = true));
    await until(async () => imported || (await waitingForLocks()) >= 1);
    const first = imported ? 'imported' : 'waiting for a lock';
    release();
    await handOver;
    expect(first).toBe('imported');
    expect(await importing).toMatchObject({ updated: 1, closed: 1 });
    expect(await moveSessionCart(database.db, 'hand-over', alex)).toBe(0);
    expect((await readCart(database.db, { kind: 'candidate', domain: DOMAIN, candidateId: alex.id }, NOW)).invalidPositionIds).toEqual([a]);
  });
});
