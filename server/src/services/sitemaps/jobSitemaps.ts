import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { URLSET_OPEN, URLSET_CLOSE, urlEntry, w3cDatetime } from './sitemapXml';

/**
 * Sizes of the job sitemaps. 50,000 URLs is the sitemaps.org limit per file; a test lowers it to make
 * several files out of a few positions. Rows are read (and written out) this many at a time, so a page of
 * 50,000 jobs never sits in memory as one string or one result (what is kept is the bytes built from it, mostly
 * compressed: builtSitemaps.ts).
 */
export const sitemapLimits = { urlsPerSitemap: 50_000, rowsPerRead: 1_000 };

/**
 * The company's job sitemaps as listed at one moment: where each starts (the id of its first position), and
 * the time window in which that list holds. A position is listed while open: archived_at unset and its
 * valid_through (if any) not passed. Positions expire by time alone, without a change of rows, so the list
 * holds from `expiredThrough` (the latest valid_through already passed, null: none) until `nextExpiry` (the
 * earliest still ahead, null: none).
 */
export interface JobSitemapWindow {
  starts: number[];
  expiredThrough: string | null;
  nextExpiry: string | null;
  /**
   * Names the list within the search version, for cache keys and ETags: the same rows and the same expired
   * positions give the same tag on every instance, and a position expiring gives another.
   */
  tag: string;
}

interface CachedWindow {
  version: number;
  urlsPerSitemap: number;
  window: Promise<JobSitemapWindow>;
}

const cache = new WeakMap<Db, Map<string, CachedWindow>>();

const msOf = (stored: string | null) => (stored === null ? null : Date.parse(stored));

/** Whether `window` still lists the open positions at `now`: no position has expired since it was read. */
function holdsAt(window: JobSitemapWindow, now: number): boolean {
  const from = msOf(window.expiredThrough);
  const until = msOf(window.nextExpiry);
  return (from === null || from <= now) && (until === null || now < until);
}

/**
 * The job sitemaps of the company's open positions at `now` (ms), in id order: one start id per sitemap.
 * Kept until the company's positions change (its search version grows, through this instance or any other)
 * or the next valid_through passes, so a sitemap index asked again reads no position; a closed or expired
 * position moves the boundaries at the next request.
 */
export async function jobSitemapWindow(db: Db, domain: string, version: number, now: number): Promise<JobSitemapWindow> {
  let perDomain = cache.get(db);
  if (!perDomain) {
    perDomain = new Map();
    cache.set(db, perDomain);
  }
  const { urlsPerSitemap } = sitemapLimits;
  const hit = perDomain.get(domain);
  if (hit && hit.version === version && hit.urlsPerSitemap === urlsPerSitemap) {
    const window = await hit.window;
    if (holdsAt(window, now)) return window;
  }
  const entry: CachedWindow = { version, urlsPerSitemap, window: readWindow(db, domain, urlsPerSitemap, new Date(now).toISOString()) };
  perDomain.set(domain, entry);
  // A failed read is not kept: the next request tries again.
  entry.window.catch(() => perDomain.get(domain) === entry && perDomain.delete(domain));
  return entry.window;
}

// Every urlsPerSitemap-th id of the open positions, counted on the database (positions_live_by_id, migration
// 30), and the expiries on either side of now, in one statement: one row per sitemap comes back (one row with
// no id when nothing is open, so the expiries still come back). valid_through is stored as toISOString()
// text on both engines (the import and the demo write it so), so text order is time order.
async function readWindow(db: Db, domain: string, urlsPerSitemap: number, now: string): Promise<JobSitemapWindow> {
  const { rows } = await sql<{ id: number | null; expired_through: string | null; next_expiry: string | null }>`
    SELECT live.id, edges.expired_through, edges.next_expiry FROM (
      SELECT MAX(CASE WHEN valid_through <= ${now} THEN valid_through END) AS expired_through,
             MIN(CASE WHEN valid_through > ${now} THEN valid_through END) AS next_expiry
      FROM positions WHERE domain = ${domain} AND archived_at IS NULL
    ) AS edges LEFT JOIN (
      SELECT id, ROW_NUMBER() OVER (ORDER BY id) AS n FROM positions
      WHERE domain = ${domain} AND archived_at IS NULL AND (valid_through IS NULL OR valid_through > ${now})
    ) AS live ON (live.n - 1) % ${urlsPerSitemap} = 0 ORDER BY live.id`.execute(db);
  const edges = rows[0];
  const expiredThrough = edges?.expired_through ?? null;
  return {
    starts: rows.filter((r) => r.id !== null).map((r) => Number(r.id)),
    expiredThrough,
    nextExpiry: edges?.next_expiry ?? null,
    tag: expiredThrough === null ? 'open' : `e${Date.parse(expiredThrough)}`,
  };
}

/**
 * One job sitemap: the company's open positions with ids in [from, before) (before null: to the end) that had
 * not expired in the window the range comes from (valid_through after `expiredThrough`).
 */
export interface JobSitemapRange {
  domain: string;
  from: number;
  before: number | null;
  expiredThrough: string | null;
}

/**
 * The XML of one job sitemap, chunk by chunk: rowsPerRead positions per statement (keyset on id, so each
 * statement reads only the rows it returns) and per chunk. `urlOf` makes a job's address.
 */
export async function* jobSitemapXml(db: Db, range: JobSitemapRange, urlOf: (id: number) => string): AsyncGenerator<string> {
  yield URLSET_OPEN;
  const { rowsPerRead, urlsPerSitemap } = sitemapLimits;
  let after = range.from - 1;
  let written = 0;
  // Bounded by the page size too: positions opened inside the range since the starts were read wait for the next version.
  while (written < urlsPerSitemap) {
    let query = db
      .selectFrom('positions')
      .select(['id', 'posted_at', 'updated_at'])
      .where('domain', '=', range.domain)
      .where('archived_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(Math.min(rowsPerRead, urlsPerSitemap - written));
    if (range.before !== null) query = query.where('id', '<', range.before);
    // By the window's edge, not the clock: what is listed is what the window's ETag names.
    const { expiredThrough } = range;
    if (expiredThrough !== null) query = query.where((eb) => eb.or([eb('valid_through', 'is', null), eb('valid_through', '>', expiredThrough)]));
    const rows = await query.execute();
    if (rows.length === 0) break;
    yield rows.map((r) => urlEntry(urlOf(r.id), w3cDatetime(r.updated_at ?? r.posted_at))).join('');
    written += rows.length;
    after = (rows[rows.length - 1] as { id: number }).id;
    if (rows.length < rowsPerRead) break;
  }
  yield URLSET_CLOSE;
}
