/**
 * The largest id a row can have: ids are INTEGER columns, 32-bit on PostgreSQL (SQLite's are wider,
 * but no row gets near it). A larger number names no row; asking PostgreSQL for it is an error
 * ("out of range for type integer"), not an empty answer, so callers check first.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `id` can name a row at all (a positive integer within MAX_ROW_ID). */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}
