import type { Db } from '../db/database';
import { seedSearchFixture } from './searchFixture';
import { createTestApp, logInAs, type Browser, type TestApp } from './testApp';

/**
 * The app the position route tests share (positions.test.ts, savedPositions.test.ts): the demo company,
 * the search fixture's second company (its ids in `fixtureIds`), Alex logged in, and three demo-company
 * positions of known content: two open (`backend`, `designer`) and one archived (`closed`).
 */
export interface PositionsTestApp extends TestApp {
  alex: Browser;
  fixtureIds: number[];
  backend: number;
  designer: number;
  closed: number;
}

/** What insertDemoPosition is told; the rest is fixed (Berlin, Engineering, 70–90k EUR, open until 2099). */
export interface DemoPositionFields {
  title: string;
  department?: string;
  skills?: string[];
  description?: string;
  city?: readonly [string, string, string, number, number];
  remote?: boolean;
  archived?: boolean;
}

/** A demo-company position with known content; returns its id. */
export async function insertDemoPosition(db: Db, p: DemoPositionFields): Promise<number> {
  const [city, region, country, lat, lng] = p.city ?? (['Berlin', 'Berlin', 'DE', 52.52, 13.405] as const);
  const { id } = await db
    .insertInto('positions')
    .values({
      domain: 'demo.test', title: p.title, department: p.department ?? 'Engineering', description: p.description ?? 'Build things.\n\nWhat you bring:\n\n- Care\n- Tests',
      skills_json: JSON.stringify(p.skills ?? []), employment_type: 'FULL_TIME', location_name: `${city}, ${region}, ${country}`, city, region, country,
      lat, lng, is_remote: p.remote ? 1 : 0, salary_min: 70000, salary_max: 90000, salary_currency: 'EUR', posted_at: '2026-02-01T09:00:00.000Z',
      // Far ahead: a position past its valid_through is closed (isPositionClosed).
      valid_through: '2099-04-01T09:00:00.000Z', archived_at: p.archived ? '2026-02-20T00:00:00.000Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Makes the shared app; `close` removes it. */
export async function createPositionsTestApp(): Promise<PositionsTestApp> {
  const t = await createTestApp();
  const db = t.app.careers.db;
  const fixtureIds = await seedSearchFixture(db);
  const alex = await logInAs(t.app);
  const backend = await insertDemoPosition(db, { title: 'Senior Backend Engineer', skills: ['TypeScript', 'React', 'Node.js', 'Kubernetes'] });
  const designer = await insertDemoPosition(db, { title: 'Product Designer', department: 'Design', skills: ['Figma', 'Sketch', 'Prototyping'] });
  const closed = await insertDemoPosition(db, { title: 'Junior Platform Engineer', skills: ['Go'], archived: true });
  return { ...t, alex, fixtureIds, backend, designer, closed };
}
