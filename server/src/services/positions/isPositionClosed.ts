/** What the rule needs of a position row: both ways a position closes. */
export interface ClosingFields {
  archived_at: string | null;
  valid_through: string | null;
}

/**
 * Whether a position is closed at `now` (ms, the server's clock: ctx.now, which tests move): archived, or
 * its valid_through passed. The one rule for the job page's closed flag, applying, saving and the job cart;
 * the job sitemaps list by the same edge (a position is listed while valid_through > now). An expired
 * position changes no row, so nothing may cache this answer past the position's valid_through.
 */
export function isPositionClosed(position: ClosingFields, now: number): boolean {
  if (position.archived_at !== null) return true;
  // valid_through is stored as toISOString() text on both engines (import and demo write it so).
  return position.valid_through !== null && Date.parse(position.valid_through) <= now;
}
