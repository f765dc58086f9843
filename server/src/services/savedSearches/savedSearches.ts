import { lockKey, type Db } from '../../db/database';
import { badInput, notFound } from '../../domainErrors';
import type { Candidate } from '../candidates';
import type { Domain } from '../domains';
import { parseFilters } from '../search/filters';
import { parseLocation } from '../search/location';
import { reusableQuery } from '../search/reusableQuery';
import type { SavedSearch, SavedSearchAlert, SavedSearchMetadata } from '@careers/shared/contracts/savedSearches';
import type { AppliedFilters } from '@careers/shared/contracts/search';

export const MAX_SAVED_SEARCHES = 50;

interface Row {
  id: number;
  query: string;
  location: string;
  filters_json: string;
  created_at: string;
  alert_email: number;
}

/** Spec §6: saved searches need candidate login and saved-search notifications, both on. */
export function isSavedSearchEnabled(domain: Domain): boolean {
  const { loginSignupConfig, notificationsConfig } = domain.settings.configs;
  return loginSignupConfig?.candidateLoginEnabled === true && notificationsConfig?.savedSearchNotification?.enabled === true;
}

export const savedSearchesDisabled = () => notFound('not_found', 'Saved searches are not enabled.');
const savedSearchNotFound = () => notFound('not_found', 'Saved search not found.');

// Control characters are dropped: nobody types them, and PostgreSQL refuses NUL in text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const tidy = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().replace(/\s+/g, ' ');

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
  return {
    id: row.id,
    query: row.query,
    location: row.location,
    filters: JSON.parse(row.filters_json) as AppliedFilters,
    created_at: row.created_at,
    alert: row.alert_email === 1 ? 'email' : 'in_app',
  };
}

/**
 * Saves a search for the candidate. Filters are read as the search reads them (display names and
 * labels become keys; unknown filters are a 400), and so is the location. Saving the same search
 * again answers the one already saved (`created: false`).
 */
export async function createSavedSearch(
  db: Db,
  domain: Domain,
  candidate: Candidate,
  input: { query: string; location: string; filters: Record<string, string[]>; alert?: SavedSearchAlert },
): Promise<{ search: SavedSearch; created: boolean }> {
  const { configs } = domain.settings;
  const filters = parseFilters(input.filters, configs.pcsxConfig, configs.behaviourFlags?.enableCommaInFilterValues ?? false);
  parseLocation(input.location, undefined, candidate.location);
  const query = tidy(input.query);
  const location = tidy(input.location);
  const key = searchKey(query, location, filters);
  return db.transaction().execute(async (trx) => {
    // Check, count and insert as one step for this candidate, also across server instances.
    await lockKey(trx, `saved_searches:${candidate.id}`);
    const existing = await trx
      .selectFrom('saved_searches')
      .select(['id', 'query', 'location', 'filters_json', 'created_at', 'alert_email'])
      .where('candidate_id', '=', candidate.id)
      .where('search_key', '=', key)
      .executeTakeFirst();
    if (existing) return { search: fromRow(existing), created: false };
    const { count } = await trx
      .selectFrom('saved_searches')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('domain', '=', candidate.domain)
      .where('candidate_id', '=', candidate.id)
      .executeTakeFirstOrThrow();
    if (count >= MAX_SAVED_SEARCHES) {
      throw badInput('invalid_request', `You can save at most ${MAX_SAVED_SEARCHES} searches. Delete one to save this one.`);
    }
    const createdAt = new Date().toISOString();
    const alert = input.alert ?? 'in_app';
    const { id } = await trx
      .insertInto('saved_searches')
      .values({
        domain: candidate.domain, candidate_id: candidate.id, query, location, filters_json: JSON.stringify(filters), search_key: key, created_at: createdAt,
        alert_email: alert === 'email' ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { search: { id, query, location, filters, created_at: createdAt, alert }, created: true };
  });
}

/** The candidate's saved searches, newest first. */
export async function listSavedSearches(db: Db, candidate: Candidate): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .select(['id', 'query', 'location', 'filters_json', 'created_at', 'alert_email'])
    .where('domain', '=', candidate.domain)
    .where('candidate_id', '=', candidate.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(fromRow);
}

/** Deletes one of the candidate's saved searches; another candidate's, or unknown, is a 404. */
export async function deleteSavedSearch(db: Db, candidate: Candidate, id: number): Promise<void> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('domain', '=', candidate.domain)
    .where('candidate_id', '=', candidate.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw savedSearchNotFound();
}

/** Chooses how the candidate hears of new jobs for one saved search; another candidate's, or unknown, is a 404. */
export async function setSavedSearchAlert(db: Db, candidate: Candidate, id: number, alert: SavedSearchAlert): Promise<SavedSearch> {
  const result = await db
    .updateTable('saved_searches')
    .set({ alert_email: alert === 'email' ? 1 : 0 })
    .where('domain', '=', candidate.domain)
    .where('candidate_id', '=', candidate.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw savedSearchNotFound();
  const row = await db
    .selectFrom('saved_searches')
    .select(['id', 'query', 'location', 'filters_json', 'created_at', 'alert_email'])
    .where('domain', '=', candidate.domain)
    .where('candidate_id', '=', candidate.id)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return fromRow(row);
}

// Asked on every search of a logged-in candidate.
const savedSearchOf = reusableQuery((db: Db, candidate: number, key: string, domain: string) =>
  db.selectFrom('saved_searches').select('id').where('candidate_id', '=', candidate).where('search_key', '=', key).where('domain', '=', domain),
);

/** Whether the search being shown is one the candidate saved (search response's savedSearchMetadata). */
export async function savedSearchMetadata(
  db: Db,
  domain: Domain,
  candidate: Candidate | null,
  search: { query: string; location: string; filters: AppliedFilters },
): Promise<SavedSearchMetadata> {
  const enabled = isSavedSearchEnabled(domain);
  if (!enabled || !candidate) return { enabled, isSaved: false, id: null };
  const [row] = await savedSearchOf(db, candidate.id, searchKey(search.query, search.location, search.filters), domain.id);
  return { enabled, isSaved: row !== undefined, id: row?.id ?? null };
}
