/** One schema change. Versions only grow; an applied migration is never edited, a new one is added. */
export interface Migration {
  version: number;
  name: string;
  /** SQL run once, inside a transaction, when the database is below `version`. */
  up: string;
}
