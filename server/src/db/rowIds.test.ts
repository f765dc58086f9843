import { MAX_ROW_ID, isRowId } from './rowIds';

test('a row id is a positive integer within 32 bits', () => {
  expect([1, 42, MAX_ROW_ID].map(isRowId)).toEqual([true, true, true]);
  expect([0, -1, 1.5, MAX_ROW_ID + 1, Number.MAX_SAFE_INTEGER, Number.NaN].map(isRowId)).toEqual([false, false, false, false, false, false]);
});
