import { sql } from 'kysely';
import { listTables } from '../copy/tableShapes';
import { engineOf, type Db } from '../database';
import { productTables } from '../productTables';
import { DEMO_DOMAIN, DEMO_THEME_EDITOR } from './company';
import { DEMO_PROFILES } from './teams';

/** What a database holds besides the demo: data of this product's, or tables of something else. */
export interface OtherThanDemo {
  foreign: boolean;
  /** In words: "other companies (acme.com) and 12 candidate accounts besides the demo ones". */
  text: string;
}

/**
 * What a database holds besides the demo, or null when it holds the demo company, its two candidates and
 * its theme editor at most: the seed may replace such a database without being asked twice. Read only;
 * works on a database of any migration version of this product.
 */
export async function otherThanDemo(db: Db): Promise<OtherThanDemo | null> {
  const tables = await listTables(db);
  if (tables.length === 0) return null;
  // Files from before Kysely kept their record in schema_migrations (migrate.ts adopts it).
  const ours = productTables(engineOf(db));
  ours.add('schema_migrations');
  const foreign = tables.filter((t) => !ours.has(t));
  if (foreign.length > 0 || !tables.includes('domains') || !tables.includes('candidates')) {
    return { foreign: true, text: `tables this product did not make (${(foreign.length > 0 ? foreign : tables).slice(0, 5).join(', ')})` };
  }
  const companies = await db.selectFrom('domains').select('id').where('id', '<>', DEMO_DOMAIN).orderBy('id').limit(6).execute();
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM candidates WHERE domain <> ${DEMO_DOMAIN} OR email NOT IN (${sql.join([...Object.keys(DEMO_PROFILES), DEMO_THEME_EDITOR.email])})`.execute(db);
  const candidates = Number(rows[0]?.n ?? 0);
  const found: string[] = [];
  if (companies.length > 0) {
    const names = companies.slice(0, 5).map((c) => c.id).join(', ');
    found.push(`other companies (${names}${companies.length > 5 ? ', …' : ''})`);
  }
  if (candidates > 0) found.push(`${candidates.toLocaleString('en-US')} candidate account${candidates === 1 ? '' : 's'} besides the demo ones`);
  return found.length > 0 ? { foreign: false, text: found.join(' and ') } : null;
}
