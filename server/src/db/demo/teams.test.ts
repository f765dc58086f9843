import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Db } from '../database';
import { DEPARTMENTS } from './departments';
import { seedDemoData } from './seedDemo';
import { ensureDemoTeams } from './teams';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemoData(db, { positions: 100, seed: 42, now: new Date('2026-03-02T12:00:00.000Z') });
});
afterAll(() => database.close());

const count = async (table: 'departments' | 'candidate_skills') =>
  (await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

test('every demo department has a hiring manager', async () => {
  const rows = await db.selectFrom('departments').select(['name', 'hiring_manager']).where('domain', '=', 'demo.test').execute();
  expect(rows.map((r) => r.name).sort()).toEqual(DEPARTMENTS.map((d) => d.name).sort());
  expect(rows.every((r) => /^\S+( \S+)+$/.test(r.hiring_manager ?? ''))).toBe(true);
});

test('the demo candidates have skills and years of experience for match details', async () => {
  const profile = async (email: string) => ({
    years: (await db.selectFrom('candidates').select('experience_years').where('email', '=', email).executeTakeFirstOrThrow()).experience_years,
    skills: (
      await db.selectFrom('candidate_skills as s').innerJoin('candidates as c', 'c.id', 's.candidate_id').select('s.skill').where('c.email', '=', email).execute()
    ).map((r) => r.skill),
  });
  const alex = await profile('alex@demo.test');
  expect(alex.years).toBe(7);
  expect(alex.skills).toEqual(expect.arrayContaining(['TypeScript', 'React', 'Node.js']));
  // Alex's skills are skills the Engineering department asks for: matches are real.
  const engineering = DEPARTMENTS.find((d) => d.name === 'Engineering')?.skills ?? [];
  expect(alex.skills.every((s) => engineering.includes(s))).toBe(true);
  expect((await profile('sam@demo.test')).skills.length).toBeGreaterThan(3);
});

test('a demo database made before the teams existed gets them once', async () => {
  await sql`DELETE FROM departments`.execute(db);
  await sql`DELETE FROM candidate_skills`.execute(db);
  expect(await ensureDemoTeams(db)).toBe(true);
  expect(await count('departments')).toBe(DEPARTMENTS.length);
  expect(await count('candidate_skills')).toBeGreaterThan(0);
  expect(await ensureDemoTeams(db)).toBe(false);
});
