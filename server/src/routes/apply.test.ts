import { APPLICATION_FORM } from '../db/demo/demoForms';
import { validateForm } from '../services/forms/rules';
import { count, createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';
import { uploadedAnswer, uploadFile, type FileAnswer } from '../testing/uploadFile';

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
const alexId = async () => (await db().selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow()).id;
const get = (url: string, who: Browser | null) => t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const post = (url: string, who: Browser, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });

const used = new Set<number>();
/** A live position nobody in these tests has applied for or drafted yet. */
async function freshPosition(): Promise<{ id: number; title: string }> {
  const rows = await db()
    .selectFrom('positions')
    .select(['id', 'title'])
    .where('domain', '=', 'demo.test')
    .where('archived_at', 'is', null)
    .where('id', 'not in', (eb) => eb.selectFrom('applications').select('position_id'))
    .where('id', 'not in', (eb) => eb.selectFrom('draft_applications').select('position_id'))
    .orderBy('id')
    .execute();
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error('no fresh position');
  used.add(row.id);
  return row;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** Uploads a file as `who` (files are uploaded before the answers that use them) and returns its answer entry. */
const upload = (who: Browser, name: string, bytes: Buffer) => uploadedAnswer(t.app, who, name, bytes);

/** A complete application; its resume is uploaded as `who` unless `extra` brings its own. */
const validAnswers = async (who: Browser, extra: Record<string, unknown> = {}) => ({
  ...answersWith('resume' in extra ? (extra.resume as FileAnswer[]) : [await upload(who, 'alex-cv.pdf', PDF)]),
  ...extra,
});
const answersWith = (resume: unknown[]) => ({
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex@demo.test',
  phone: { callingCode: '+49', number: '15123456789', country: 'DE' },
  country: 'DE',
  region: 'BE',
  resume,
  'workHistory[0].employer': 'Contoso',
  'workHistory[0].jobTitle': 'Frontend Engineer',
  'workHistory[0].period': { startDate: '03/2019', endDate: '', isCurrent: true },
  workAuthorization: 'yes',
  privacyConsent: true,
});
const attached = async (fileId: number) => (await db().selectFrom('form_files').select('attached_at').where('id', '=', fileId).executeTakeFirstOrThrow()).attached_at;
/** Alex's latest draft of a live position that has a resume (the demo data's). */
const alexDraftWithResume = async () =>
  db()
    .selectFrom('draft_applications as d')
    .innerJoin('positions as p', 'p.id', 'd.position_id')
    .select(['d.position_id', 'd.updated_at', 'p.title'])
    .where('d.candidate_id', '=', await alexId())
    .where('p.archived_at', 'is', null)
    .where('d.answers_json', 'like', '%resume%')
    .executeTakeFirstOrThrow();

const stored = async () => ({
  applications: await count(t.app, 'applications'),
  submissions: await count(t.app, 'application_submissions'),
  files: await count(t.app, 'form_files'),
  notifications: await count(t.app, 'notifications'),
});

describe('GET /api/pcsx/apply_form', () => {
  test('the draft\'s answers (with its stored resume) when there is a draft', async () => {
    const draft = await alexDraftWithResume();
    const res = await get(`/api/pcsx/apply_form?pid=${draft.position_id}&domain=demo.test`, alex);
    expect(res.statusCode).toBe(200);
    const { form, values, position, draft: info } = res.json().data;
    expect(form).toEqual(APPLICATION_FORM);
    expect(info).toEqual({ updated_at: draft.updated_at });
    expect(position).toEqual({ id: draft.position_id, name: expect.any(String), location: expect.any(String), archived_at: null, is_closed: false });
    expect(values).toMatchObject({ firstName: 'Alex', city: 'Berlin', 'workHistory[0].employer': 'Contoso' });
    expect(values.resume).toEqual([expect.objectContaining({ name: 'alex-rivera-resume.txt', fileId: expect.any(Number), previewUrl: expect.stringMatching(/^\/api\/pcsx\/form_files\/\d+$/) })]);
    expect((await get(values.resume[0].previewUrl, alex)).body).toContain('Alex Rivera');
  });

  test('without a draft, what the profile knows; unknown positions are 404', async () => {
    const { id } = await freshPosition();
    const res = await get(`/api/pcsx/apply_form?pid=${id}`, alex);
    expect(res.json().data).toMatchObject({ values: { firstName: 'Alex', lastName: 'Rivera', email: 'alex@demo.test' }, draft: null });
    expect((await get('/api/pcsx/apply_form?pid=99999999', alex)).json()).toEqual({ error: { code: 'not_found', message: 'Position not found.' } });
    expect((await get('/api/pcsx/apply_form?pid=abc', alex)).statusCode).toBe(400);
  });
});

describe('the profile in the apply form (issue 24 #8)', () => {
  const alexResumes = async () =>
    db().selectFrom('candidate_resumes').select(['id', 'name', 'created_at', 'file_id']).where('candidate_id', '=', await alexId()).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

  test('a draft\'s typed answers win; what it left empty comes from the profile; the profile\'s resumes are offered', async () => {
    const { id } = await freshPosition();
    const saved = await post('/api/pcsx/draft_applications', alex, { pid: id, values: { firstName: 'Alexander', lastName: '', linkedin: 'https://www.linkedin.com/in/alex' }, domain: 'demo.test' });
    expect(saved.statusCode).toBe(200);
    const { values, resumes } = (await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, alex)).json().data;
    expect(values).toMatchObject({ firstName: 'Alexander', lastName: 'Rivera', email: 'alex@demo.test', city: 'Berlin', linkedin: 'https://www.linkedin.com/in/alex' });
    const own = await alexResumes();
    expect(own.length).toBeGreaterThan(0);
    expect(resumes).toEqual(own.map((r) => ({ id: r.id, name: r.name, created_at: r.created_at })));
    expect((await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, sam)).json().data.resumes).toEqual([]);
  });

  test('country, the phone\'s country, skills and the work history come from the profile (new-user trial 2026-11-28)', async () => {
    const { id } = await freshPosition();
    const candidate = await db().selectFrom('candidates').select(['id', 'location']).where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow();
    expect(candidate.location).toBe('Berlin, Germany');
    const skills = (await db().selectFrom('candidate_skills').select('skill').where('candidate_id', '=', candidate.id).orderBy('skill').execute()).map((r) => r.skill);
    expect(skills).toHaveLength(9);
    const { values } = (await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, alex)).json().data;
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
    const saved = await post('/api/pcsx/draft_applications', alex, {
      pid: id, domain: 'demo.test',
      values: { country: 'CA', phone: { country: 'US', callingCode: '+1', number: '' }, skills: ['Go'], workHistory: [{ employer: 'Contoso', jobTitle: 'Engineer' }] },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, alex)).json().data.values;
    expect(after).toMatchObject({ country: 'CA', skills: ['Go'], 'workHistory[0].employer': 'Contoso', 'workHistory[0].jobTitle': 'Engineer', phone: { country: 'DE', number: '' } });
    expect(Object.keys(after).filter((key) => key.startsWith('workHistory[1]'))).toEqual([]);
    expect(after['workHistory[0].period'] ?? null).toBeNull();
  });

  test('another candidate\'s resume (or none) is refused with 422 under the question, and nothing is stored', async () => {
    const { id } = await freshPosition();
    const [resume] = await alexResumes();
    const before = await stored();
    for (const resumeId of [resume!.id, 99999999]) {
      const res = await post('/api/pcsx/apply', sam, { pid: id, values: { ...answersWith([{ resumeId }]), firstName: 'Sam', lastName: 'Chen', email: 'sam@demo.test' }, domain: 'demo.test' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    }
    expect(await stored()).toEqual(before);
  });

  test('applying with a stored resume copies it into the application as its own file (deleting the resume later leaves it)', async () => {
    const { id } = await freshPosition();
    const [resume] = await alexResumes();
    const res = await post('/api/pcsx/apply', alex, { pid: id, values: answersWith([{ resumeId: resume!.id }]), domain: 'demo.test' });
    expect(res.statusCode).toBe(201);
    const submission = await db().selectFrom('application_submissions').select('values_json').where('application_id', '=', res.json().applicationId).executeTakeFirstOrThrow();
    const [file] = JSON.parse(submission.values_json).resume;
    expect(file).toMatchObject({ name: resume!.name, status: 'done', fileId: expect.any(Number) });
    expect(file.fileId).not.toBe(resume!.file_id);
    expect(await attached(file.fileId)).toEqual(expect.any(String));
    const original = await get(`/api/pcsx/form_files/${resume!.file_id}?domain=demo.test`, alex);
    const copy = await get(`/api/pcsx/form_files/${file.fileId}?domain=demo.test`, alex);
    expect(copy.statusCode).toBe(200);
    expect(copy.rawPayload.equals(original.rawPayload)).toBe(true);
    // Deleting the resume from the profile takes its own file only: the application's copy stays.
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/pcsx/resumes/${resume!.id}?domain=demo.test`, headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf } });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/pcsx/form_files/${file.fileId}?domain=demo.test`, alex)).rawPayload.equals(original.rawPayload)).toBe(true);
  });
});

describe('POST /api/pcsx/apply', () => {
  test('a valid application is stored with its file, notifies the candidate and replaces the draft', async () => {
    const draft = await alexDraftWithResume();
    const resume = await upload(alex, 'alex-cv.pdf', PDF);
    expect(await attached(resume.fileId)).toBeNull();
    const before = (await stored());
    // The entry's own description is the browser's claim; the stored file's name, size and type replace it.
    const claimed = { ...resume, name: 'other.pdf', size: 1, type: 'application/octet-stream' };
    const res = await post('/api/pcsx/apply', alex, { pid: String(draft.position_id), values: await validAnswers(alex, { resume: [claimed] }), domain: 'demo.test' });
    expect(res.statusCode).toBe(201);
    const { ok, applicationId } = res.json();
    expect(ok).toBe(true);
    expect(await db().selectFrom('applications').select(['candidate_id', 'position_id', 'status', 'stage', 'is_active']).where('id', '=', applicationId).executeTakeFirst()).toEqual({
      candidate_id: await alexId(), position_id: draft.position_id, status: 'Applied', stage: 'Application received', is_active: 1,
    });
    const submission = await db().selectFrom('application_submissions').select(['form_id', 'email', 'values_json']).where('application_id', '=', applicationId).executeTakeFirstOrThrow();
    expect(submission.form_id).toBe('application');
    const values = JSON.parse(submission.values_json);
    expect(values.resume).toEqual([{ uid: 'rc-alex-cv.pdf', name: 'alex-cv.pdf', size: PDF.length, type: 'application/pdf', lastModified: 1700000000000, webkitRelativePath: '', status: 'done', fileId: resume.fileId }]);
    // The uploaded bytes are the application's file, and no longer a pending upload.
    const download = await get(`/api/pcsx/form_files/${resume.fileId}?domain=demo.test`, alex);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(await attached(resume.fileId)).toEqual(expect.any(String));
    // The draft is gone, and so is the draft's own resume, which the application did not keep.
    expect(await db().selectFrom('draft_applications').select('id').where('candidate_id', '=', await alexId()).where('position_id', '=', draft.position_id).execute()).toEqual([]);
    expect((await stored())).toEqual({ applications: before.applications + 1, submissions: before.submissions + 1, files: before.files - 1, notifications: before.notifications + 1 });
    const bell = (await get('/api/pcsx/notifications?domain=demo.test', alex)).json().notifications[0];
    expect(bell).toMatchObject({ categoryTitle: 'Applications', message: `Thanks for applying for ${draft.title}! We will be in touch soon.` });

    const again = await post('/api/pcsx/apply', alex, { pid: draft.position_id, values: await validAnswers(alex, { resume: [resume] }), domain: 'demo.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already applied for this position.');
  });

  test('one rule for "applied" on the position page and here: an active application; a closed one does not stop a new one', async () => {
    const { id } = await freshPosition();
    await db()
      .insertInto('applications')
      .values({ domain: 'demo.test', candidate_id: await alexId(), position_id: id, status: 'Not selected', stage: 'Closed', is_active: 0, created_at: '2026-01-05T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z' })
      .execute();
    const isApplied = async () => (await get(`/api/pcsx/position_details?position_id=${id}&domain=demo.test`, alex)).json().data.positionUserActions.isApplied;
    expect(await isApplied()).toBe(false);
    const res = await post('/api/pcsx/apply', alex, { pid: id, values: await validAnswers(alex), domain: 'demo.test' });
    expect(res.statusCode).toBe(201);
    expect(await isApplied()).toBe(true);
    expect((await post('/api/pcsx/apply', alex, { pid: id, values: await validAnswers(alex), domain: 'demo.test' })).statusCode).toBe(409);
  });

  test('two applications for one position sent at once make one application; the other is 409', async () => {
    const { id } = await freshPosition();
    const before = await stored();
    const [first, second] = [await validAnswers(alex), await validAnswers(alex)];
    const sent = await Promise.all([first, second].map((values) => post('/api/pcsx/apply', alex, { pid: id, values, domain: 'demo.test' })));
    expect(sent.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const rows = await db().selectFrom('applications').select('id').where('candidate_id', '=', await alexId()).where('position_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    // The refused one stored nothing: its resume is still a pending upload.
    expect((await stored())).toEqual({ ...before, applications: before.applications + 1, submissions: before.submissions + 1, files: before.files + 2, notifications: before.notifications + 1 });
    const visitor = await visit(t.app);
    const [a, b] = [await validAnswers(visitor, { email: 'twice@example.com' }), await validAnswers(visitor, { email: 'Twice@Example.com' })];
    const logged = await Promise.all([a, b].map((values) => post('/api/pcsx/apply', visitor, { pid: id, values, domain: 'demo.test' })));
    expect(logged.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  test('an invalid application answers 422 with the same messages as the toolkit and stores nothing', async () => {
    const { id } = await freshPosition();
    const before = (await stored());
    const answers = {
      firstName: '', lastName: 'Rivera', email: 'alex@', phone: { callingCode: '+1', number: '555', country: 'US' },
      linkedin: 'linkedin.com/alex', workAuthorization: 'no', salaryExpectation: -5, privacyConsent: false, resume: [],
      'workHistory[0].employer': 'Contoso', 'workHistory[0].period': { startDate: '03/2019', endDate: '', isCurrent: false },
    };
    const res = await post('/api/pcsx/apply', alex, { pid: id, values: answers, domain: 'demo.test' });
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'invalid_form', message: 'Please fix the highlighted fields.' });
    expect(error.fields).toEqual({
      firstName: 'First name is required',
      email: 'Email is invalid. Use the format "name@example.com".',
      phone: 'Enter a valid phone number and country code.',
      country: 'Country is required',
      resume: 'Resume is required',
      linkedin: 'Enter a LinkedIn address that starts with https://www.linkedin.com/.',
      'workHistory[0].jobTitle': 'Job title is required',
      'workHistory[0].period': 'Please enter both a start and end date.',
      sponsorship: 'This field is required', // the label is over 30 characters (spec §5)
      salaryExpectation: 'Enter a value greater than or equal to 0.',
      privacyConsent: 'This field is required',
    });
    expect(error.fields).toEqual(validateForm(APPLICATION_FORM, answers));
    expect((await stored())).toEqual(before);
  });

  test('files are judged by their bytes and real size, not their name or the size the browser claims', async () => {
    const { id } = await freshPosition();
    const before = (await stored());
    // Bytes that do not match their name are refused when they are uploaded, before any answer can use them.
    const disguised = await uploadFile(t.app, alex, 'resume.pdf', PNG);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json.error).toEqual({
      code: 'invalid_file',
      message: "These files' contents do not match their names or an accepted type (.doc, .docx, .pdf, .txt, .png, .jpg, .jpeg): resume.pdf.",
    });
    expect((await stored())).toEqual(before);
    // A type the upload takes but the question does not is refused for its type, as the form said.
    const png = await post('/api/pcsx/apply', alex, { pid: id, values: await validAnswers(alex, { resume: [await upload(alex, 'photo.png', PNG)] }), domain: 'demo.test' });
    expect(png.statusCode).toBe(422);
    expect(png.json().error.fields).toEqual({ resume: 'These files are not of an accepted type (.pdf, .doc, .docx, .txt): photo.png.' });
    // The same bytes named photo.pdf would have been refused at upload; renamed in the answer, the stored name still counts.
    const renamed = { ...(await upload(alex, 'photo.png', PNG)), name: 'photo.pdf', type: 'application/pdf' };
    const renamedRes = await post('/api/pcsx/apply', alex, { pid: id, values: await validAnswers(alex, { resume: [renamed] }), domain: 'demo.test' });
    expect(renamedRes.json().error.fields).toEqual({ resume: 'These files are not of an accepted type (.pdf, .doc, .docx, .txt): photo.png.' });

    // The size the upload measured, not the one the answer claims.
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 'a');
    const bigFile = { ...(await upload(alex, 'big.txt', big)), name: 'small.txt', size: 10 };
    const tooBig = await post('/api/pcsx/apply', alex, { pid: id, values: await validAnswers(alex, { resume: [bigFile] }), domain: 'demo.test' });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().error.fields).toEqual({ resume: 'These files are larger than 5 MB: big.txt.' });

    // Bytes in the answer itself (the old way) are not a file: it must be uploaded first.
    const inline = { uid: 'rc-cv.pdf', name: 'cv.pdf', size: PDF.length, type: 'application/pdf', lastModified: 1, webkitRelativePath: '', status: 'done', content: PDF.toString('base64') };
    const broken = await post('/api/pcsx/apply', alex, { pid: id, values: await validAnswers(alex, { resume: [inline] }), domain: 'demo.test' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    // Someone else's uploaded file cannot be claimed by its id, nor can an id that does not exist.
    const samFile = await upload(sam, 'sam.pdf', PDF);
    const stolen = await post('/api/pcsx/apply', alex, { pid: id, values: await validAnswers(alex, { resume: [samFile] }), domain: 'demo.test' });
    expect(stolen.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    const unknown = await post('/api/pcsx/apply', alex, { pid: id, values: await validAnswers(alex, { resume: [{ ...samFile, fileId: 987654321 }] }), domain: 'demo.test' });
    expect(unknown.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    // Only the uploads are stored (photo.png twice, big.txt, sam.pdf), still pending: no application used them.
    expect((await stored())).toEqual({ ...before, files: before.files + 4 });
    expect(await attached(samFile.fileId)).toBeNull();
    expect(await attached(bigFile.fileId)).toBeNull();
  });

  test('closed positions take no applications; bad input is a 400', async () => {
    const archived = (await db().selectFrom('positions').select('id').where('domain', '=', 'demo.test').where('archived_at', 'is not', null).limit(1).executeTakeFirstOrThrow()).id;
    const res = await post('/api/pcsx/apply', alex, { pid: archived, values: await validAnswers(alex), domain: 'demo.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This position is no longer accepting applications.');
    expect((await post('/api/pcsx/apply', alex, { values: {} })).json().error.message).toBe('The field "pid" is required.');
    expect((await post('/api/pcsx/apply', alex, { pid: 1, values: 'x' })).statusCode).toBe(400);
  });

  test('logged out: allowed by the company config, stored with the email and nothing else', async () => {
    const visitor = await visit(t.app);
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
    const visitorB = await visit(t.app);
    const visitorA = await visit(t.app);
    const first = await post('/api/pcsx/apply', visitorA, { pid: id, values: await validAnswers(visitorA, { email: 'kai@example.com' }), domain: 'demo.test' });
    expect(first.statusCode).toBe(201);
    // Another visit, the address spelled differently: the same applicant.
    const visitorC = await visit(t.app);
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
      const visitor = await visit(t.app);
      const { id } = await freshPosition();
      const form = await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, null);
      expect(form.statusCode).toBe(401);
      expect(form.json().error.message).toBe('Session timed out.');
      const res = await post('/api/pcsx/apply', visitor, { pid: id, values: await validAnswers(visitor), domain: 'demo.test' });
      expect(res.statusCode).toBe(401);
      expect((await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, alex)).statusCode).toBe(200);
    } finally {
      await setFlag(true);
    }
  });
});

describe('body limits', () => {
  test('files travel as uploads, so every JSON body, form routes included, is held to BODY_LIMIT_BYTES (256 KiB)', async () => {
    expect(t.config.bodyLimitBytes).toBe(256 * 1024);
    const over = 'x'.repeat(256 * 1024);
    const { id } = await freshPosition();
    const routes: Array<[string, object]> = [
      ['/api/pcsx/notifications/mark_all_viewed', { domain: 'demo.test' }],
      ['/api/pcsx/draft_applications', { pid: id, values: { coverLetter: 'Hi' }, domain: 'demo.test' }],
      ['/api/pcsx/apply', { pid: id, values: {}, domain: 'demo.test' }],
      ['/api/pcsx/forms/employee-information/save', { values: {}, domain: 'demo.test' }],
      ['/api/pcsx/forms/talent-network/submit', { values: {}, domain: 'demo.test' }],
    ];
    for (const [url, payload] of routes) {
      const res = await post(url, alex, { ...payload, padding: over });
      expect([url, res.statusCode]).toEqual([url, 413]);
    }
    // A body just under the limit is read as usual.
    const draft = await post('/api/pcsx/draft_applications', alex, { pid: id, values: { coverLetter: 'Hi' }, domain: 'demo.test', padding: 'x'.repeat(250 * 1024) });
    expect(draft.statusCode).toBe(200);
  });
});
