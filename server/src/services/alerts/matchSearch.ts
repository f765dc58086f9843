import type { Db } from '../../db/database';
import type { Domain } from '../domains';
import { parseFilters } from '../search/filters';
import { buildFtsQuery } from '../search/ftsQuery';
import { parseLocation } from '../search/location';
import { rowOf, searchIndexAt } from '../search/searchIndex';
import { resultsOf } from '../search/searchPositions';
import { searchVersion } from '../search/searchVersion';
import { vocabularyOf } from '../search/vocabulary';
import type { AppliedFilters } from '@careers/shared/contracts/search';

export interface StoredSearch {
  query: string;
  location: string;
  filters: AppliedFilters;
}

/**
 * Which of `among` the search would show: the same text matching, place, distance and filters as
 * GET /api/pcsx/search (services/search), on the company's live positions. A place given as the
 * candidate's own location ("near me") uses `profileLocation`, as the search does for them.
 */
export async function positionsMatching(
  db: Db,
  domain: Domain,
  search: StoredSearch,
  profileLocation: string | null,
  among: readonly number[],
  now = Date.now(),
): Promise<number[]> {
  if (among.length === 0) return [];
  const { configs } = domain.settings;
  const filters = parseFilters(search.filters, configs.pcsxConfig, configs.behaviourFlags?.enableCommaInFilterValues ?? false);
  const location = parseLocation(search.location, undefined, profileLocation);
  // The open positions at `now`: one that expired is closed, and an alert never tells of it.
  const index = await searchIndexAt(db, domain.id, await searchVersion(db, domain.id), now);
  const fts = buildFtsQuery(search.query, await vocabularyOf(db, domain.id, index));
  // The search's own rule for descriptions (only when titles, skills and places find nothing), so an
  // alert never tells of a job the search would not show.
  const { rows } = await resultsOf(db, { domain, index, fts, location, filters, sortBy: 'newest' });
  const matched = new Uint8Array(index.size);
  for (const row of rows) matched[row] = 1;
  return [...new Set(among)].filter((id) => {
    const row = rowOf(index, id);
    return row >= 0 && matched[row] === 1;
  });
}
