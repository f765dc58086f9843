import assert from 'node:assert/strict';
import test from 'node:test';
import { chooseEngines } from './benchSearch.mjs';

const URL = 'postgres://bench@127.0.0.1:5432/seeded';

test('BENCH_POSTGRES_SEEDED=1 keeps the PostgreSQL of DATABASE_URL as seeded before; without it the bench seeds it', () => {
  assert.deepEqual(chooseEngines(['--engines', 'postgres'], { DATABASE_URL: URL, BENCH_POSTGRES_SEEDED: '1' }), { engines: ['postgres'], postgresUrl: URL, reuseSeeded: true });
  assert.deepEqual(chooseEngines([], { DATABASE_URL: URL }), { engines: ['sqlite', 'postgres'], postgresUrl: URL, reuseSeeded: false });
});

test('BENCH_POSTGRES_SEEDED=1 without a PostgreSQL address, or another value, stops with a sentence', () => {
  assert.throws(() => chooseEngines([], { BENCH_POSTGRES_SEEDED: '1' }), /BENCH_POSTGRES_SEEDED=1 reuses the database of DATABASE_URL=postgres:\/\/…, which is not set/);
  assert.throws(() => chooseEngines([], { DATABASE_URL: URL, BENCH_POSTGRES_SEEDED: 'yes' }), /BENCH_POSTGRES_SEEDED takes 1/);
});
