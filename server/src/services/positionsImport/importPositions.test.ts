import { loadConfig } from '../../config';
import { addCompany } from '../../testing/fixtures';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { getDomain, type Domain } from '../domains';
import { importPositions, InvalidImport, type ImportDeps } from './importPositions';

// The file is read in a worker thread; the loop turns while it waits for it as often as the machine's load
// makes it wait. loopTurnsDuring counts only the turns outside that read: the import's own yields.
const mockFileReads = { pending: 0 };
jest.mock('./readImportFileInWorker', () => {
  const actual = jest.requireActual<typeof import('./readImportFileInWorker')>('./readImportFileInWorker');
  return {
    ...actual,
    readImportFileInWorker: (...args: Parameters<typeof actual.readImportFileInWorker>) => {
      mockFileReads.pending += 1;
      return actual.readImportFileInWorker(...args).finally(() => {
        mockFileReads.pending -= 1;
      });
    },
  };
});

let database: TestDatabase;
let domain: Domain;
const config = loadConfig({ LOG_LEVEL: 'silent' });
const NOW = Date.parse('2026-11-23T12:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await addCompany(database.db, 'ann.test');
  domain = (await getDomain(database.db, 'ann.test')) as Domain;
});
afterAll(async () => {
  await database.close();
});

const row = (id: string, title: string, extra = '') => `${id},${title},Engineering,About it.,FULL_TIME,Oslo,NO,59.9139,10.7522${extra}`;
const file = (...rows: string[]) => ['external_id,title,department,description,employment_type,city,country,lat,lng', ...rows].join('\n');

function listening() {
  const deps: ImportDeps = { db: database.db, config, now: () => NOW };
  return { deps };
}

/** The announcements queued in the outbox since `after` (an outbox id), as the sender will read them. */
async function queuedSince(after: number) {
  const rows = await database.db.selectFrom('outbox').select(['id', 'kind', 'domain', 'payload_json']).where('id', '>', after).orderBy('id').execute();
  return rows.map((r) => ({ kind: r.kind, domain: r.domain, ids: (JSON.parse(r.payload_json) as { positionIds: number[] }).positionIds }));
}
const lastOutboxId = async () => (await database.db.selectFrom('outbox').select(({ fn }) => fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;

test('only what an import opened is queued for announcing: new and reopened positions, not updates or closes', async () => {
  let mark = await lastOutboxId();
  const made = await importPositions(listening().deps, domain, file(row('N-1', 'Fjord Pilot'), row('N-2', 'Fjord Guide')));
  expect(await queuedSince(mark)).toEqual([{ kind: 'announce_positions', domain: 'ann.test', ids: made.openedIds }]);
  expect(made).toMatchObject({ alertsQueued: 2, announced: true });
  expect(made.openedIds).toHaveLength(2);

  mark = await lastOutboxId();
  expect(await importPositions(listening().deps, domain, file(row('N-1', 'Senior Fjord Pilot')))).toMatchObject({ updated: 1, alertsQueued: 0 });
  await importPositions(listening().deps, domain, 'external_id,status\nN-2,closed');
  expect(await queuedSince(mark)).toEqual([]);

  const reopened = await importPositions(listening().deps, domain, file(row('N-2', 'Fjord Guide')));
  expect(reopened).toMatchObject({ reopened: 1, openedIds: [made.openedIds[1]], alertsQueued: 1 });
  expect(await queuedSince(mark)).toEqual([{ kind: 'announce_positions', domain: 'ann.test', ids: [made.openedIds[1]] }]);
});

test('a refused file queues nothing and writes nothing', async () => {
  const mark = await lastOutboxId();
  await expect(importPositions(listening().deps, domain, file(row('R-1', 'Fjord Baker'), row('R-2', 'Fjord Smith', '').replace('59.9139', 'north')))).rejects.toBeInstanceOf(InvalidImport);
  expect(await queuedSince(mark)).toEqual([]);
  expect(await database.db.selectFrom('positions').select('id').where('external_id', '=', 'R-1').execute()).toEqual([]);
});

test('control characters are refused line by line: none in ids, titles and cities, only line breaks and tabs in descriptions', async () => {
  const quiet = listening();
  const json = `[\n${[
    { external_id: 'C-1', title: 'Fjord\u0007Pilot', department: 'Engineering', description: 'About it.', employment_type: 'FULL_TIME', city: 'Oslo', country: 'NO', lat: 59.9, lng: 10.7 },
    { external_id: 'C-2\t', title: 'Fjord Pilot', department: 'Engineering', description: 'About it.', employment_type: 'FULL_TIME', city: 'Os\nlo', country: 'NO', lat: 59.9, lng: 10.7 },
    { external_id: 'C-3', title: 'Fjord Pilot', department: 'Engineering', description: 'About\u0000it.', employment_type: 'FULL_TIME', city: 'Oslo', country: 'NO', lat: 59.9, lng: 10.7 },
    { external_id: 'C-4', title: 'Fjord Pilot', department: 'Engineering', description: 'Line one\r\n\tLine two\nthree', employment_type: 'FULL_TIME', city: 'Oslo', country: 'NO', lat: 59.9, lng: 10.7 },
  ].map((position) => JSON.stringify(position)).join(',\n')}\n]`;
  // One object a line: the first is on line 2.
  const refused = await importPositions(quiet.deps, domain, json, 'json').catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(InvalidImport);
  expect((refused as InvalidImport).problems).toEqual([
    { line: 2, message: 'title contains a control character (U+0007)' },
    { line: 3, message: 'external id contains a control character (U+0009)' },
    { line: 3, message: 'city contains a control character (U+000A)' },
    { line: 4, message: 'description contains a control character (U+0000) (only line breaks and tabs are allowed there)' },
  ]);
  expect(await database.db.selectFrom('positions').select('id').where('external_id', 'in', ['C-1', 'C-4']).execute()).toEqual([]);
});

/** `count` open rows, ids P-<prefix>-0 …, in a CSV file. */
const many = (prefix: string, count: number, title = 'Fjord Worker') => file(...Array.from({ length: count }, (_, i) => row(`P-${prefix}-${i}`, `${title} ${i}`)));

/**
 * How many turns of the event loop `work` let happen: a setImmediate callback, queued again each time
 * it runs, runs once per turn. Work that never yields (awaits that resolve in microtasks only, as the
 * synchronous SQLite driver's do) gives it none, whatever the time taken. Turns while the file is read
 * in its worker are not counted (they measure the wait, i.e. time).
 */
async function loopTurnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (mockFileReads.pending === 0) turns += 1;
    if (running) ticker = setImmediate(tick);
  };
  let ticker = setImmediate(tick);
  try {
    await work();
  } finally {
    running = false;
    clearImmediate(ticker);
  }
  return turns;
}

test('a large import lets the event loop turn while it checks, writes and announces: the loop turns, more the more rows', async () => {
  // No wall-clock threshold: the loop's turns are counted, and a larger file must give more of them
  // (before, a whole import ran in microtasks only on SQLite and a 5,000-row file gave none).
  const small = await loopTurnsDuring(() => importPositions(listening().deps, domain, many('s', 500)));
  const mark = await lastOutboxId();
  const large = await loopTurnsDuring(() => importPositions(listening().deps, domain, many('l', 5000)));
  expect(large).toBeGreaterThan(10);
  expect(large).toBeGreaterThan(small);
  expect((await queuedSince(mark)).map((q) => q.ids.length)).toEqual([5000]);
  // Updating them all again (a new title each) turns it as often, and so does closing them.
  const updated = await loopTurnsDuring(() => importPositions(listening().deps, domain, many('l', 5000, 'Fjord Keeper')));
  expect(updated).toBeGreaterThan(10);
  const closed = await loopTurnsDuring(() =>
    importPositions(listening().deps, domain, ['external_id,status', ...Array.from({ length: 5000 }, (_, i) => `P-l-${i},closed`)].join('\n')),
  );
  expect(closed).toBeGreaterThan(10);
  const open = await database.db.selectFrom('positions').select('id').where('external_id', 'like', 'P-l-%').where('archived_at', 'is', null).execute();
  expect(open).toEqual([]);
});
