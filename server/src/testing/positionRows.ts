import type { Db } from '../db/database';
import type { Candidate } from '../services/candidates';

export interface TestPosition {
  domain: string;
  title: string;
  department?: string;
  skills?: string[];
  city?: readonly [name: string, region: string, country: string, lat: number, lng: number];
  postedAt?: string;
  archived?: boolean;
  description?: string;
  remote?: boolean;
  salary?: { min: number; max: number; currency: string };
  /** Past this the position is closed (isPositionClosed); none by default. */
  validThrough?: string;
}

/** Adds one position with plain defaults (Berlin, full time); returns its id. */
export async function addPosition(db: Db, p: TestPosition): Promise<number> {
  const [city, region, country, lat, lng] = p.city ?? (['Berlin', 'Berlin', 'DE', 52.52, 13.405] as const);
  const { id } = await db
    .insertInto('positions')
    .values({
      domain: p.domain, title: p.title, department: p.department ?? 'Engineering', description: p.description ?? 'A role.', skills_json: JSON.stringify(p.skills ?? []),
      employment_type: 'FULL_TIME', location_name: `${city}, ${region}, ${country}`, city, region, country, lat, lng,
      is_remote: p.remote ? 1 : 0, salary_min: p.salary?.min ?? null, salary_max: p.salary?.max ?? null, salary_currency: p.salary?.currency ?? null,
      posted_at: p.postedAt ?? '2026-02-01T09:00:00.000Z', valid_through: p.validThrough ?? null, archived_at: p.archived ? '2026-02-20T00:00:00.000Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Adds a company with the demo settings. */
export async function addCompany(db: Db, id: string, settings: object): Promise<void> {
  await db.insertInto('domains').values({ id, name: id, config_json: JSON.stringify(settings), created_at: '2026-01-01T00:00:00.000Z' }).execute();
}

/** Adds a candidate of `domain`, as the services see one. */
export async function addCandidate(db: Db, domain: string, email: string): Promise<Candidate> {
  const { id } = await db
    .insertInto('candidates')
    .values({ domain, email, password_hash: 'not-a-hash', created_at: '2026-01-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id, domain, email, passwordHash: 'not-a-hash', firstName: '', lastName: '', location: null, avatar: null,
    hasResume: false, isAdmin: false, isBootstrapped: false, isOnboarded: false, role: 'candidate',
  };
}
