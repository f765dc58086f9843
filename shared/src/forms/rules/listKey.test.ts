import fc from 'fast-check';
import { MAX_VALUE_KEY_LENGTH, parseListKey } from './listKey';

// The pattern parseListKey replaces; run here only on short keys, where its backtracking is harmless.
const OLD_PATTERN = /^(.+?)\[(\d+)\]\.(.+)$/;

test('reads list entry keys', () => {
  expect(parseListKey('jobs[0].title')).toEqual({ list: 'jobs', index: 0, field: 'title' });
  expect(parseListKey('work history[12].period.start')).toEqual({ list: 'work history', index: 12, field: 'period.start' });
  expect(parseListKey('a[1].b[2].c')).toEqual({ list: 'a', index: 1, field: 'b[2].c' });
  for (const key of ['jobs', '[0].title', 'jobs[].title', 'jobs[0]title', 'jobs[0].', 'jobs[x].title', 'jobs[0].title\n']) {
    expect(parseListKey(key)).toBeNull();
  }
});

test('agrees with the old pattern on every short key', () => {
  const key = fc.string({ unit: fc.constantFrom('a', '[', ']', '.', '1', '0', '\n', ' '), maxLength: 40 });
  fc.assert(
    fc.property(key, (k) => {
      const old = OLD_PATTERN.exec(k);
      expect(parseListKey(k)).toEqual(old ? { list: old[1], index: Number(old[2]), field: old[3] } : null);
    }),
    { numRuns: 5000 },
  );
});

test('a key longer than any form has is no list key, whatever it holds', () => {
  const hostile = `a${'[1].'.repeat(25_000)}`;
  expect(parseListKey(hostile)).toBeNull();
  expect(parseListKey(`${'k'.repeat(MAX_VALUE_KEY_LENGTH - 5)}[1].x`)).toEqual({ list: 'k'.repeat(MAX_VALUE_KEY_LENGTH - 5), index: 1, field: 'x' });
});

test('the work grows with the key, not with its square: each character is looked at a bounded number of times', () => {
  // Count the characters read through charCodeAt and indexOf's starting points on a worst-case key.
  const reads = (key: string) => {
    let count = 0;
    const charCodeAt = String.prototype.charCodeAt;
    const indexOf = String.prototype.indexOf;
    const spyCode = jest.spyOn(String.prototype, 'charCodeAt').mockImplementation(function (this: string, i: number) {
      count += 1;
      return charCodeAt.call(this, i);
    });
    const spyIndex = jest.spyOn(String.prototype, 'indexOf').mockImplementation(function (this: string, search: string, from?: number) {
      const found = indexOf.call(this, search, from);
      count += (found === -1 ? this.length : found) - (from ?? 0) + 1;
      return found;
    });
    try {
      parseListKey(key);
    } finally {
      spyCode.mockRestore();
      spyIndex.mockRestore();
    }
    return count;
  };
  // '[1]' without the dot: every '[' is a candidate that fails, the old pattern's worst case.
  const short = reads('a' + '[11]x'.repeat(4));
  const long = reads('a' + '[11]x'.repeat(39));
  expect(long / short).toBeLessThan(39 / 4 + 1);
});
