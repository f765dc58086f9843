import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import { openDatabase, type OpenDatabase } from '../db/database';
import { AppError } from '../errors';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/testDatabase';
import { installRateLimit, loginRateLimit } from './rateLimit';
import { BATCH_SHARE, FLUSH_EVERY_MS, batchSize, batchedHitCounter } from './rateLimitBatches';
import { countHit, pruneRateLimitHits } from './rateLimitStore';

// Two "instances": two Fastify apps, each with a connection pool of its own, on one database. The
// rate-limit plugin is the real one with the store the server picks for the engine under test.

const config: Config = loadConfig({ RATE_LIMIT_MAX: '5', LOGIN_RATE_LIMIT_MAX: '2', LOG_LEVEL: 'silent' });

async function instance(database: OpenDatabase): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) => reply.code(error instanceof AppError ? error.status : 500).send({ message: (error as Error).message }));
  await installRateLimit(app, { config, db: database.db, engine: database.engine });
  app.get('/page', async () => ({ ok: true }));
  app.post('/login', { config: loginRateLimit(config) }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

let database: TestDatabase;
let second: OpenDatabase;
let a: FastifyInstance;
let b: FastifyInstance;
beforeEach(async () => {
  database = await createTestDatabase();
  // On SQLite a second handle on the same file is what a second process would have.
  second = openDatabase(database.engine === 'postgres' ? { engine: 'postgres', url: database.url, poolSize: 2 } : { engine: 'sqlite', path: database.url.slice('sqlite:'.length) });
  a = await instance(database);
  b = await instance(second);
});
afterEach(async () => {
  await a.close();
  await b.close();
  await second.close();
  await database.close();
});

const page = (app: FastifyInstance, ip: string) => app.inject({ url: '/page', remoteAddress: ip });
const rows = async () => (await database.db.selectFrom('rate_limit_hits').selectAll().execute()).length;

(testEngine === 'postgres' ? describe : describe.skip)('on PostgreSQL the counters are shared by every instance', () => {
  test('hits on A count on B: the limit holds for the cluster', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await page(i % 2 ? b : a, '10.1.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await page(a, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address has a count of its own.
    expect((await page(b, '10.1.0.2')).statusCode).toBe(200);
  });

  test('a route with its own limit counts apart from the global one, on every instance', async () => {
    const login = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/login', remoteAddress: '10.1.0.3' });
    expect([(await login(a)).statusCode, (await login(b)).statusCode, (await login(a)).statusCode]).toEqual([200, 200, 429]);
    // The global count of that address was not used up by the login route.
    expect((await page(b, '10.1.0.3')).statusCode).toBe(200);
    expect((await page(b, '10.1.0.3')).headers['x-ratelimit-remaining']).toBe('3');
  });

  test('concurrent hits from two instances are each counted once', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => countHit(i % 2 ? second.db : database.db, 'k', 60_000)));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const c of counts) {
      expect(c.ttl).toBeGreaterThan(0);
      expect(c.ttl).toBeLessThanOrEqual(60_000);
    }
  });

  test('a window opened by a hit whose clock is later than this one\'s never reports more time left than its length', async () => {
    // What a hit that waited for a concurrent hit's row lock finds: that hit's statement started later, so the window
    // it opened ends more than 60 s after this statement's clock (seen as a ttl of 60,005 ms under load).
    await countHit(database.db, 'late', 60_000);
    await database.db.updateTable('rate_limit_hits').set((eb) => ({ expires_at: eb('expires_at', '+', 5_000) })).where('key', '=', 'late').execute();
    const { current, ttl } = await countHit(second.db, 'late', 60_000);
    expect(current).toBe(2);
    expect(ttl).toBe(60_000);
  });

  test('a window that has ended starts again at 1; pruning removes ended windows only', async () => {
    await countHit(database.db, 'old', 60_000);
    await countHit(database.db, 'old', 60_000);
    await countHit(database.db, 'live', 60_000);
    // Move the window of 'old' into the past, as if a minute had gone by.
    await database.db.updateTable('rate_limit_hits').set({ window_start: 0, expires_at: 1 }).where('key', '=', 'old').execute();
    expect((await countHit(database.db, 'old', 60_000)).current).toBe(1);
    await database.db.updateTable('rate_limit_hits').set({ window_start: 0, expires_at: 1 }).where('key', '=', 'old').execute();
    expect(await pruneRateLimitHits(second.db)).toBe(1);
    expect((await database.db.selectFrom('rate_limit_hits').select(['key', 'hits']).execute())).toEqual([{ key: 'live', hits: 1 }]);
  });
});

(testEngine === 'postgres' ? describe : describe.skip)('large limits count in batches, within the documented bound', () => {
  test('a client spreading 3,000 hits over 3 instances gets at most max + 2 × 3 × batchSize(max) through, and every hit is counted', async () => {
    const third = openDatabase({ engine: 'postgres', url: database.url, poolSize: 2 });
    try {
      const max = 1000;
      expect(batchSize(max)).toBe(Math.floor(max * BATCH_SHARE));
      const instances = [database.db, second.db, third.db].map((db) => batchedHitCounter(db, (error) => { throw error; }));
      let admitted = 0;
      for (let i = 0; i < 3000; i++) {
        const { current, ttl } = await instances[i % 3]!('10.2.0.1', 60_000, max);
        if (current <= max) admitted += 1;
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60_000);
      }
      expect(admitted).toBeGreaterThanOrEqual(max - 2 * 3 * batchSize(max));
      expect(admitted).toBeLessThanOrEqual(max + 2 * 3 * batchSize(max));
      // Late, never lost: once the last batches are sent the shared counter holds every hit.
      await new Promise((resolve) => setTimeout(resolve, FLUSH_EVERY_MS * 4));
      const [row] = await database.db.selectFrom('rate_limit_hits').select('hits').where('key', '=', '10.2.0.1').execute();
      expect(row?.hits).toBe(3000);
    } finally {
      await third.close();
    }
  });

  test('limits under 400 a window count every hit in the database', async () => {
    const counter = batchedHitCounter(database.db, (error) => { throw error; });
    for (let i = 0; i < 5; i++) await counter('10.2.0.2', 60_000, 399);
    const [row] = await database.db.selectFrom('rate_limit_hits').select('hits').where('key', '=', '10.2.0.2').execute();
    expect(row?.hits).toBe(5);
  });
});

(testEngine === 'sqlite' ? describe : describe.skip)('on SQLite (one process) the counters stay in memory', () => {
  test('each instance counts for itself and nothing is written to the database', async () => {
    for (let i = 0; i < 5; i++) expect((await page(a, '10.1.0.4')).statusCode).toBe(200);
    expect((await page(a, '10.1.0.4')).statusCode).toBe(429);
    expect((await page(b, '10.1.0.4')).statusCode).toBe(200);
    expect(await rows()).toBe(0);
  });
});
