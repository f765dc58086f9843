import { applyTestApp } from '../testing/applyTestApp';
import { count, visit } from '../testing/testApp';

// Where an application came from (issue 14 #4, migration 021). An app of its own (applyTestApp makes one a
// file): the apply route's per-IP rate limit is shared by every test in a file.
const apply = applyTestApp();
const { db, get, post, freshPosition, validAnswers } = apply;
const submissions = () => count(apply.t.app, 'application_submissions');

describe('POST /api/pcsx/apply with tracking', () => {
  test('the tracking and referral parameters the visit brought are stored with the application and exported to the candidate', async () => {
    const { id } = await freshPosition();
    const tracking = {
      utm_source: 'newsletter', utm_campaign: 'spring 2026', src: 'jobboard', source: 'LinkedIn', microsite: 'campus',
      ref_src: 'employee', referral_token: 'r-7f3a9c',
    };
    const res = await post('/api/pcsx/apply', apply.sam, { pid: id, values: await validAnswers(apply.sam, { firstName: 'Sam', email: 'sam@demo.test' }), domain: 'demo.test', tracking });
    expect(res.statusCode).toBe(201);
    const { applicationId } = res.json();
    const row = await db()
      .selectFrom('application_submissions')
      .select(['utm_source', 'utm_campaign', 'src', 'source', 'microsite', 'ref_src', 'referral_token'])
      .where('application_id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(tracking);
    // They are the candidate's data: "download my data" shows them with the application.
    const exported = (await get('/api/pcsx/account/export?domain=demo.test', apply.sam)).json();
    expect(exported.tables.application_submissions).toContainEqual(expect.objectContaining({ application_id: applicationId, ...tracking }));
  });

  test('a logged-out application keeps its referral too; values outside the tracking charset are dropped, never refused', async () => {
    const visitor = await visit(apply.t.app);
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
    const values = await validAnswers(apply.alex);
    for (const tracking of [{ utm_source: 'x'.repeat(1001) }, { referral_token: ['a', 'b'] }, 'utm_source=mail']) {
      const res = await post('/api/pcsx/apply', apply.alex, { pid: id, values, domain: 'demo.test', tracking });
      expect([JSON.stringify(tracking).slice(0, 30), res.statusCode]).toEqual([JSON.stringify(tracking).slice(0, 30), 400]);
    }
    expect(await submissions()).toBe(before);
  });

});
