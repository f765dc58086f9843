// What `pnpm bench search` needs to know of the seeded positions, read from the database itself (not through the
// search, which is what is measured): the words people would type, and how many jobs are titled with a word.
// It opens the database through the built server's modules (server/dist), so both engines read alike.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './lib.mjs';

const DOMAIN = 'demo.test';
const dist = (file) => join(root, 'server', 'dist', 'server', 'src', file);
const require = createRequire(import.meta.url);

/** The built server's `openDatabase` target for a DATABASE_URL as the benches write it (sqlite:/abs/file or postgres://…). */
export function databaseTarget(url) {
  if (/^postgres(ql)?:\/\//i.test(url)) return { engine: 'postgres', url, poolSize: 2 };
  return { engine: 'sqlite', path: url.replace(/^sqlite:(\/\/)?/i, '') };
}

/** Opens the database at `url` with the built server's code; `close()` when done. */
export function openBuiltDatabase(url) {
  return require(dist('db/database.js')).openDatabase(databaseTarget(url), { applicationName: 'careers-bench-search' });
}

/** Words as the server's vocabulary splits them (letters and digits, lower case): wordsOf of services/search/vocabulary. */
export const wordsOf = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The demo company's live positions, in the columns a searcher types: `titles`, `departments`, `cities`,
 * `countries`, `skills` (distinct values, sorted, so what is drawn from them does not depend on the engine's
 * row order), `employmentTypes`, and `titledWith(word)`: live positions whose title holds the word (or its
 * plural with -s) as a whole word.
 */
export async function readSearchData(url) {
  const database = openBuiltDatabase(url);
  try {
    const rows = await database.db
      .selectFrom('positions')
      .select(['title', 'department', 'city', 'country', 'employment_type', 'skills_json'])
      .where('domain', '=', DOMAIN)
      .where('archived_at', 'is', null)
      .execute();
    const distinct = (values) => [...new Set(values.filter(Boolean))].sort();
    const titleWords = rows.map((r) => new Set(wordsOf(r.title)));
    return {
      positions: rows.length,
      titles: distinct(rows.map((r) => r.title)),
      departments: distinct(rows.map((r) => r.department)),
      cities: distinct(rows.map((r) => r.city)),
      countries: distinct(rows.map((r) => r.country)),
      employmentTypes: distinct(rows.map((r) => r.employment_type)),
      skills: distinct(rows.flatMap((r) => JSON.parse(r.skills_json || '[]'))),
      titledWith: (word) => titleWords.filter((words) => words.has(word) || words.has(`${word}s`)).length,
    };
  } finally {
    await database.close();
  }
}
