import type { Db } from '../../db/database';
import type { Domain } from '../domains';
import { parseFilters, type AppliedFilters } from '../search/filters';
import { buildFtsQuery, placeWords } from '../search/ftsQuery';
import { parseLocation } from '../search/location';
import { rowOf, searchIndexOf } from '../search/searchIndex';
import { searchRun } from '../search/searchRun';
import { searchVersion } from '../search/searchVersion';
import { searchStoreOf } from '../search/store/searchStore';
import { vocabularyOf } from '../search/vocabulary';

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
): Promise<number[]> {
  if (among.length === 0) return [];
  const { configs } = domain.settings;
  const filters = parseFilters(search.filters, configs.pcsxConfig, configs.behaviourFlags?.enableCommaInFilterValues ?? false);
  const location = parseLocation(search.location, undefined, profileLocation);
  const version = await searchVersion(db, domain.id);
  const fts = buildFtsQuery(search.query, await vocabularyOf(db, domain.id, version));
  const match = searchStoreOf(db).matchOf({ terms: fts.terms, place: location.kind === 'text' ? placeWords(location.label) : [] });
  const run = searchRun(db, {
    domain: domain.id,
    version,
    match,
    hasText: fts.terms.length > 0,
    location,
    filters,
    sortBy: 'newest',
    facets: [],
    maxOptions: 0,
    maxMarkers: 0,
  });
  const { rows } = await run.results();
  const index = await searchIndexOf(db, domain.id, version);
  const matched = new Uint8Array(index.size);
  for (const row of rows) matched[row] = 1;
  return [...new Set(among)].filter((id) => {
    const row = rowOf(index, id);
    return row >= 0 && matched[row] === 1;
  });
}
