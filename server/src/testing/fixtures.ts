import type { DomainSettings } from '../contracts/domainSettings';
import type { Db } from '../db/database';
import { demoCompanySettings } from '../db/demo/company';

/**
 * A company of its own in an empty test database, with the demo company's settings unless
 * `change` edits them (on either engine, through Kysely).
 */
export async function addCompany(db: Db, id: string, change: (settings: DomainSettings) => void = () => {}): Promise<void> {
  const settings = demoCompanySettings();
  change(settings);
  await db.insertInto('domains').values({ id, name: `Company ${id}`, config_json: JSON.stringify(settings), created_at: new Date().toISOString() }).execute();
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
