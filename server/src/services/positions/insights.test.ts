import { demoCompanySettings } from '../../db/demo/company';
import type { Db } from '../../db/database';
import { addCandidate, addCompany, addPosition } from '../../testing/positionRows';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Domain } from '../domains';
import { positionInsights, similarRoles, timeToHireOf } from './insights';
import { getPosition } from './positionLookup';

// The position page's insights on either engine (SQLite, or PostgreSQL with TEST_POSTGRES_URL): the
// full-text index narrows "same city" and "shares title words", and days between dates are engine SQL.

let database: TestDatabase;
let db: Db;
const settings = demoCompanySettings();
let counter = 0;
/** A company of its own per test, in the one database of this file. */
let company: Domain;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(async () => {
  company = { id: `insights${++counter}.test`, name: 'Insights', settings };
  await addCompany(db, company.id, settings);
});

const teamSize = async (id: number) => (await positionInsights(db, company, id, Date.now())).fields.find((f) => f.key === 'team_size')?.value;

test('team_size: the other open roles of the department in the same city, never the position itself', async () => {
  const domain = company.id;
  const first = await addPosition(db, { domain, title: 'Agent One', department: 'Support' });
  expect(await teamSize(first)).toBe('No other open roles in Support in Berlin');
  await addPosition(db, { domain, title: 'Agent Two', department: 'Support' });
  expect(await teamSize(first)).toBe('1 other open role in Support in Berlin');
  await addPosition(db, { domain, title: 'Agent Three', department: 'Support', city: ['New York', 'NY', 'US', 40.7128, -74.006] });
  const york = await addPosition(db, { domain, title: 'Agent Four', department: 'Support', city: ['New York', 'NY', 'US', 40.7128, -74.006] });
  await addPosition(db, { domain, title: 'Agent Closed', department: 'Support', archived: true });
  await addPosition(db, { domain, title: 'Coder', department: 'Engineering' });
  await addCompany(db, `other${counter}.test`, settings);
  await addPosition(db, { domain: `other${counter}.test`, title: 'Agent Elsewhere', department: 'Support' });
  expect(await teamSize(first)).toBe('1 other open role in Support in Berlin');
  expect(await teamSize(york)).toBe('1 other open role in Support in New York');
});

test('similar roles: titles with all the words first, then any, then the department; one of each title; open ones of the company only', async () => {
  const domain = company.id;
  const own = await addPosition(db, { domain, title: 'Senior Backend Engineer', department: 'Platform' });
  const both = await addPosition(db, { domain, title: 'Backend Engineer', department: 'Data', postedAt: '2026-01-01T00:00:00.000Z' });
  await addPosition(db, { domain, title: 'Backend Engineer', department: 'Data' });
  const one = await addPosition(db, { domain, title: 'Frontend Engineer', department: 'Platform' });
  const other = await addPosition(db, { domain, title: 'Backend Developer', department: 'Web', postedAt: '2026-03-01T00:00:00.000Z' });
  const department = await addPosition(db, { domain, title: 'Site Reliability Lead', department: 'Platform' });
  await addPosition(db, { domain, title: 'Backend Engineer Closed', department: 'Platform', archived: true });
  await addCompany(db, `other${counter}.test`, settings);
  await addPosition(db, { domain: `other${counter}.test`, title: 'Backend Engineer', department: 'Platform' });
  const roles = await similarRoles(db, await getPosition(db, domain, own), Date.now());
  expect(roles.map((r) => r.name)).toEqual(['Backend Engineer', 'Frontend Engineer', 'Backend Developer', 'Site Reliability Lead']);
  // The newest of a title stands for it; same department before newer among "any word".
  expect(roles[0]?.id).not.toBe(both);
  expect(roles.slice(1).map((r) => r.id)).toEqual([one, other, department]);
  expect(roles[0]).toMatchObject({ location: 'Berlin, Berlin, DE' });
});

test('time to hire: medians of decided applications, per department with 3 or more, else the company\'s; cached per version', async () => {
  const domain = company.id;
  const candidate = await addCandidate(db, domain, 'ali@insights.test');
  const sales = await addPosition(db, { domain, title: 'Seller', department: 'Sales' });
  const support = await addPosition(db, { domain, title: 'Helper', department: 'Support' });
  const decide = (position: number, days: number, active = 0) =>
    db
      .insertInto('applications')
      .values({
        domain, candidate_id: candidate.id, position_id: position, status: 'Closed', stage: 'Closed', is_active: active,
        created_at: '2026-01-01T00:00:00.000Z', updated_at: new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString(),
      })
      .execute();
  expect(await timeToHireOf(db, domain)).toEqual({ departments: new Map(), company: null });
  for (const days of [10, 20, 30.5]) await decide(sales, days);
  await decide(support, 4);
  await decide(support, 100, 1);
  const figures = await timeToHireOf(db, domain);
  expect(figures.company).toBeCloseTo(15, 6);
  expect(figures.departments.get('Sales')).toEqual({ days: expect.closeTo(20, 6), samples: 3 });
  expect(figures.departments.get('Support')).toEqual({ days: expect.closeTo(4, 6), samples: 1 });
  expect(await timeToHireOf(db, domain)).toBe(figures);
  const fields = async (id: number) => (await positionInsights(db, company, id, Date.now())).fields.find((f) => f.key === 'time_to_hire')?.value;
  expect([await fields(sales), await fields(support)]).toEqual(['About 20 days', 'About 15 days']);
  await decide(support, 2);
  expect(await timeToHireOf(db, domain)).not.toBe(figures);
});
