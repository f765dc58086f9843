import { count, createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';
import { uploadedAnswer } from '../testing/uploadFile';

// Where an application came from (issue 14 #4, migration 021). An app of its own: the apply route's
// per-IP rate limit is shared by every test in a file.
let t: TestApp;
let alex: Browser;
let sam: Browser;

beforeAll(async () => {
  t = await createTestApp();
  alex = await logInAs(t.app, 'alex@demo.test');
  sam = await logInAs(t.app, 'sam@demo.test');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;
const get = (url: string, who: Browser) => t.app.inject({ url, headers: { cookie: who.cookie } });
const post = (url: string, who: Browser, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });

const used = new Set<number>();
/** A live position nobody in these tests has applied for yet. */
async function freshPosition(): Promise<{ id: number }> {
  const rows = await db()
    .selectFrom('positions')
    .select('id')
    .where('domain', '=', 'demo.test')
    .where('archived_at', 'is', null)
    .where('id', 'not in', (eb) => eb.selectFrom('applications').select('position_id'))
    .orderBy('id')
    .execute();
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error('no fresh position');
  used.add(row.id);
  return row;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
/** A complete application of the demo form, its resume uploaded as `who`. */
const validAnswers = async (who: Browser, extra: Record<string, unknown> = {}) => ({
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex@demo.test',
  phone: { callingCode: '+49', number: '15123456789', country: 'DE' },
  country: 'DE',
  region: 'BE',
  resume: [await uploadedAnswer(t.app, who, 'cv.pdf', PDF)],
  'workHistory[0].employer': 'Contoso',
  'workHistory[0].jobTitle': 'Frontend Engineer',
  'workHistory[0].period': { startDate: '03/2019', endDate: '', isCurrent: true },
  workAuthorization: 'yes',
  privacyConsent: true,
  ...extra,
});
const submissions = () => count(t.app, 'application_submissions');

describe('POST /api/pcsx/apply with tracking', () => {
  test('the tracking and referral parameters the visit brought are stored with the application and exported to the candidate', async () => {
    const { id } = await freshPosition();
    const tracking = {
      utm_source: 'newsletter', utm_campaign: 'spring 2026', src: 'jobboard', source: 'LinkedIn', microsite: 'campus',
      ref_src: 'employee', referral_token: 'r-7f3a9c',
    };
    const res = await post('/api/pcsx/apply', sam, { pid: id, values: await validAnswers(sam, { firstName: 'Sam', email: 'sam@demo.test' }), domain: 'demo.test', tracking });
    expect(res.statusCode).toBe(201);
    const { applicationId } = res.json();
    const row = await db()
      .selectFrom('application_submissions')
      .select(['utm_source', 'utm_campaign', 'src', 'source', 'microsite', 'ref_src', 'referral_token'])
      .where('application_id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(tracking);
    // They are the candidate's data: "download my data" shows them with the application.
    const exported = (await get('/api/pcsx/account/export?domain=demo.test', sam)).json();
    expect(exported.tables.application_submissions).toContainEqual(expect.objectContaining({ application_id: applicationId, ...tracking }));
  });

  test('a logged-out application keeps its referral too; values outside the tracking charset are dropped, never refused', async () => {
    const visitor = await visit(t.app);
    const { id } = await freshPosition();
    const tracking = { referral_token: 'r-visitor-1', utm_source: '<script>alert(1)</script>', utm_campaign: '   ', src: 'x'.repeat(201) };
    const res = await post('/api/pcsx/apply', visitor, { pid: id, values: await validAnswers(visitor, { email: 'kim@example.com' }), domain: 'demo.test', tracking });
    expect(res.statusCode).toBe(201);
    const row = await db()
      .selectFrom('application_submissions')
      .select(['email', 'referral_token', 'utm_source', 'utm_campaign', 'src', 'source'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'kim@example.com', referral_token: 'r-visitor-1', utm_source: null, utm_campaign: null, src: null, source: null });
  });

  test('tracking that is not an object of short strings is a 400 and stores nothing', async () => {
    const { id } = await freshPosition();
    const before = await submissions();
    const values = await validAnswers(alex);
    for (const tracking of [{ utm_source: 'x'.repeat(1001) }, { referral_token: ['a', 'b'] }, 'utm_source=mail']) {
      const res = await post('/api/pcsx/apply', alex, { pid: id, values, domain: 'demo.test', tracking });
      expect([JSON.stringify(tracking).slice(0, 30), res.statusCode]).toEqual([JSON.stringify(tracking).slice(0, 30), 400]);
    }
    expect(await submissions()).toBe(before);
  });

});
