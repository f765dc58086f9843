import { MINUTE, positionExpiryApp } from '../testing/positionExpiryApp';
import type { Browser } from '../testing/testApp';

// What the candidate reads about a position says closed by the same rule the writes refuse by (README "Closed
// positions on the site"): archived or past its valid_through, by the server's clock (ctx.now), which these tests
// move instead of waiting. positionExpiry.test.ts covers the writes. On both engines (TEST_POSTGRES_URL).

const expiry = positionExpiryApp();
const { start, endingAt } = expiry;
const db = () => expiry.app.careers.db;
const at = (ms: number) => new Date(ms).toISOString();

const get = (url: string, who: Browser = expiry.alex) => expiry.app.inject({ url, headers: { cookie: who.cookie } });

test('apply form: expired a minute ago is closed though not archived; a minute ahead is open until the clock passes it', async () => {
  const expired = await endingAt(start - MINUTE, 'Expired Apply Form');
  const ending = await endingAt(start + MINUTE, 'Ending Apply Form');
  const position = async (id: number) => (await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`)).json().data.position;
  expect(await position(expired)).toEqual({ id: expired, name: 'Expired Apply Form', location: 'Berlin, Germany', archived_at: null, is_closed: true });
  expect(await position(ending)).toMatchObject({ archived_at: null, is_closed: false });
  expiry.app.careers.now = () => start + 2 * MINUTE;
  expect(await position(ending)).toMatchObject({ archived_at: null, is_closed: true });
});

const post = (url: string, payload: object, who: Browser = expiry.alex) =>
  expiry.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });

test('dashboard drafts: a draft kept before its position expired moves to the closed ones (no continue_url) when the clock passes valid_through', async () => {
  const ending = await endingAt(start + MINUTE, 'Ending Draft');
  expect((await post('/api/pcsx/draft_applications', { pid: ending, values: { firstName: 'Alex' }, domain: 'demo.test' })).statusCode).toBe(200);
  const drafts = async () => (await get('/api/pcsx/dashboard/drafts?domain=demo.test')).json().data;
  const mine = (list: Array<{ position_id: number }>) => list.filter((d) => d.position_id === ending);
  const open = await drafts();
  expect(mine(open.openDraftApplications)).toEqual([
    { position_id: ending, position: { name: 'Ending Draft', location: 'Berlin, Germany', archived_at: null, is_closed: false }, updated_at: expect.any(String), continue_url: `/careers/apply?pid=${ending}` },
  ]);
  expect(mine(open.closedDraftApplications)).toEqual([]);

  expiry.app.careers.now = () => start + 2 * MINUTE;
  const closed = await drafts();
  expect(mine(closed.openDraftApplications)).toEqual([]);
  expect(mine(closed.closedDraftApplications)).toEqual([
    { position_id: ending, position: { name: 'Ending Draft', location: 'Berlin, Germany', archived_at: null, is_closed: true }, updated_at: expect.any(String), continue_url: null },
  ]);
  // The drafts list the dashboard deletes from says the same.
  const listed = (await get('/api/pcsx/draft_applications?domain=demo.test')).json().data.draft_applications.filter((d: { position_id: number }) => d.position_id === ending);
  expect(listed).toEqual([{ position_id: ending, position: { name: 'Ending Draft', location: 'Berlin, Germany', archived_at: null, is_closed: true }, updated_at: expect.any(String) }]);
});

test('saved jobs: a position saved before it expired is listed with is_closed (archived_at stays null) once the clock passes valid_through', async () => {
  const ending = await endingAt(start + MINUTE, 'Ending Saved');
  expect((await post('/api/pcsx/position_action', { position_id: ending, action: 'save', domain: 'demo.test' })).statusCode).toBe(200);
  const listed = async () => (await get('/api/pcsx/positions/saved?domain=demo.test')).json().data.positions.find((p: { id: number }) => p.id === ending);
  expect(await listed()).toMatchObject({ name: 'Ending Saved', archived_at: null, is_closed: false });
  expiry.app.careers.now = () => start + 2 * MINUTE;
  expect(await listed()).toMatchObject({ name: 'Ending Saved', archived_at: null, is_closed: true });
});

test("assistant: an expired position is '(closed)' among saved jobs, 'no longer open' in the cart, and 'closed' when asked about by number", async () => {
  const expired = await endingAt(start - MINUTE, 'Expired Assistant');
  const ending = await endingAt(start + MINUTE, 'Ending Assistant');
  // Saved while both were open (the save itself refuses an expired position).
  const { id: alexId } = await db().selectFrom('candidates').select('id').where('domain', '=', 'demo.test').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow();
  await db().insertInto('saved_positions').values([expired, ending].map((id) => ({ domain: 'demo.test', candidate_id: alexId, position_id: id, created_at: at(start - 2 * MINUTE) }))).execute();
  const ask = async (content: string, jobCartIds?: number[]) =>
    (await post('/api/pcsx/assistant', { messages: [{ role: 'user', content }], domain: 'demo.test', ...(jobCartIds ? { jobCartIds: jobCartIds.map(String) } : {}) })).json().data.reply as string;

  const saved = await ask('Show my saved jobs');
  expect(saved).toContain('Expired Assistant — Berlin, Germany (closed)');
  expect(saved).toMatch(/Ending Assistant — Berlin, Germany$/m);
  const cart = await ask('What is in my cart?', [expired, ending]);
  expect(cart).toMatch(/Expired Assistant — Berlin, Germany \(Engineering, [^)]+\), no longer open$/m);
  expect(cart).toMatch(/Ending Assistant — Berlin, Germany \(Engineering, [^)]+\)$/m);
  expect(cart).toContain('One of them is closed; remove it to keep your cart current.');
  expect(await ask(`Tell me about job #${expired}`)).toMatch(/^Expired Assistant is closed:/);
  expect(await ask(`Tell me about job #${ending}`)).toMatch(/^Ending Assistant is open:/);

  expiry.app.careers.now = () => start + 2 * MINUTE;
  expect(await ask(`Tell me about job #${ending}`)).toMatch(/^Ending Assistant is closed:/);
  expect(await ask('What is in my cart?', [expired, ending])).toContain('2 of them are closed; remove them to keep your cart current.');
});
