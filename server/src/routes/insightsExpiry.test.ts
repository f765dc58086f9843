import { addPosition } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';

// A job page's insights ('Open roles in this team', 'Similar roles') name open roles only, by the rule every
// other place uses (isPositionClosed, README "Closed positions on the site"): a role past its valid_through is
// closed though nobody archived it. The server's clock (ctx.now) is moved instead of waiting. Both engines
// (TEST_POSTGRES_URL).

let t: TestApp;
const db = () => t.app.careers.db;
const MINUTE = 60_000;
const start = Date.now();
const at = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A demo-company role in the Quokka Care department in Berlin, open until `validThrough` (null: no end). */
async function role(title: string, validThrough: string | null): Promise<number> {
  const id = await addPosition(db(), 'demo.test', title);
  await db().updateTable('positions').set({ department: 'Quokka Care', valid_through: validThrough }).where('id', '=', id).execute();
  return id;
}

test('a role past its valid_through is no longer counted in the team nor suggested as similar; until then it is', async () => {
  t.app.careers.now = () => start;
  const page = await role('Senior Quokka Keeper', null);
  // Shares the title's words (the full-text step), shares only the department (the department step), no end.
  await role('Quokka Keeper', at(start + MINUTE));
  await role('Night Shift Supervisor', at(start + MINUTE));
  await role('Quokka Groomer', null);
  const insights = async () => (await t.app.inject({ url: `/api/pcsx/position_insights?position_id=${page}&domain=demo.test` })).json().data;

  const before = await insights();
  expect(before.fields.find((f: { key: string }) => f.key === 'team_size')).toEqual({ key: 'team_size', label: 'Open roles in this team', value: '3 other open roles in Quokka Care in Berlin' });
  expect(before.similarRoles.map((r: { name: string }) => r.name)).toEqual(['Quokka Keeper', 'Quokka Groomer', 'Night Shift Supervisor']);

  t.app.careers.now = () => start + 2 * MINUTE;
  const after = await insights();
  expect(after.fields.find((f: { key: string }) => f.key === 'team_size')).toEqual({ key: 'team_size', label: 'Open roles in this team', value: '1 other open role in Quokka Care in Berlin' });
  expect(after.similarRoles.map((r: { name: string }) => r.name)).toEqual(['Quokka Groomer']);
  expect(after.fields.find((f: { key: string }) => f.key === 'similar_roles')).toEqual({ key: 'similar_roles', label: 'Similar roles', value: 'Quokka Groomer' });
});
