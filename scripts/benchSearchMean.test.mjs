import assert from 'node:assert/strict';
import test from 'node:test';
import { meanOf } from './benchSearch.mjs';

test('the bare route measured before and after the server prints as one line with its answer size (was "NaN bytes an answer")', () => {
  const before = { requests: 100, errors: 0, rps: 20_000, p50: 1, p99: 3, bytes: 15 };
  const after = { requests: 300, errors: 1, rps: 10_000, p50: 2, p99: 5, bytes: 15 };
  assert.deepEqual(meanOf(before, after), { requests: 400, errors: 1, rps: 15_000, p50: 1.5, p99: 4, bytes: 15 });
});
