import assert from 'node:assert/strict';
import test from 'node:test';
import { benchSettings } from './benchSettings.mjs';

test('bench settings: defaults, values in range, and bad values reported with the bench name', () => {
  const settings = benchSettings('soak', { SOAK_SECONDS: '30', SOAK_RATE: 'fast', SOAK_CONNECTIONS: '9999', SOAK_CANDIDATES: '' });
  assert.equal(settings.num('SOAK_SECONDS', 600, 10, 86400), 30);
  assert.equal(settings.num('SOAK_MAX_SECONDS', 15, 3, 600), 15);
  assert.equal(settings.num('SOAK_CANDIDATES', 40, 1, 1000), 40);
  assert.equal(settings.num('SOAK_RATE', 0, 0, 5000), 0);
  assert.equal(settings.num('SOAK_CONNECTIONS', 32, 1, 512), 32);
  const printed = [];
  const error = console.error;
  console.error = (line) => printed.push(line);
  try {
    assert.equal(settings.reportErrors(), true);
  } finally {
    console.error = error;
  }
  assert.deepEqual(printed, ['soak: SOAK_RATE must be a number from 0 to 5000 (got "fast")', 'soak: SOAK_CONNECTIONS must be a number from 1 to 512 (got "9999")']);
  assert.equal(benchSettings('search', {}).reportErrors(), false);
});
