import { demoCompanySettings } from '../../db/demo/company';
import type { Db } from '../../db/database';
import { addCandidate, addCompany, addPosition } from '../../testing/positionRows';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { serverI18n } from '../../i18n/serverI18n';
import type { Domain } from '../domains';
import { positionInsights, similarRoles, timeToHireOf } from './insights';
import { getPosition } from './positionLookup';

// The position page's insights on either engine (SQLite, or PostgreSQL with TEST_POSTGRES_URL): the
// full-text index narrows "same city" and "shares title words", and days between dates are engine SQL.

let database: TestDatabase;
let db: Db;
const settings = demoCompanySettings();
const english = serverI18n('en');
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

const teamSize = async (id: number) => (await positionInsights(db, company, id, Date.now(), english)).fields.find((f) => f.key === 'team_size')?.value;

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
  const fields = async (id: number) => (await positionInsights(db, company, id, Date.now(), english)).fields.find((f) => f.key === 'time_to_hire')?.value;
  expect([await fields(sales), await fields(support)]).toEqual(['About 20 days', 'About 15 days']);
  await decide(support, 2);
  expect(await timeToHireOf(db, domain)).not.toBe(figures);
});

// Issue 30: the labels and sentences in the page's language; department, city and role names as the company wrote them.
test("the insights in the page's language: Arabic's plural forms, German and Japanese; one cached time to hire for every language", async () => {
  const domain = company.id;
  const insights = async (id: number, locale: string) => (await positionInsights(db, company, id, Date.now(), serverI18n(locale))).fields;
  const team = async (id: number, locale: string) => (await insights(id, locale)).find((f) => f.key === 'team_size')?.value;
  const own = await addPosition(db, { domain, title: 'Quokka Keeper', department: 'Zoo', city: ['München', 'BY', 'DE', 48.137, 11.575] });
  const addOthers = async (count: number) => {
    for (let i = 0; i < count; i++) await addPosition(db, { domain, title: `Night Guard ${i}`, department: 'Zoo', city: ['München', 'BY', 'DE', 48.137, 11.575] });
  };
  const arabic = [await team(own, 'ar')];
  const german = [await team(own, 'de')];
  for (const more of [1, 1, 1, 8]) {
    await addOthers(more);
    arabic.push(await team(own, 'ar'));
    german.push(await team(own, 'de'));
  }
  expect(arabic).toEqual([
    'لا توجد وظائف شاغرة أخرى في Zoo في München',
    'وظيفة شاغرة أخرى واحدة في Zoo في München',
    'وظيفتان شاغرتان أخريان في Zoo في München',
    '3 وظائف شاغرة أخرى في Zoo في München',
    '11 وظيفة شاغرة أخرى في Zoo في München',
  ]);
  expect(german).toEqual([
    'Keine weiteren offenen Stellen in Zoo in München',
    '1 weitere offene Stelle in Zoo in München',
    '2 weitere offene Stellen in Zoo in München',
    '3 weitere offene Stellen in Zoo in München',
    '11 weitere offene Stellen in Zoo in München',
  ]);
  expect(await team(own, 'ja')).toBe('MünchenのZooで募集中の求人がほかに11件あります');

  // Time to hire: the figures are cached (per version), the sentence is written per answer.
  const candidate = await addCandidate(db, domain, 'tth@insights.test');
  const decided = async (days: number) =>
    db
      .insertInto('applications')
      .values({
        domain, candidate_id: candidate.id, position_id: own, status: 'Closed', stage: 'Closed', is_active: 0,
        created_at: '2026-01-01T00:00:00.000Z', updated_at: new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString(),
      })
      .execute();
  await decided(2);
  const days = async (locale: string) => (await insights(own, locale)).find((f) => f.key === 'time_to_hire');
  expect(await days('ar')).toEqual({ key: 'time_to_hire', label: 'مدة التوظيف', value: 'نحو يومين' });
  const figures = await timeToHireOf(db, domain);
  expect(await days('de')).toEqual({ key: 'time_to_hire', label: 'Dauer bis zur Einstellung', value: 'Etwa 2 Tage' });
  expect(await days('en')).toEqual({ key: 'time_to_hire', label: 'Time to hire', value: 'About 2 days' });
  expect(await timeToHireOf(db, domain)).toBe(figures);
  await decided(6);
  await decided(12);
  // The median of 2, 6 and 12 days: Arabic's 'few' (3-10).
  expect((await days('ar'))?.value).toBe('نحو 6 أيام');
  expect((await days('he'))?.value).toBe('כ־6 ימים');

  // Every label in the language; the similar roles' names as written, joined as the language joins a list.
  expect((await insights(own, 'es')).map((f) => [f.label, f.value])).toEqual([
    ['Puestos abiertos en este equipo', '11 otros puestos abiertos en Zoo en München'],
    ['Tiempo de contratación', 'Alrededor de 6 días'],
    ['Puestos similares', expect.stringMatching(/^Night Guard \d+, Night Guard \d+ y Night Guard \d+$/)],
  ]);
});
