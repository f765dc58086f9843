import type { Config } from '../../config';
import { inChunks, inRowChunks } from '../../db/chunked';
import type { Db } from '../../db/database';
import { isDomainError } from '../../domainErrors';
import { getDomain, type Domain } from '../domains';
import { enqueue, wakeOutbox, type NewJobsMail } from '../mail/outbox';
import { notify } from '../notificationEvents';
import { isSavedSearchEnabled } from '../savedSearches/savedSearches';
import { searchPagePath } from '@careers/shared/location/searchPagePath';
import { chooseMailLocale } from './mailLocale';
import { describeSearch } from './describeSearch';
import { isJobAlertsEnabled } from './jobAlerts';
import { positionsMatching, type StoredSearch } from './matchSearch';
import type { AppliedFilters } from '@careers/shared/contracts/search';

/** What announcing needs: an AppContext fits, and so does the import command's own. */
export interface AnnounceDeps {
  db: Db;
  config: Config;
  now: () => number;
}

/** What one call told, for the caller's log and for tests. */
export interface AnnounceResult {
  /** Saved searches that got an in-app notification. */
  savedSearches: number;
  /** Confirmed visitors' alerts that got an e-mail. */
  jobAlerts: number;
  /** E-mail messages queued in the outbox (one per saved search with e-mail and per job alert told); sent by the outbox sender. */
  emails: number;
}

// Positions listed in one message at most; the message links to the whole search.
const MAX_JOBS_IN_MESSAGE = 20;

/**
 * Lets the event loop turn between two searches: each is a whole search run, and on the synchronous
 * SQLite driver hundreds of them back to back would hold the server's thread.
 */
const turnEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Tells every saved search and every confirmed job alert of `domain` about the positions in
 * `positionIds` that match it and that it has not been told about yet (each position once per search).
 * Matching is the search's own (services/alerts/matchSearch.ts). A saved search gets an in-app
 * notification, and an e-mail when its candidate chose e-mail; a visitor's confirmed alert gets an
 * e-mail with an unsubscribe link. Recording what was told, the notification and the queued e-mail
 * (outbox, without links: the sending server makes them) are one transaction, so two calls for the
 * same positions (two imports at once) tell each search once.
 */
export async function announceNewPositions(deps: AnnounceDeps, domainId: string, positionIds: readonly number[]): Promise<AnnounceResult> {
  const result: AnnounceResult = { savedSearches: 0, jobAlerts: 0, emails: 0 };
  const ids = [...new Set(positionIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return result;
  const domain = await getDomain(deps.db, domainId);
  if (!domain) return result;
  const jobs = await jobLines(deps, domain, ids);
  if (isSavedSearchEnabled(domain)) await announceToSavedSearches(deps, domain, ids, jobs, result);
  if (isJobAlertsEnabled(domain)) await announceToJobAlerts(deps, domain, ids, jobs, result);
  if (result.emails > 0) wakeOutbox(deps.db);
  return result;
}

type JobLine = NewJobsMail['jobs'][number];

async function jobLines(deps: AnnounceDeps, domain: Domain, ids: number[]): Promise<Map<number, JobLine>> {
  const rows = await inChunks(ids, (piece) =>
    deps.db
      .selectFrom('positions')
      .select(['id', 'title', 'location_name'])
      .where('domain', '=', domain.id)
      .where('id', 'in', piece)
      .where('archived_at', 'is', null)
      .execute(),
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, location: r.location_name }]));
}

const storedSearch = (row: { query: string; location: string; filters_json: string }): StoredSearch => ({
  query: row.query,
  location: row.location,
  filters: JSON.parse(row.filters_json) as AppliedFilters,
});

/** The jobs of `ids` in the order given, those still live. */
const linesOf = (jobs: Map<number, JobLine>, ids: number[]) => ids.flatMap((id) => jobs.get(id) ?? []).slice(0, MAX_JOBS_IN_MESSAGE);

/**
 * The matches of one search; none when the search no longer reads (a filter the company has since
 * removed): that search is skipped, the others are still told.
 */
async function matchingOrNone(deps: AnnounceDeps, domain: Domain, search: StoredSearch, profileLocation: string | null, ids: number[]): Promise<number[]> {
  try {
    return await positionsMatching(deps.db, domain, search, profileLocation, ids, deps.now());
  } catch (error) {
    if (isDomainError(error, 'bad_input')) return [];
    throw error;
  }
}

async function announceToSavedSearches(deps: AnnounceDeps, domain: Domain, ids: number[], jobs: Map<number, JobLine>, result: AnnounceResult) {
  const searches = await deps.db
    .selectFrom('saved_searches')
    .innerJoin('candidates', 'candidates.id', 'saved_searches.candidate_id')
    .select([
      'saved_searches.id', 'saved_searches.candidate_id', 'saved_searches.query', 'saved_searches.location', 'saved_searches.filters_json',
      'saved_searches.alert_email', 'candidates.email', 'candidates.location as profileLocation', 'candidates.language',
    ])
    .where('saved_searches.domain', '=', domain.id)
    .where('candidates.domain', '=', domain.id)
    .orderBy('saved_searches.id')
    .execute();
  for (const row of searches) {
    await turnEventLoop();
    const search = storedSearch(row);
    const matched = await matchingOrNone(deps, domain, search, row.profileLocation, ids);
    if (matched.length === 0) continue;
    const at = new Date(deps.now()).toISOString();
    // The e-mail names the search by its filters' labels only: sign-up checks no address, so the
    // candidate's own words (in-app, where only they read them) could be a stranger's text to someone else.
    // In the candidate's language, else the company's (mailLocale.ts).
    const locale = chooseMailLocale(domain, { account: row.language, page: null });
    const filters = row.alert_email === 1 ? await describeSearch(deps.db, domain, { location: search.location, filters: search.filters }, locale) : '';
    const told = await deps.db.transaction().execute(async (trx) => {
      // In pieces (an import opens up to 20,000 positions; one INSERT of them all binds too many
      // parameters), all in this transaction.
      const fresh = await inRowChunks(matched.map((position_id) => ({ domain: domain.id, saved_search_id: row.id, position_id, created_at: at })), (piece) =>
        trx
          .insertInto('saved_search_matches')
          .values(piece)
          .onConflict((oc) => oc.columns(['saved_search_id', 'position_id']).doNothing())
          .returning('position_id')
          .execute(),
      );
      if (fresh.length === 0) return [];
      await notify(trx, {
        domain: domain.id,
        candidateId: row.candidate_id,
        // The search itself: the bell names it in its reader's language ('All jobs' is 'Todos los empleos').
        event: { type: 'saved_search_matches', search, count: fresh.length, url: searchPagePath(search) },
        at: new Date(deps.now()),
      });
      await trx.updateTable('saved_searches').set({ last_notified_at: at }).where('id', '=', row.id).execute();
      const freshIds = new Set(fresh.map((f) => f.position_id));
      const told = matched.filter((id) => freshIds.has(id));
      if (row.alert_email === 1) {
        await enqueue(trx, domain.id, [{ kind: 'new_jobs_mail', to: row.email, company: domain.name, search, jobs: linesOf(jobs, told), unsubscribe: { kind: 'search', id: row.id }, filters, locale }], deps.now());
        result.emails += 1;
      }
      return told;
    });
    if (told.length === 0) continue;
    result.savedSearches += 1;
  }
}

async function announceToJobAlerts(deps: AnnounceDeps, domain: Domain, ids: number[], jobs: Map<number, JobLine>, result: AnnounceResult) {
  const alerts = await deps.db
    .selectFrom('job_alerts')
    // The address's account, if it has one, for its saved language (mailLocale.ts).
    .leftJoin('candidates', (join) =>
      join.onRef('candidates.email', '=', 'job_alerts.email').on('candidates.domain', '=', domain.id).on('candidates.deleted_at', 'is', null),
    )
    .select(['job_alerts.id', 'job_alerts.email', 'job_alerts.query', 'job_alerts.location', 'job_alerts.filters_json', 'job_alerts.locale', 'candidates.language'])
    .where('job_alerts.domain', '=', domain.id)
    .where('job_alerts.confirmed_at', 'is not', null)
    .orderBy('job_alerts.id')
    .execute();
  for (const alert of alerts) {
    await turnEventLoop();
    const search = storedSearch(alert);
    const matched = await matchingOrNone(deps, domain, search, null, ids);
    if (matched.length === 0) continue;
    const at = new Date(deps.now()).toISOString();
    const told = await deps.db.transaction().execute(async (trx) => {
      const fresh = await inRowChunks(matched.map((position_id) => ({ domain: domain.id, job_alert_id: alert.id, position_id, created_at: at })), (piece) =>
        trx
          .insertInto('job_alert_matches')
          .values(piece)
          .onConflict((oc) => oc.columns(['job_alert_id', 'position_id']).doNothing())
          .returning('position_id')
          .execute(),
      );
      if (fresh.length === 0) return false;
      const freshIds = new Set(fresh.map((f) => f.position_id));
      const lines = linesOf(jobs, matched.filter((id) => freshIds.has(id)));
      await enqueue(trx, domain.id, [{ kind: 'new_jobs_mail', to: alert.email, company: domain.name, search, jobs: lines, unsubscribe: { kind: 'alert', id: alert.id }, locale: chooseMailLocale(domain, { account: alert.language, page: alert.locale }) }], deps.now());
      return true;
    });
    if (!told) continue;
    result.jobAlerts += 1;
    result.emails += 1;
  }
}
