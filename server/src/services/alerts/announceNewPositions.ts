import type { Config } from '../../config';
import type { Db } from '../../db/database';

/** What announcing needs: an AppContext fits, and so does the import command's own. */
export interface AnnounceDeps {
  db: Db;
  config: Config;
  now: () => number;
}

/**
 * Tells every saved search and every confirmed job alert of `domain` about the positions in
 * `positionIds` that match it and that it has not been told about yet (each position once per search).
 * Stand-in on the base branch of issue 13: the alerts work replaces this body.
 */
export async function announceNewPositions(_deps: AnnounceDeps, _domain: string, _positionIds: readonly number[]): Promise<void> {}
