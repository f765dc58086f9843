import { visit } from '../testing/testApp';
import type { FileAnswer } from '../testing/uploadFile';
import { applyTestApp, PDF } from '../testing/applyTestApp';

// Applying logged out (POST /api/pcsx/apply as a visitor), as the company config allows or not.
const apply = applyTestApp();
const { db, get, post, freshPosition, upload, validAnswers, attached, stored } = apply;

describe('POST /api/pcsx/apply', () => {
  test('logged out: allowed by the company config, stored with the email and nothing else', async () => {
    const visitor = await visit(apply.t.app);
    const { id } = await freshPosition();
    const before = (await stored());
    // A visitor uploads their resume like a candidate does; it is theirs (their session's) alone.
    const resume = await upload(visitor, 'robin-cv.pdf', PDF);
    const row = await db().selectFrom('form_files').select(['candidate_id', 'visitor', 'attached_at']).where('id', '=', resume.fileId).executeTakeFirstOrThrow();
    expect({ ...row, visitor: typeof row.visitor }).toEqual({ candidate_id: null, visitor: 'string', attached_at: null });
    const missing = await post('/api/pcsx/apply', visitor, { pid: id, values: await validAnswers(visitor, { resume: [resume], email: '' }), domain: 'demo.test' });
    expect(missing.json().error.fields).toEqual({ email: 'Email is required' });

    const res = await post('/api/pcsx/apply', visitor, { pid: id, values: await validAnswers(visitor, { resume: [resume], email: 'Robin@Example.com' }), domain: 'demo.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, applicationId: null });
    const latest = await db().selectFrom('application_submissions').select(['candidate_id', 'application_id', 'email', 'values_json']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect({ ...latest, values_json: undefined }).toEqual({ candidate_id: null, application_id: null, email: 'robin@example.com', values_json: undefined });
    expect((await stored())).toEqual({ ...before, submissions: before.submissions + 1, files: before.files + 1 });
    const submitted = JSON.parse(latest.values_json);
    expect(submitted.resume).toEqual([expect.objectContaining({ name: 'robin-cv.pdf', size: PDF.length, type: 'application/pdf', fileId: resume.fileId })]);
    expect(await attached(resume.fileId)).toEqual(expect.any(String));
    expect((await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, null)).json().data).toMatchObject({ values: {}, draft: null });
  });

  test('logged out: one application per email and position; a repeat is 409 and stores nothing', async () => {
    const { id } = await freshPosition();
    const visitorB = await visit(apply.t.app);
    const visitorA = await visit(apply.t.app);
    const first = await post('/api/pcsx/apply', visitorA, { pid: id, values: await validAnswers(visitorA, { email: 'kai@example.com' }), domain: 'demo.test' });
    expect(first.statusCode).toBe(201);
    // Another visit, the address spelled differently: the same applicant.
    const visitorC = await visit(apply.t.app);
    const answers = await validAnswers(visitorC, { email: ' Kai@Example.COM ' });
    const before = (await stored());
    const again = await post('/api/pcsx/apply', visitorC, { pid: id, values: answers, domain: 'demo.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'already_applied', message: 'You have already applied for this position.' });
    expect((await stored())).toEqual(before);
    expect(await attached((answers.resume as FileAnswer[])[0]!.fileId)).toBeNull();
    // Another address, or another position, is another application.
    expect((await post('/api/pcsx/apply', visitorB, { pid: id, values: await validAnswers(visitorB, { email: 'lee@example.com' }), domain: 'demo.test' })).statusCode).toBe(201);
    expect((await post('/api/pcsx/apply', visitorB, { pid: (await freshPosition()).id, values: await validAnswers(visitorB, { email: 'kai@example.com' }), domain: 'demo.test' })).statusCode).toBe(201);
  });

  test('logged out with loggedOutApplyEnabled off: login required', async () => {
    const setFlag = async (on: boolean) => {
      const { config_json } = await db().selectFrom('domains').select('config_json').where('id', '=', 'demo.test').executeTakeFirstOrThrow();
      const config = JSON.parse(config_json);
      config.configs.pcsxConfig.loggedOutApplyEnabled = on;
      await db().updateTable('domains').set({ config_json: JSON.stringify(config) }).where('id', '=', 'demo.test').execute();
    };
    await setFlag(false);
    try {
      const visitor = await visit(apply.t.app);
      const { id } = await freshPosition();
      const form = await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, null);
      expect(form.statusCode).toBe(401);
      expect(form.json().error.message).toBe('Session timed out.');
      const res = await post('/api/pcsx/apply', visitor, { pid: id, values: await validAnswers(visitor), domain: 'demo.test' });
      expect(res.statusCode).toBe(401);
      expect((await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, apply.alex)).statusCode).toBe(200);
    } finally {
      await setFlag(true);
    }
  });
});
