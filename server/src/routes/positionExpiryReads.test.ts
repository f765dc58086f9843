import { addPosition } from '../testing/fixtures';
import { createTestApp, logInAs, type Browser, type TestApp } from '../testing/testApp';

// What the candidate reads about a position says closed by the same rule the writes refuse by (README "Closed
// positions on the site"): archived or past its valid_through, by the server's clock (ctx.now), which these tests
// move instead of waiting. positionExpiry.test.ts covers the writes. On both engines (TEST_POSTGRES_URL).

let t: TestApp;
let alex: Browser;
const db = () => t.app.careers.db;
const MINUTE = 60_000;
// Real time, so sessions made along the way are as fresh as in use.
const start = Date.now();
const at = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  alex = await logInAs(t.app, 'alex@demo.test');
});
beforeEach(() => {
  t.app.careers.now = () => start;
});
afterAll(async () => {
  await t.close();
});

/** A live position ending at `validThrough`. */
async function endingAt(validThrough: string, title: string): Promise<number> {
  const id = await addPosition(db(), 'demo.test', title);
  await db().updateTable('positions').set({ valid_through: validThrough }).where('id', '=', id).execute();
  return id;
}

const get = (url: string, who: Browser = alex) => t.app.inject({ url, headers: { cookie: who.cookie } });

test('apply form: expired a minute ago is closed though not archived; a minute ahead is open until the clock passes it', async () => {
  const expired = await endingAt(at(start - MINUTE), 'Expired Apply Form');
  const ending = await endingAt(at(start + MINUTE), 'Ending Apply Form');
  const position = async (id: number) => (await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`)).json().data.position;
  expect(await position(expired)).toEqual({ id: expired, name: 'Expired Apply Form', location: 'Berlin, Germany', archived_at: null, is_closed: true });
  expect(await position(ending)).toMatchObject({ archived_at: null, is_closed: false });
  t.app.careers.now = () => start + 2 * MINUTE;
  expect(await position(ending)).toMatchObject({ archived_at: null, is_closed: true });
});
