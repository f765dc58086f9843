import { APPLICATION_FORM } from '../db/demo/demoForms';
import { validateForm } from '../services/forms/rules';
import { answersWith, applyTestApp } from '../testing/applyTestApp';

// The apply form (GET /api/pcsx/apply_form) and what the candidate's profile fills in and offers (stored resumes).
const apply = applyTestApp();
const { db, alexId, get, post, freshPosition, attached, alexDraftWithResume, stored } = apply;

describe('GET /api/pcsx/apply_form', () => {
  test('the draft\'s answers (with its stored resume) when there is a draft', async () => {
    const draft = await alexDraftWithResume();
    const res = await get(`/api/pcsx/apply_form?pid=${draft.position_id}&domain=demo.test`, apply.alex);
    expect(res.statusCode).toBe(200);
    const { form, values, position, draft: info } = res.json().data;
    expect(form).toEqual(APPLICATION_FORM);
    expect(info).toEqual({ updated_at: draft.updated_at });
    expect(position).toEqual({ id: draft.position_id, name: expect.any(String), location: expect.any(String), archived_at: null, is_closed: false });
    expect(values).toMatchObject({ firstName: 'Alex', city: 'Berlin', 'workHistory[0].employer': 'Contoso' });
    expect(values.resume).toEqual([expect.objectContaining({ name: 'alex-rivera-resume.txt', fileId: expect.any(Number), previewUrl: expect.stringMatching(/^\/api\/pcsx\/form_files\/\d+$/) })]);
    expect((await get(values.resume[0].previewUrl, apply.alex)).body).toContain('Alex Rivera');
  });

  test('without a draft, what the profile knows; unknown positions are 404', async () => {
    const { id } = await freshPosition();
    const res = await get(`/api/pcsx/apply_form?pid=${id}`, apply.alex);
    expect(res.json().data).toMatchObject({ values: { firstName: 'Alex', lastName: 'Rivera', email: 'alex@demo.test' }, draft: null });
    expect((await get('/api/pcsx/apply_form?pid=99999999', apply.alex)).json()).toEqual({ error: { code: 'not_found', message: 'Position not found.' } });
    expect((await get('/api/pcsx/apply_form?pid=abc', apply.alex)).statusCode).toBe(400);
  });
});

describe('the profile in the apply form (issue 24 #8)', () => {
  const alexResumes = async () =>
    db().selectFrom('candidate_resumes').select(['id', 'name', 'created_at', 'file_id']).where('candidate_id', '=', await alexId()).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

  test('a draft\'s typed answers win; what it left empty comes from the profile; the profile\'s resumes are offered', async () => {
    const { id } = await freshPosition();
    const saved = await post('/api/pcsx/draft_applications', apply.alex, { pid: id, values: { firstName: 'Alexander', lastName: '', linkedin: 'https://www.linkedin.com/in/alex' }, domain: 'demo.test' });
    expect(saved.statusCode).toBe(200);
    const { values, resumes } = (await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, apply.alex)).json().data;
    expect(values).toMatchObject({ firstName: 'Alexander', lastName: 'Rivera', email: 'alex@demo.test', city: 'Berlin', linkedin: 'https://www.linkedin.com/in/alex' });
    const own = await alexResumes();
    expect(own.length).toBeGreaterThan(0);
    expect(resumes).toEqual(own.map((r) => ({ id: r.id, name: r.name, created_at: r.created_at })));
    expect((await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, apply.sam)).json().data.resumes).toEqual([]);
  });

  test('country, the phone\'s country, skills and the work history come from the profile (new-user trial 2026-11-28)', async () => {
    const { id } = await freshPosition();
    const candidate = await db().selectFrom('candidates').select(['id', 'location']).where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow();
    expect(candidate.location).toBe('Berlin, Germany');
    const skills = (await db().selectFrom('candidate_skills').select('skill').where('candidate_id', '=', candidate.id).orderBy('skill').execute()).map((r) => r.skill);
    expect(skills).toHaveLength(9);
    const { values } = (await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, apply.alex)).json().data;
    expect(values).toMatchObject({
      city: 'Berlin',
      country: 'DE',
      phone: { country: 'DE', callingCode: '+49', number: '' },
      skills,
      'workHistory[0].employer': 'Blue Harbor Analytics',
      'workHistory[0].jobTitle': 'Senior Software Engineer',
      'workHistory[0].period': { startDate: '03/2021', endDate: null, isCurrent: true },
      'workHistory[1].employer': 'Lumen Freight',
      'workHistory[1].jobTitle': 'Software Engineer',
      'workHistory[1].period': { startDate: '09/2018', endDate: '02/2021', isCurrent: false },
    });
    // What the profile fills passes the form's own rules (apart from the number the profile does not hold).
    expect(Object.keys(validateForm(APPLICATION_FORM, values)).filter((key) => key.startsWith('workHistory') || key === 'skills' || key === 'country')).toEqual([]);

    // A draft's own answers win, and a list the draft kept stays the draft's whole list.
    const saved = await post('/api/pcsx/draft_applications', apply.alex, {
      pid: id, domain: 'demo.test',
      values: { country: 'CA', phone: { country: 'US', callingCode: '+1', number: '' }, skills: ['Go'], workHistory: [{ employer: 'Contoso', jobTitle: 'Engineer' }] },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, apply.alex)).json().data.values;
    expect(after).toMatchObject({ country: 'CA', skills: ['Go'], 'workHistory[0].employer': 'Contoso', 'workHistory[0].jobTitle': 'Engineer', phone: { country: 'DE', number: '' } });
    expect(Object.keys(after).filter((key) => key.startsWith('workHistory[1]'))).toEqual([]);
    expect(after['workHistory[0].period'] ?? null).toBeNull();
  });

  test('another candidate\'s resume (or none) is refused with 422 under the question, and nothing is stored', async () => {
    const { id } = await freshPosition();
    const [resume] = await alexResumes();
    const before = await stored();
    for (const resumeId of [resume!.id, 99999999]) {
      const res = await post('/api/pcsx/apply', apply.sam, { pid: id, values: { ...answersWith([{ resumeId }]), firstName: 'Sam', lastName: 'Chen', email: 'sam@demo.test' }, domain: 'demo.test' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    }
    expect(await stored()).toEqual(before);
  });

  test('applying with a stored resume copies it into the application as its own file (deleting the resume later leaves it)', async () => {
    const { id } = await freshPosition();
    const [resume] = await alexResumes();
    const res = await post('/api/pcsx/apply', apply.alex, { pid: id, values: answersWith([{ resumeId: resume!.id }]), domain: 'demo.test' });
    expect(res.statusCode).toBe(201);
    const submission = await db().selectFrom('application_submissions').select('values_json').where('application_id', '=', res.json().applicationId).executeTakeFirstOrThrow();
    const [file] = JSON.parse(submission.values_json).resume;
    expect(file).toMatchObject({ name: resume!.name, status: 'done', fileId: expect.any(Number) });
    expect(file.fileId).not.toBe(resume!.file_id);
    expect(await attached(file.fileId)).toEqual(expect.any(String));
    const original = await get(`/api/pcsx/form_files/${resume!.file_id}?domain=demo.test`, apply.alex);
    const copy = await get(`/api/pcsx/form_files/${file.fileId}?domain=demo.test`, apply.alex);
    expect(copy.statusCode).toBe(200);
    expect(copy.rawPayload.equals(original.rawPayload)).toBe(true);
    // Deleting the resume from the profile takes its own file only: the application's copy stays.
    const deleted = await apply.t.app.inject({ method: 'DELETE', url: `/api/pcsx/resumes/${resume!.id}?domain=demo.test`, headers: { cookie: apply.alex.cookie, 'x-csrf-token': apply.alex.csrf } });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/pcsx/form_files/${file.fileId}?domain=demo.test`, apply.alex)).rawPayload.equals(original.rawPayload)).toBe(true);
  });
});
