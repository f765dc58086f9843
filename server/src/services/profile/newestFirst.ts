/** The dates an experience or education row is ordered by ('YYYY' or 'YYYY-MM'; no end date = current). */
export interface Dated {
  start_date: string | null;
  end_date: string | null;
}

// 'YYYY' and 'YYYY-MM' compare as text; a bare year sorts before the months of that year, which is as
// good a guess as any for an entry whose month was not given.
const desc = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? 1 : -1);

/**
 * The one order of jobs and schools (profile page, export_resume PDF and the `index` of profile_edit):
 * current entries (no end date) first, then by end date, newest first, then by start date, newest first
 * (entries without a start date after those with one). Equal dates keep the order they were added in.
 * Returns a new array.
 */
export function newestFirst<T extends Dated>(rows: readonly T[]): T[] {
  return rows
    .map((row, added) => ({ row, added }))
    .sort((a, b) => {
      const current = Number(b.row.end_date === null) - Number(a.row.end_date === null);
      return current || desc(a.row.end_date, b.row.end_date) || desc(a.row.start_date, b.row.start_date) || a.added - b.added;
    })
    .map(({ row }) => row);
}
