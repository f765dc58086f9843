/**
 * Bound parameters one statement may carry on both engines: SQLite refuses more than 32,766 ("too many
 * SQL variables"), PostgreSQL more than 65,535. The room left under SQLite's limit (2,766) is for the
 * statement's other parameters (domain, timestamps, a WHERE beside the list).
 */
export const MAX_PARAMETERS = 30_000;

/** How many items fit one statement when each binds `perItem` parameters (at least one item). */
export function itemsPerStatement(perItem: number): number {
  return Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, perItem)));
}

/**
 * `items` split so that a statement built from one piece stays under MAX_PARAMETERS: `perItem` is what
 * one item binds (1 for `where(col, 'in', list)`, the column count for a multi-row INSERT … VALUES).
 * Run the pieces of one logical write in the same transaction, so it stays all-or-nothing.
 *
 * @example for (const part of chunked(ids)) await trx.deleteFrom('t').where('id', 'in', part).execute();
 */
export function chunked<T>(items: readonly T[], perItem = 1): T[][] {
  const size = itemsPerStatement(perItem);
  const pieces: T[][] = [];
  for (let i = 0; i < items.length; i += size) pieces.push(items.slice(i, i + size));
  return pieces;
}

/** The parameters one row of a multi-row INSERT binds: every column any of the rows names (Kysely fills the rest with DEFAULT). */
export function columnsOf(rows: readonly object[]): number {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return columns.size;
}

/** `rows` split for multi-row INSERTs: rows × columns under MAX_PARAMETERS per piece. */
export const chunkedRows = <T extends object>(rows: readonly T[]): T[][] => chunked(rows, columnsOf(rows));

/**
 * Runs `run` on each piece of `items` (one after the other: inside a transaction there is one
 * connection) and returns all the rows, in the pieces' order.
 */
export async function inChunks<T, R>(items: readonly T[], run: (piece: T[]) => Promise<R[]>, perItem = 1): Promise<R[]> {
  const all: R[] = [];
  for (const piece of chunked(items, perItem)) all.push(...(await run(piece)));
  return all;
}

/** inChunks for the rows of a multi-row INSERT: `run` writes one piece (rows × columns under MAX_PARAMETERS) and may return rows. */
export const inRowChunks = <T extends object, R>(rows: readonly T[], run: (piece: T[]) => Promise<R[]>): Promise<R[]> => inChunks(rows, run, columnsOf(rows));
