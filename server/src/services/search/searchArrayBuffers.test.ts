import type { Db } from '../../db/database';
import { demoCompanySettings } from '../../db/demo/company';
import { insertPositions } from '../../db/demo/insertPositions';
import { generatePosition } from '../../db/demo/positions';
import { Random } from '../../db/demo/random';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Domain } from '../domains';
import type { searchPositionsJson as SearchPositionsJson } from './searchAnswers';
import type { CACHE_ON as CacheOn, SearchInput } from './searchPositions';

// ArrayBuffers (typed arrays, Buffers) live outside the JS heap and outlive the collector's quick
// collections: their growth is what started the server's full collections, the slow 1-3 % of uncached
// searches (README; issue 26). Made per search in proportion to the index (the rows found, a place's
// per-group pass and distances), they grew with the company's positions. Counted here, not timed: the
// bytes of every typed array and Buffer an uncached search makes, at 5,000 and at 20,000 positions.

// Every search runs in full, as `pnpm bench search` runs them: the module reads this when it loads (below).
process.env.SEARCH_CACHE = 'off';

const NOW = new Date('2026-03-01T12:00:00Z');
const SMALL = 5_000;
const LARGE = 20_000;
const RUNS = 20;

let database: TestDatabase;
let db: Db;
// Loaded once the environment above is set (a static import would load it first).
const { searchPositionsJson } = jest.requireActual<{ searchPositionsJson: typeof SearchPositionsJson }>('./searchAnswers');
const { CACHE_ON } = jest.requireActual<{ CACHE_ON: typeof CacheOn }>('./searchPositions');

const domainOf = (id: string): Domain => ({ id, name: id, settings: demoCompanySettings() });

async function addCompany(id: string, positions: number): Promise<void> {
  await db.insertInto('domains').values({ id, name: id, config_json: JSON.stringify(demoCompanySettings()), created_at: NOW.toISOString() }).execute();
  const rng = new Random(7);
  await db.transaction().execute((trx) => insertPositions(trx, positions, (i) => ({ domain: id, ...generatePosition(rng, i, NOW, id) })));
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await addCompany('small.test', SMALL);
  await addCompany('large.test', LARGE);
}, 120_000);
afterAll(() => database.close());

const TYPED_ARRAYS = ['Int8Array', 'Uint8Array', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array'] as const;
const BUFFER_MAKERS = ['from', 'alloc', 'allocUnsafe', 'allocUnsafeSlow', 'concat'] as const;
const COPIES = ['slice', 'map', 'filter'] as const;

/** Bytes of the typed arrays and Buffers made while `work` runs (views such as subarray share their buffer and make none). */
async function arrayBufferBytes(work: () => Promise<unknown>): Promise<number> {
  let bytes = 0;
  // A Buffer is made by Node's own typed arrays, which the constructors below do not see: counted once, here.
  let inBuffer = 0;
  const count = (made: ArrayBufferView) => {
    if (inBuffer === 0) bytes += made.byteLength;
    return made;
  };
  const g = globalThis as unknown as Record<string, unknown>;
  const restore: Array<() => void> = [];
  for (const name of TYPED_ARRAYS) {
    const original = g[name] as new (...args: unknown[]) => ArrayBufferView;
    g[name] = new Proxy(original, { construct: (target, args, newTarget) => count(Reflect.construct(target, args, newTarget === g[name] ? target : newTarget) as ArrayBufferView) });
    restore.push(() => (g[name] = original));
  }
  const typedProto = Object.getPrototypeOf(Int8Array.prototype) as Record<string, (...args: unknown[]) => ArrayBufferView>;
  for (const name of COPIES) {
    const original = typedProto[name] as (...args: unknown[]) => ArrayBufferView;
    typedProto[name] = function (this: unknown, ...args: unknown[]) {
      return count(original.apply(this, args));
    };
    restore.push(() => (typedProto[name] = original));
  }
  const buffer = Buffer as unknown as Record<string, (...args: unknown[]) => Buffer>;
  for (const name of BUFFER_MAKERS) {
    const original = buffer[name] as (...args: unknown[]) => Buffer;
    buffer[name] = function (this: unknown, ...args: unknown[]): Buffer {
      inBuffer += 1;
      let made: Buffer;
      try {
        made = original.apply(this, args);
      } finally {
        inBuffer -= 1;
      }
      return count(made) as Buffer;
    };
    restore.push(() => (buffer[name] = original));
  }
  try {
    await work();
  } finally {
    for (const undo of restore) undo();
  }
  return bytes;
}

/**
 * ArrayBuffer bytes per uncached search of `input` besides its answer (the one Buffer sent, whose length is
 * the answer's: more places make longer option lists), after a few searches have made what an index keeps.
 */
async function perSearch(domain: string, input: SearchInput): Promise<number> {
  const search = () => searchPositionsJson(db, domainOf(domain), null, input, undefined, NOW.getTime());
  for (let i = 0; i < 3; i++) await search();
  let answers = 0;
  const bytes = await arrayBufferBytes(async () => {
    for (let i = 0; i < RUNS; i++) answers += (await search()).length;
  });
  return (bytes - answers) / RUNS;
}

const input = (given: Partial<SearchInput>): SearchInput => ({ query: '', location: '', start: 0, filters: {}, ...given });

test('the answer cache is off here, so each search runs in full', () => {
  expect(CACHE_ON).toBe(false);
});

test.each([
  ['a broad query', input({ query: 'engineer' })],
  ['a map point', input({ location: 'Map Location:::52.52,13.405' })],
  ['a country', input({ location: 'Germany' })],
  ['a filter', input({ filters: { department: ['Engineering'] } })],
])('%s: the ArrayBuffers an uncached search makes besides its answer do not grow with the positions', async (_label, asked) => {
  const small = await perSearch('small.test', asked);
  const large = await perSearch('large.test', asked);
  // Four times the positions. With an array per search as long as the rows found or the groups (the rows'
  // copy, a point's distances, the titles' scores) it grew by 21-49 KB (broad query 118 → 164 KB, map point
  // 51 → 100 KB, filter 62 → 83 KB); now by at most 10 KB: the filters' JSON (one copy, longer with more
  // places) and a query word's groups (fieldWords.ts groupHits, a byte per group).
  expect(large - small).toBeLessThan(16 * 1024);
}, 60_000);
