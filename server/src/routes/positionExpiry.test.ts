import { MINUTE, positionExpiryApp } from '../testing/positionExpiryApp';
import { visit, type Browser } from '../testing/testApp';
import { uploadedAnswer } from '../testing/uploadFile';

// A position past its valid_through is closed though nobody archived it (README "Closed positions on the
// site"): every call that would add to it refuses, by the server's clock (ctx.now), which these tests move
// instead of waiting. On both engines (TEST_POSTGRES_URL).

const expiry = positionExpiryApp();
const { start, endingAt } = expiry;
const db = () => expiry.app.careers.db;
const at = (ms: number) => new Date(ms).toISOString();

const get = (url: string, who: Browser | null = expiry.alex) => expiry.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const post = (url: string, payload: object, who: Browser = expiry.alex) =>
  expiry.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });

const CLOSED_TO_ADDING = { error: { code: 'position_closed', message: 'This position is closed and no longer takes applications.' } };
const CLOSED_TO_APPLYING = { error: { code: 'position_closed', message: 'This position is no longer accepting applications.' } };

test('position details: expired a minute ago is closed (isClosed, isFallback), not archived; a minute ahead is open until the clock passes it', async () => {
  const expired = await endingAt(start - MINUTE, 'Expired Details');
  const ending = await endingAt(start + MINUTE, 'Ending Details');
  const details = async (id: number) => (await get(`/api/pcsx/position_details?position_id=${id}&domain=demo.test`)).json();
  const before = await details(expired);
  expect(before.metadata).toEqual({ isFallback: true, isClosed: true });
  expect(before.data).toMatchObject({ archived_at: null, valid_through: at(start - MINUTE) });
  expect((await details(ending)).metadata).toEqual({ isFallback: false, isClosed: false });
  expiry.app.careers.now = () => start + 2 * MINUTE;
  expect((await details(ending)).metadata).toEqual({ isFallback: true, isClosed: true });
  // Only archived positions are gone (410); an expired one stays a page (200), as the README says.
  expect((await get(`/careers/job/${ending}`, null)).statusCode).toBe(200);
});

test('saving: 409 position_closed for an expired position (nothing stored); accepted a minute before its end, refused after', async () => {
  const expired = await endingAt(start - MINUTE, 'Expired Save');
  const ending = await endingAt(start + MINUTE, 'Ending Save');
  const save = (id: number) => post('/api/pcsx/position_action', { position_id: id, action: 'save', domain: 'demo.test' });
  const refused = await save(expired);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual(CLOSED_TO_ADDING);
  expect((await db().selectFrom('saved_positions').select('position_id').where('position_id', '=', expired).execute())).toEqual([]);
  expect((await save(ending)).json()).toEqual({ ok: true, positionUserActions: { isSaved: true } });
  expiry.app.careers.now = () => start + 2 * MINUTE;
  // Already saved: saving again changes nothing and is no error; unsaving works; saving anew does not.
  expect((await save(ending)).statusCode).toBe(200);
  expect((await post('/api/pcsx/position_action', { position_id: ending, action: 'unsave', domain: 'demo.test' })).json()).toEqual({ ok: true, positionUserActions: { isSaved: false } });
  expect((await save(ending)).json()).toEqual(CLOSED_TO_ADDING);
});

test('job cart: adding an expired position is 409 (none of the ids added); one added before it expired is then flagged invalid and can be removed', async () => {
  const me = await visit(expiry.app);
  const expired = await endingAt(start - MINUTE, 'Expired Cart');
  const ending = await endingAt(start + MINUTE, 'Ending Cart');
  const cart = (operation: string, pids: number[]) => post('/api/pcsx/job_cart', { pids, operation, domain: 'demo.test' }, me);
  const refused = await cart('add', [ending, expired]);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual(CLOSED_TO_ADDING);
  const added = await cart('add', [ending]);
  expect(added.json().data.jobCartData).toMatchObject({ items: [{ id: ending, archived_at: null }], invalidPositionIds: [] });
  expiry.app.careers.now = () => start + 2 * MINUTE;
  expect((await get('/api/pcsx/job_cart?domain=demo.test', me)).json().data.jobCartData).toMatchObject({ items: [{ id: ending, archived_at: null }], invalidPositionIds: [ending] });
  expect((await cart('add', [ending])).statusCode).toBe(200);
  expect((await cart('remove', [ending])).json().data.jobCartData).toEqual({ items: [], invalidPositionIds: [] });
  expect((await cart('add', [ending])).json()).toEqual(CLOSED_TO_ADDING);
});

test('applying and keeping a draft: 409 position_closed for an expired position; accepted a minute before its end', async () => {
  const expired = await endingAt(start - MINUTE, 'Expired Apply');
  const ending = await endingAt(start + MINUTE, 'Ending Apply');
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
  const values = async () => ({
    firstName: 'Alex', lastName: 'Rivera', email: 'alex@demo.test',
    phone: { callingCode: '+49', number: '15123456789', country: 'DE' }, country: 'DE', region: 'BE',
    resume: [await uploadedAnswer(expiry.app, expiry.alex, 'alex-cv.pdf', PDF)],
    'workHistory[0].employer': 'Contoso', 'workHistory[0].jobTitle': 'Frontend Engineer',
    'workHistory[0].period': { startDate: '03/2019', endDate: '', isCurrent: true },
    workAuthorization: 'yes', privacyConsent: true,
  });
  const draft = await post('/api/pcsx/draft_applications', { pid: expired, values: { firstName: 'Alex' }, domain: 'demo.test' });
  expect(draft.statusCode).toBe(409);
  expect(draft.json()).toEqual(CLOSED_TO_APPLYING);
  const refused = await post('/api/pcsx/apply', { pid: expired, values: await values(), domain: 'demo.test' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual(CLOSED_TO_APPLYING);
  expect((await post('/api/pcsx/draft_applications', { pid: ending, values: { firstName: 'Alex' }, domain: 'demo.test' })).statusCode).toBe(200);
  const applied = await post('/api/pcsx/apply', { pid: ending, values: await values(), domain: 'demo.test' });
  expect(applied.statusCode).toBe(201);
  expect(applied.json()).toEqual({ ok: true, applicationId: expect.any(Number) });
});
