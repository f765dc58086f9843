import type { Db } from '../db/database';
import type { Candidate } from '../services/candidates';

/** A company with no data of its own (forms, files and answers belong to one). */
export async function addCompany(db: Db, id = 'forms.test'): Promise<string> {
  await db.insertInto('domains').values({ id, name: 'Forms Test Inc.', config_json: '{}', created_at: '2026-01-01T00:00:00.000Z' }).execute();
  return id;
}

/** A candidate of `domain`, as the request context hands it to services. */
export async function addCandidate(db: Db, domain: string, email: string): Promise<Candidate> {
  const row = await db
    .insertInto('candidates')
    .values({ domain, email, password_hash: 'x', first_name: 'Test', last_name: 'Candidate', location: null, avatar: null, experience_years: null, created_at: '2026-01-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: row.id, domain, email, passwordHash: 'x', firstName: 'Test', lastName: 'Candidate', location: null, avatar: null,
    hasResume: false, isAdmin: false, isBootstrapped: true, isOnboarded: true, role: 'candidate',
  };
}

/** The demo company's live positions nobody has applied for or drafted yet, by id. */
export async function untouchedPositionIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('positions')
    .select('id')
    .where('domain', '=', 'demo.test')
    .where('archived_at', 'is', null)
    .where('id', 'not in', (eb) => eb.selectFrom('applications').select('position_id'))
    .where('id', 'not in', (eb) => eb.selectFrom('draft_applications').select('position_id'))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
