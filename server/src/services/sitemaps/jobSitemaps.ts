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

/** Where each job sitemap starts: the id of its first position, for one company at one search version. */
interface PageStarts {
  version: number;
  urlsPerSitemap: number;
  starts: Promise<number[]>;
}

const cache = new WeakMap<Db, Map<string, PageStarts>>();

/**
 * The first position id of each job sitemap of the company's open positions (archived_at unset, as search
 * counts them live), in id order: one id per sitemap. Kept until the company's positions change (its
 * search version grows, through this instance or any other), so a sitemap index asked again reads no
 * position; a closed position moves the boundaries at the next request.
 */
export function jobSitemapStarts(db: Db, domain: string, version: number): Promise<number[]> {
  let perDomain = cache.get(db);
  if (!perDomain) {
    perDomain = new Map();
    cache.set(db, perDomain);
  }
  const { urlsPerSitemap } = sitemapLimits;
  const hit = perDomain.get(domain);
  if (hit && hit.version === version && hit.urlsPerSitemap === urlsPerSitemap) return hit.starts;
  const entry: PageStarts = { version, urlsPerSitemap, starts: readStarts(db, domain, urlsPerSitemap) };
  perDomain.set(domain, entry);
  // A failed read is not kept: the next request tries again.
  entry.starts.catch(() => perDomain.get(domain) === entry && perDomain.delete(domain));
  return entry.starts;
}

// Every urlsPerSitemap-th id, counted on the database (positions_live_by_id, migration 30): one row per sitemap comes back.
async function readStarts(db: Db, domain: string, urlsPerSitemap: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM (
      SELECT id, ROW_NUMBER() OVER (ORDER BY id) AS n FROM positions WHERE domain = ${domain} AND archived_at IS NULL
    ) AS live WHERE (n - 1) % ${urlsPerSitemap} = 0 ORDER BY id`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** One job sitemap: the company's open positions with ids in [from, before) (before null: to the end). */
export interface JobSitemapRange {
  domain: string;
  from: number;
  before: number | null;
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
    const rows = await query.execute();
    if (rows.length === 0) break;
    yield rows.map((r) => urlEntry(urlOf(r.id), w3cDatetime(r.updated_at ?? r.posted_at))).join('');
    written += rows.length;
    after = (rows[rows.length - 1] as { id: number }).id;
    if (rows.length < rowsPerRead) break;
  }
  yield URLSET_CLOSE;
}
