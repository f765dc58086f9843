import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { AppError } from '../../errors';
import type { Candidate } from '../candidates';
import type { Domain } from '../domains';
import { parseFilters, type AppliedFilters } from '../search/filters';
import { parseLocation } from '../search/location';

export const MAX_SAVED_SEARCHES = 50;

export interface SavedSearch {
  id: number;
  query: string;
  location: string;
  filters: AppliedFilters;
  created_at: string;
}

/** The search response's savedSearchMetadata (API contract item 8). */
export interface SavedSearchMetadata {
  enabled: boolean;
  isSaved: boolean;
  id: number | null;
}

interface Row {
  id: number;
  query: string;
  location: string;
  filters_json: string;
  created_at: string;
}

/** Spec §6: saved searches need candidate login and saved-search notifications, both on. */
export function isSavedSearchEnabled(domain: Domain): boolean {
  const { loginSignupConfig, notificationsConfig } = domain.settings.configs;
  return loginSignupConfig?.candidateLoginEnabled === true && notificationsConfig?.savedSearchNotification?.enabled === true;
}

export const savedSearchesDisabled = () => new AppError(404, 'not_found', 'Saved searches are not enabled.');
const savedSearchNotFound = () => new AppError(404, 'not_found', 'Saved search not found.');

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The same search, however it was typed: case and spacing of query and location do not matter,
 * nor the order of filters and their values.
 */
export function searchKey(query: string, location: string, filters: AppliedFilters): string {
  const sorted = Object.keys(filters)
    .sort()
    .map((name) => [name, [...new Set(filters[name])].sort()]);
  return JSON.stringify([tidy(query).toLowerCase(), tidy(location).toLowerCase(), sorted]);
}

function fromRow(row: Row): SavedSearch {
  return { id: row.id, query: row.query, location: row.location, filters: JSON.parse(row.filters_json) as AppliedFilters, created_at: row.created_at };
}

/**
 * Saves a search for the candidate. Filters are read as the search reads them (display names and
 * labels become keys; unknown filters are a 400), and so is the location. Saving the same search
 * again answers the one already saved (`created: false`).
 */
export function createSavedSearch(
  db: Db,
  domain: Domain,
  candidate: Candidate,
  input: { query: string; location: string; filters: Record<string, string[]> },
): { search: SavedSearch; created: boolean } {
  const { configs } = domain.settings;
  const filters = parseFilters(input.filters, configs.pcsxConfig, configs.behaviourFlags?.enableCommaInFilterValues ?? false);
  parseLocation(input.location, undefined, candidate.location);
  const query = tidy(input.query);
  const location = tidy(input.location);
  const key = searchKey(query, location, filters);
  return db.transaction(() => {
    const existing = sql(db, 'SELECT id, query, location, filters_json, created_at FROM saved_searches WHERE candidate_id = ? AND search_key = ?').get(
      candidate.id, key,
    ) as Row | undefined;
    if (existing) return { search: fromRow(existing), created: false };
    const count = sql(db, 'SELECT COUNT(*) FROM saved_searches WHERE domain = ? AND candidate_id = ?').pluck().get(candidate.domain, candidate.id) as number;
    if (count >= MAX_SAVED_SEARCHES) {
      throw new AppError(400, 'invalid_request', `You can save at most ${MAX_SAVED_SEARCHES} searches. Delete one to save this one.`);
    }
    const createdAt = new Date().toISOString();
    const id = Number(
      sql(
        db,
        `INSERT INTO saved_searches (domain, candidate_id, query, location, filters_json, search_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(candidate.domain, candidate.id, query, location, JSON.stringify(filters), key, createdAt).lastInsertRowid,
    );
    return { search: { id, query, location, filters, created_at: createdAt }, created: true };
  })();
}

/** The candidate's saved searches, newest first. */
export function listSavedSearches(db: Db, candidate: Candidate): SavedSearch[] {
  const rows = sql(
    db,
    'SELECT id, query, location, filters_json, created_at FROM saved_searches WHERE domain = ? AND candidate_id = ? ORDER BY created_at DESC, id DESC',
  ).all(candidate.domain, candidate.id) as Row[];
  return rows.map(fromRow);
}

/** Deletes one of the candidate's saved searches; another candidate's, or unknown, is a 404. */
export function deleteSavedSearch(db: Db, candidate: Candidate, id: number): void {
  const { changes } = sql(db, 'DELETE FROM saved_searches WHERE domain = ? AND candidate_id = ? AND id = ?').run(candidate.domain, candidate.id, id);
  if (changes === 0) throw savedSearchNotFound();
}

/** Whether the search being shown is one the candidate saved (search response's savedSearchMetadata). */
export function savedSearchMetadata(
  db: Db,
  domain: Domain,
  candidate: Candidate | null,
  search: { query: string; location: string; filters: AppliedFilters },
): SavedSearchMetadata {
  const enabled = isSavedSearchEnabled(domain);
  if (!enabled || !candidate) return { enabled, isSaved: false, id: null };
  const id = sql(db, 'SELECT id FROM saved_searches WHERE candidate_id = ? AND search_key = ? AND domain = ?').pluck().get(
    candidate.id, searchKey(search.query, search.location, search.filters), domain.id,
  ) as number | undefined;
  return { enabled, isSaved: id !== undefined, id: id ?? null };
}
