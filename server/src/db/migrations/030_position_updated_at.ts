import type { Migration } from './types';

// Sitemaps (issue 27, "Found by search engines"): a job's <lastmod> is when its page last changed, and
// positions had no such time (posted_at is when it was first published; the import rewrites positions in
// place). Null for rows written before this migration and by writers that do not set it: the sitemap then
// says posted_at. The partial index lets a sitemap page walk one company's open positions in id order,
// reading only the rows it lists (and the index build count them) instead of sorting all of them.
const change = `
ALTER TABLE positions ADD COLUMN updated_at TEXT;
CREATE INDEX positions_live_by_id ON positions(domain, id) WHERE archived_at IS NULL;
`;

export const positionUpdatedAt: Migration = {
  version: 30,
  name: 'position_updated_at',
  sqlite: change,
  postgres: change,
};
