import { APPLICATION_FORM } from '../db/demo/demoForms';
import { validateForm } from '../services/forms/rules';
import { count, createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';

let t: TestApp;
let alex: Browser;

beforeAll(async () => {
  t = await createTestApp();
  alex = await logInAs(t.app, 'alex@demo.test');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;
const alexId = () => db().prepare("SELECT id FROM candidates WHERE email = 'alex@demo.test'").pluck().get() as number;
const get = (url: string, who: Browser | null) => t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const post = (url: string, who: Browser, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });

const used = new Set<number>();
/** A live position nobody in these tests has applied for or drafted yet. */
function freshPosition(): { id: number; title: string } {
  const rows = db()
    .prepare(`SELECT id, title FROM positions WHERE domain = 'demo.test' AND archived_at IS NULL
      AND id NOT IN (SELECT position_id FROM applications) AND id NOT IN (SELECT position_id FROM draft_applications) ORDER BY id`)
    .all() as Array<{ id: number; title: string }>;
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error('no fresh position');
  used.add(row.id);
  return row;
}

const file = (name: string, bytes: Buffer, claimedSize = bytes.length) => ({
  uid: `rc-${name}`, name, size: claimedSize, type: 'application/octet-stream', lastModified: 1700000000000, webkitRelativePath: '',
  content: bytes.toString('base64'), status: 'done',
});
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const validAnswers = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex@demo.test',
  phone: { callingCode: '+49', number: '15123456789', country: 'DE' },
  country: 'DE',
  region: 'BE',
  resume: [file('alex-cv.pdf', PDF)],
  'workHistory[0].employer': 'Contoso',
  'workHistory[0].jobTitle': 'Frontend Engineer',
  'workHistory[0].period': { startDate: '03/2019', endDate: '', isCurrent: true },
  workAuthorization: 'yes',
  privacyConsent: true,
  ...extra,
});

const stored = () => ({
  applications: count(t.app, 'applications'),
  submissions: count(t.app, 'application_submissions'),
  files: count(t.app, 'form_files'),
  notifications: count(t.app, 'notifications'),
});

describe('GET /api/pcsx/apply_form', () => {
  test('the draft\'s answers (with its stored resume) when there is a draft', async () => {
    const draft = db()
      .prepare(`SELECT d.position_id, d.updated_at FROM draft_applications d JOIN positions p ON p.id = d.position_id
        WHERE d.candidate_id = ? AND p.archived_at IS NULL AND d.answers_json LIKE '%resume%'`)
      .get(alexId()) as { position_id: number; updated_at: string };
    const res = await get(`/api/pcsx/apply_form?pid=${draft.position_id}&domain=demo.test`, alex);
    expect(res.statusCode).toBe(200);
    const { form, values, position, draft: info } = res.json().data;
    expect(form).toEqual(APPLICATION_FORM);
    expect(info).toEqual({ updated_at: draft.updated_at });
    expect(position).toEqual({ id: draft.position_id, name: expect.any(String), location: expect.any(String), archived_at: null });
    expect(values).toMatchObject({ firstName: 'Alex', city: 'Berlin', 'workHistory[0].employer': 'Contoso' });
    expect(values.resume).toEqual([expect.objectContaining({ name: 'alex-rivera-resume.txt', fileId: expect.any(Number), previewUrl: expect.stringMatching(/^\/api\/pcsx\/form_files\/\d+$/) })]);
    expect((await get(values.resume[0].previewUrl, alex)).body).toContain('Alex Rivera');
  });

  test('without a draft, what the profile knows; unknown positions are 404', async () => {
    const { id } = freshPosition();
    const res = await get(`/api/pcsx/apply_form?pid=${id}`, alex);
    expect(res.json().data).toMatchObject({ values: { firstName: 'Alex', lastName: 'Rivera', email: 'alex@demo.test' }, draft: null });
    expect((await get('/api/pcsx/apply_form?pid=99999999', alex)).json()).toEqual({ error: { code: 'not_found', message: 'Position not found.' } });
    expect((await get('/api/pcsx/apply_form?pid=abc', alex)).statusCode).toBe(400);
  });
});

describe('POST /api/pcsx/apply', () => {
  test('a valid application is stored with its file, notifies the candidate and replaces the draft', async () => {
    const draft = db()
      .prepare(`SELECT d.position_id, p.title FROM draft_applications d JOIN positions p ON p.id = d.position_id
        WHERE d.candidate_id = ? AND p.archived_at IS NULL AND d.answers_json LIKE '%resume%'`)
      .get(alexId()) as { position_id: number; title: string };
    const before = stored();
    const res = await post('/api/pcsx/apply', alex, { pid: String(draft.position_id), values: validAnswers(), domain: 'demo.test' });
    expect(res.statusCode).toBe(201);
    const { ok, applicationId } = res.json();
    expect(ok).toBe(true);
    expect(db().prepare('SELECT candidate_id, position_id, status, stage, is_active FROM applications WHERE id = ?').get(applicationId)).toEqual({
      candidate_id: alexId(), position_id: draft.position_id, status: 'Applied', stage: 'Application received', is_active: 1,
    });
    const submission = db().prepare('SELECT form_id, email, values_json FROM application_submissions WHERE application_id = ?').get(applicationId) as {
      form_id: string; email: string | null; values_json: string;
    };
    expect(submission.form_id).toBe('application');
    const values = JSON.parse(submission.values_json);
    expect(values.resume).toEqual([{ uid: 'rc-alex-cv.pdf', name: 'alex-cv.pdf', size: PDF.length, type: 'application/pdf', lastModified: 1700000000000, webkitRelativePath: '', status: 'done', fileId: expect.any(Number) }]);
    expect(db().prepare('SELECT content FROM form_files WHERE id = ?').pluck().get(values.resume[0].fileId)).toEqual(PDF);
    // The draft is gone, and so is the draft's own resume, which the application did not keep.
    expect(db().prepare('SELECT COUNT(*) FROM draft_applications WHERE candidate_id = ? AND position_id = ?').pluck().get(alexId(), draft.position_id)).toBe(0);
    expect(stored()).toEqual({ applications: before.applications + 1, submissions: before.submissions + 1, files: before.files, notifications: before.notifications + 1 });
    const bell = (await get('/api/pcsx/notifications?domain=demo.test', alex)).json().notifications[0];
    expect(bell).toMatchObject({ categoryTitle: 'Applications', message: `Thanks for applying for ${draft.title}! We will be in touch soon.` });

    const again = await post('/api/pcsx/apply', alex, { pid: draft.position_id, values: validAnswers(), domain: 'demo.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already applied for this position.');
  });

  test('one rule for "applied" on the position page and here: an active application; a closed one does not stop a new one', async () => {
    const { id } = freshPosition();
    db().prepare(`INSERT INTO applications (domain, candidate_id, position_id, status, stage, is_active, created_at, updated_at)
      VALUES ('demo.test', ?, ?, 'Not selected', 'Closed', 0, '2026-01-05T00:00:00.000Z', '2026-02-01T00:00:00.000Z')`).run(alexId(), id);
    const isApplied = async () => (await get(`/api/pcsx/position_details?position_id=${id}&domain=demo.test`, alex)).json().data.positionUserActions.isApplied;
    expect(await isApplied()).toBe(false);
    const res = await post('/api/pcsx/apply', alex, { pid: id, values: validAnswers(), domain: 'demo.test' });
    expect(res.statusCode).toBe(201);
    expect(await isApplied()).toBe(true);
    expect((await post('/api/pcsx/apply', alex, { pid: id, values: validAnswers(), domain: 'demo.test' })).statusCode).toBe(409);
  });

  test('an invalid application answers 422 with the same messages as the toolkit and stores nothing', async () => {
    const { id } = freshPosition();
    const before = stored();
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
    expect(stored()).toEqual(before);
  });

  test('files are judged by their bytes and real size, not their name or the size the browser claims', async () => {
    const { id } = freshPosition();
    const before = stored();
    const disguised = await post('/api/pcsx/apply', alex, { pid: id, values: validAnswers({ resume: [file('resume.pdf', PNG)] }), domain: 'demo.test' });
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().error.fields).toEqual({ resume: "These files' contents do not match their names or an accepted type (.pdf, .doc, .docx, .txt): resume.pdf." });
    // A name of a type the question does not take is refused for its type, as the form said.
    const png = await post('/api/pcsx/apply', alex, { pid: id, values: validAnswers({ resume: [file('photo.png', PNG)] }), domain: 'demo.test' });
    expect(png.json().error.fields).toEqual({ resume: 'These files are not of an accepted type (.pdf, .doc, .docx, .txt): photo.png.' });

    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 'a');
    const tooBig = await post('/api/pcsx/apply', alex, { pid: id, values: validAnswers({ resume: [file('big.txt', big, 10)] }), domain: 'demo.test' });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().error.fields).toEqual({ resume: 'These files are larger than 5 MB: big.txt.' });

    const broken = await post('/api/pcsx/apply', alex, { pid: id, values: validAnswers({ resume: [{ ...file('cv.pdf', PDF), content: '%%%not base64' }] }), domain: 'demo.test' });
    expect(broken.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    // Someone else's stored file cannot be claimed by its id.
    const samFile = db().prepare(`INSERT INTO form_files (domain, candidate_id, name, type, size, sha256, content, created_at)
      SELECT 'demo.test', id, 'sam.pdf', 'application/pdf', 3, 'x', x'255044', '2026-01-01' FROM candidates WHERE email = 'sam@demo.test'`).run().lastInsertRowid;
    const stolen = await post('/api/pcsx/apply', alex, { pid: id, values: validAnswers({ resume: [{ uid: 'x', name: 'sam.pdf', size: 3, fileId: Number(samFile) }] }), domain: 'demo.test' });
    expect(stolen.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    expect(stored()).toEqual({ ...before, files: before.files + 1 });
  });

  test('closed positions take no applications; bad input is a 400', async () => {
    const archived = db().prepare("SELECT id FROM positions WHERE domain = 'demo.test' AND archived_at IS NOT NULL LIMIT 1").pluck().get() as number;
    const res = await post('/api/pcsx/apply', alex, { pid: archived, values: validAnswers(), domain: 'demo.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This position is no longer accepting applications.');
    expect((await post('/api/pcsx/apply', alex, { values: {} })).json().error.message).toBe('The field "pid" is required.');
    expect((await post('/api/pcsx/apply', alex, { pid: 1, values: 'x' })).statusCode).toBe(400);
  });

  test('logged out: allowed by the company config, stored with the email and nothing else', async () => {
    const visitor = await visit(t.app);
    const { id } = freshPosition();
    const before = stored();
    const missing = await post('/api/pcsx/apply', visitor, { pid: id, values: validAnswers({ email: '' }), domain: 'demo.test' });
    expect(missing.json().error.fields).toEqual({ email: 'Email is required' });

    const res = await post('/api/pcsx/apply', visitor, { pid: id, values: validAnswers({ email: 'Robin@Example.com' }), domain: 'demo.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, applicationId: null });
    expect(db().prepare('SELECT candidate_id, application_id, email FROM application_submissions ORDER BY id DESC LIMIT 1').get()).toEqual({
      candidate_id: null, application_id: null, email: 'robin@example.com',
    });
    expect(stored()).toEqual({ ...before, submissions: before.submissions + 1, files: before.files + 1 });
    expect((await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, null)).json().data).toMatchObject({ values: {}, draft: null });
  });

  test('logged out: one application per email and position; a repeat is 409 and stores nothing', async () => {
    const { id } = freshPosition();
    const visitorB = await visit(t.app);
    const first = await post('/api/pcsx/apply', await visit(t.app), { pid: id, values: validAnswers({ email: 'kai@example.com' }), domain: 'demo.test' });
    expect(first.statusCode).toBe(201);
    const before = stored();
    // Another visit, the address spelled differently: the same applicant.
    const again = await post('/api/pcsx/apply', await visit(t.app), { pid: id, values: validAnswers({ email: ' Kai@Example.COM ' }), domain: 'demo.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'already_applied', message: 'You have already applied for this position.' });
    expect(stored()).toEqual(before);
    // Another address, or another position, is another application.
    expect((await post('/api/pcsx/apply', visitorB, { pid: id, values: validAnswers({ email: 'lee@example.com' }), domain: 'demo.test' })).statusCode).toBe(201);
    expect((await post('/api/pcsx/apply', visitorB, { pid: freshPosition().id, values: validAnswers({ email: 'kai@example.com' }), domain: 'demo.test' })).statusCode).toBe(201);
  });

  test('logged out with loggedOutApplyEnabled off: login required', async () => {
    const setFlag = (on: boolean) =>
      db().prepare(`UPDATE domains SET config_json = json_set(config_json, '$.configs.pcsxConfig.loggedOutApplyEnabled', json(?)) WHERE id = 'demo.test'`).run(String(on));
    setFlag(false);
    try {
      const visitor = await visit(t.app);
      const { id } = freshPosition();
      const form = await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, null);
      expect(form.statusCode).toBe(401);
      expect(form.json().error.message).toBe('Session timed out.');
      const res = await post('/api/pcsx/apply', visitor, { pid: id, values: validAnswers(), domain: 'demo.test' });
      expect(res.statusCode).toBe(401);
      expect((await get(`/api/pcsx/apply_form?pid=${id}&domain=demo.test`, alex)).statusCode).toBe(200);
    } finally {
      setFlag(true);
    }
  });
});

describe('body limits', () => {
  test('form routes take files as base64 (FORM_BODY_LIMIT_BYTES); other routes keep BODY_LIMIT_BYTES', async () => {
    const padding = 'x'.repeat(2 * 1024 * 1024);
    const other = await post('/api/pcsx/notifications/mark_all_viewed', alex, { domain: 'demo.test', padding });
    expect(other.statusCode).toBe(413);
    const { id } = freshPosition();
    const draft = await post('/api/pcsx/draft_applications', alex, { pid: id, values: { coverLetter: 'Hi' }, domain: 'demo.test', padding });
    expect(draft.statusCode).toBe(200);
    const huge = await post('/api/pcsx/apply', alex, { pid: id, values: {}, padding: 'x'.repeat(13 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
  });
});
