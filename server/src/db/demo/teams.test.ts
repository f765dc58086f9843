import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Db } from '../connection';
import { DEPARTMENTS } from './departments';
import { seedDemoData } from './seedDemo';
import { ensureDemoTeams } from './teams';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.sqlite as Db;
  await seedDemoData(db, { positions: 100, seed: 42, now: new Date('2026-03-02T12:00:00.000Z') });
});
afterAll(() => database.close());

test('every demo department has a hiring manager', () => {
  const rows = db.prepare("SELECT name, hiring_manager FROM departments WHERE domain = 'demo.test'").all() as Array<{ name: string; hiring_manager: string }>;
  expect(rows.map((r) => r.name).sort()).toEqual(DEPARTMENTS.map((d) => d.name).sort());
  expect(rows.every((r) => /^\S+( \S+)+$/.test(r.hiring_manager))).toBe(true);
});

test('the demo candidates have skills and years of experience for match details', () => {
  const profile = (email: string) => ({
    years: db.prepare('SELECT experience_years FROM candidates WHERE email = ?').pluck().get(email),
    skills: db.prepare('SELECT skill FROM candidate_skills s JOIN candidates c ON c.id = s.candidate_id WHERE c.email = ?').pluck().all(email) as string[],
  });
  const alex = profile('alex@demo.test');
  expect(alex.years).toBe(7);
  expect(alex.skills).toEqual(expect.arrayContaining(['TypeScript', 'React', 'Node.js']));
  // Alex's skills are skills the Engineering department asks for: matches are real.
  const engineering = DEPARTMENTS.find((d) => d.name === 'Engineering')?.skills ?? [];
  expect(alex.skills.every((s) => engineering.includes(s))).toBe(true);
  expect(profile('sam@demo.test').skills.length).toBeGreaterThan(3);
});

test('a demo database made before the teams existed gets them once', () => {
  db.prepare('DELETE FROM departments').run();
  db.prepare('DELETE FROM candidate_skills').run();
  expect(ensureDemoTeams(db)).toBe(true);
  expect(db.prepare('SELECT COUNT(*) FROM departments').pluck().get()).toBe(DEPARTMENTS.length);
  expect(db.prepare('SELECT COUNT(*) FROM candidate_skills').pluck().get()).toBeGreaterThan(0);
  expect(ensureDemoTeams(db)).toBe(false);
});
