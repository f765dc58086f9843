import type { Migration } from './types';

// The search vocabulary (typo correction, suggestions) counts the titles of a company's live
// positions after every change to them. Without this index that GROUP BY reads the whole table,
// long descriptions included (about a second at 100,000 positions); with it, only the index.
export const searchTitles: Migration = {
  version: 6,
  name: 'search_titles',
  sqlite: `
CREATE INDEX positions_titles ON positions(domain, archived_at, title);
`,
  postgres: `
CREATE INDEX positions_titles ON positions(domain, archived_at, title);
`,
};
