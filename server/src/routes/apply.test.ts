import { APPLICATION_FORM } from '../db/demo/demoForms';
import { validateForm } from '../services/forms/rules';
import { visit } from '../testing/testApp';
import { uploadFile } from '../testing/uploadFile';
import { applyTestApp, PDF, PNG } from '../testing/applyTestApp';

// Applying logged in (POST /api/pcsx/apply): what is stored, the rules, the files; and the body limit of form routes.
const apply = applyTestApp();
const { db, alexId, get, post, freshPosition, upload, validAnswers, attached, alexDraftWithResume, stored } = apply;

describe('POST /api/pcsx/apply', () => {
  test('a valid application is stored with its file, notifies the candidate and replaces the draft', async () => {
    const draft = await alexDraftWithResume();
    const resume = await upload(apply.alex, 'alex-cv.pdf', PDF);
    expect(await attached(resume.fileId)).toBeNull();
    const before = (await stored());
    // The entry's own description is the browser's claim; the stored file's name, size and type replace it.
    const claimed = { ...resume, name: 'other.pdf', size: 1, type: 'application/octet-stream' };
    const res = await post('/api/pcsx/apply', apply.alex, { pid: String(draft.position_id), values: await validAnswers(apply.alex, { resume: [claimed] }), domain: 'demo.test' });
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
    const download = await get(`/api/pcsx/form_files/${resume.fileId}?domain=demo.test`, apply.alex);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(await attached(resume.fileId)).toEqual(expect.any(String));
    // The draft is gone, and so is the draft's own resume, which the application did not keep.
    expect(await db().selectFrom('draft_applications').select('id').where('candidate_id', '=', await alexId()).where('position_id', '=', draft.position_id).execute()).toEqual([]);
    expect((await stored())).toEqual({ applications: before.applications + 1, submissions: before.submissions + 1, files: before.files - 1, notifications: before.notifications + 1 });
    const bell = (await get('/api/pcsx/notifications?domain=demo.test', apply.alex)).json().notifications[0];
    expect(bell).toMatchObject({ categoryTitle: 'Applications', message: `Thanks for applying for ${draft.title}! We will be in touch soon.` });

    const again = await post('/api/pcsx/apply', apply.alex, { pid: draft.position_id, values: await validAnswers(apply.alex, { resume: [resume] }), domain: 'demo.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already applied for this position.');
  });

  test('one rule for "applied" on the position page and here: an active application; a closed one does not stop a new one', async () => {
    const { id } = await freshPosition();
    await db()
      .insertInto('applications')
      .values({ domain: 'demo.test', candidate_id: await alexId(), position_id: id, status: 'Not selected', stage: 'Closed', is_active: 0, created_at: '2026-01-05T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z' })
      .execute();
    const isApplied = async () => (await get(`/api/pcsx/position_details?position_id=${id}&domain=demo.test`, apply.alex)).json().data.positionUserActions.isApplied;
    expect(await isApplied()).toBe(false);
    const res = await post('/api/pcsx/apply', apply.alex, { pid: id, values: await validAnswers(apply.alex), domain: 'demo.test' });
    expect(res.statusCode).toBe(201);
    expect(await isApplied()).toBe(true);
    expect((await post('/api/pcsx/apply', apply.alex, { pid: id, values: await validAnswers(apply.alex), domain: 'demo.test' })).statusCode).toBe(409);
  });

  test('two applications for one position sent at once make one application; the other is 409', async () => {
    const { id } = await freshPosition();
    const before = await stored();
    const [first, second] = [await validAnswers(apply.alex), await validAnswers(apply.alex)];
    const sent = await Promise.all([first, second].map((values) => post('/api/pcsx/apply', apply.alex, { pid: id, values, domain: 'demo.test' })));
    expect(sent.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const rows = await db().selectFrom('applications').select('id').where('candidate_id', '=', await alexId()).where('position_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    // The refused one stored nothing: its resume is still a pending upload.
    expect((await stored())).toEqual({ ...before, applications: before.applications + 1, submissions: before.submissions + 1, files: before.files + 2, notifications: before.notifications + 1 });
    const visitor = await visit(apply.t.app);
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
    const res = await post('/api/pcsx/apply', apply.alex, { pid: id, values: answers, domain: 'demo.test' });
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
    const disguised = await uploadFile(apply.t.app, apply.alex, 'resume.pdf', PNG);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json.error).toEqual({
      code: 'invalid_file',
      message: "These files' contents do not match their names or an accepted type (.doc, .docx, .pdf, .txt, .png, .jpg, .jpeg): resume.pdf.",
    });
    expect((await stored())).toEqual(before);
    // A type the upload takes but the question does not is refused for its type, as the form said.
    const png = await post('/api/pcsx/apply', apply.alex, { pid: id, values: await validAnswers(apply.alex, { resume: [await upload(apply.alex, 'photo.png', PNG)] }), domain: 'demo.test' });
    expect(png.statusCode).toBe(422);
    expect(png.json().error.fields).toEqual({ resume: 'These files are not of an accepted type (.pdf, .doc, .docx, .txt): photo.png.' });
    // The same bytes named photo.pdf would have been refused at upload; renamed in the answer, the stored name still counts.
    const renamed = { ...(await upload(apply.alex, 'photo.png', PNG)), name: 'photo.pdf', type: 'application/pdf' };
    const renamedRes = await post('/api/pcsx/apply', apply.alex, { pid: id, values: await validAnswers(apply.alex, { resume: [renamed] }), domain: 'demo.test' });
    expect(renamedRes.json().error.fields).toEqual({ resume: 'These files are not of an accepted type (.pdf, .doc, .docx, .txt): photo.png.' });

    // The size the upload measured, not the one the answer claims.
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 'a');
    const bigFile = { ...(await upload(apply.alex, 'big.txt', big)), name: 'small.txt', size: 10 };
    const tooBig = await post('/api/pcsx/apply', apply.alex, { pid: id, values: await validAnswers(apply.alex, { resume: [bigFile] }), domain: 'demo.test' });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().error.fields).toEqual({ resume: 'These files are larger than 5 MB: big.txt.' });

    // Bytes in the answer itself (the old way) are not a file: it must be uploaded first.
    const inline = { uid: 'rc-cv.pdf', name: 'cv.pdf', size: PDF.length, type: 'application/pdf', lastModified: 1, webkitRelativePath: '', status: 'done', content: PDF.toString('base64') };
    const broken = await post('/api/pcsx/apply', apply.alex, { pid: id, values: await validAnswers(apply.alex, { resume: [inline] }), domain: 'demo.test' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    // Someone else's uploaded file cannot be claimed by its id, nor can an id that does not exist.
    const samFile = await upload(apply.sam, 'sam.pdf', PDF);
    const stolen = await post('/api/pcsx/apply', apply.alex, { pid: id, values: await validAnswers(apply.alex, { resume: [samFile] }), domain: 'demo.test' });
    expect(stolen.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    const unknown = await post('/api/pcsx/apply', apply.alex, { pid: id, values: await validAnswers(apply.alex, { resume: [{ ...samFile, fileId: 987654321 }] }), domain: 'demo.test' });
    expect(unknown.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    // Only the uploads are stored (photo.png twice, big.txt, apply.sam.pdf), still pending: no application used them.
    expect((await stored())).toEqual({ ...before, files: before.files + 4 });
    expect(await attached(samFile.fileId)).toBeNull();
    expect(await attached(bigFile.fileId)).toBeNull();
  });

  test('closed positions take no applications; bad input is a 400', async () => {
    const archived = (await db().selectFrom('positions').select('id').where('domain', '=', 'demo.test').where('archived_at', 'is not', null).limit(1).executeTakeFirstOrThrow()).id;
    const res = await post('/api/pcsx/apply', apply.alex, { pid: archived, values: await validAnswers(apply.alex), domain: 'demo.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This position is no longer accepting applications.');
    expect((await post('/api/pcsx/apply', apply.alex, { values: {} })).json().error.message).toBe('The field "pid" is required.');
    expect((await post('/api/pcsx/apply', apply.alex, { pid: 1, values: 'x' })).statusCode).toBe(400);
  });
});

describe('body limits', () => {
  test('files travel as uploads, so every JSON body, form routes included, is held to BODY_LIMIT_BYTES (256 KiB)', async () => {
    expect(apply.t.config.bodyLimitBytes).toBe(256 * 1024);
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
      const res = await post(url, apply.alex, { ...payload, padding: over });
      expect([url, res.statusCode]).toEqual([url, 413]);
    }
    // A body just under the limit is read as usual.
    const draft = await post('/api/pcsx/draft_applications', apply.alex, { pid: id, values: { coverLetter: 'Hi' }, domain: 'demo.test', padding: 'x'.repeat(250 * 1024) });
    expect(draft.statusCode).toBe(200);
  });
});
