import type { DomainSettings } from '../contracts/domainSettings';
import type { Db } from '../db/database';
import { DEMO_COMPANY_NAME, demoCompanySettings } from '../db/demo/company';

/**
 * A company of its own in a test database, named and set up like the demo company unless `change`
 * edits its settings (on either engine, through Kysely).
 */
export async function addCompany(db: Db, id: string, change: (settings: DomainSettings) => void = () => {}): Promise<void> {
  const settings = demoCompanySettings();
  change(settings);
  await db.insertInto('domains').values({ id, name: DEMO_COMPANY_NAME, config_json: JSON.stringify(settings), created_at: new Date().toISOString() }).execute();
}

/** A candidate of `domain` (password hash as given: tests that log in pass a real one); returns the id. */
export async function addCandidate(db: Db, domain: string, email: string, passwordHash = 'not-a-hash'): Promise<number> {
  const row = await db
    .insertInto('candidates')
    .values({ domain, email, password_hash: passwordHash, first_name: 'Test', last_name: 'Person', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A live position of `domain` titled `title`; returns its id. */
export async function addPosition(db: Db, domain: string, title: string): Promise<number> {
  const row = await db
    .insertInto('positions')
    .values({
      domain, title, department: 'Engineering', description: `${title}.`, employment_type: 'FULL_TIME', location_name: 'Berlin, Germany',
      city: 'Berlin', region: null, country: 'DE', lat: 52.52, lng: 13.405, posted_at: new Date().toISOString(),
      archived_at: null, salary_currency: null, salary_max: null, salary_min: null, valid_through: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * As addPosition, open until `validThrough` (ms; null: no end): past it the position is closed though no row
 * changes (README "Closed positions on the site"), which tests see by moving the app's clock.
 */
export async function addPositionEndingAt(db: Db, domain: string, title: string, validThrough: number | null): Promise<number> {
  const id = await addPosition(db, domain, title);
  await db.updateTable('positions').set({ valid_through: validThrough === null ? null : new Date(validThrough).toISOString() }).where('id', '=', id).execute();
  return id;
}

/** Edits a company's stored settings; returns what puts them back as they were. */
export async function changeCompanySettings(db: Db, id: string, change: (settings: DomainSettings) => void): Promise<() => Promise<void>> {
  const { config_json: original } = await db.selectFrom('domains').select('config_json').where('id', '=', id).executeTakeFirstOrThrow();
  const settings = JSON.parse(original) as DomainSettings;
  change(settings);
  await db.updateTable('domains').set({ config_json: JSON.stringify(settings) }).where('id', '=', id).execute();
  return async () => {
    await db.updateTable('domains').set({ config_json: original }).where('id', '=', id).execute();
  };
}
