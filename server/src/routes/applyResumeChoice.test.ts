import { count, createTestApp, logInAs, type Browser, type TestApp } from '../testing/testApp';
import { uploadFile } from '../testing/uploadFile';

// A profile resume named as a file answer (`{ resumeId }`) is copied into a form file only inside the
// transaction that stores the answers, once per distinct resume, after the question's rules passed:
// a request repeating it 200 times must not leave 200 pending rows that fill the site's pending total
// and pause everyone's uploads (attack review, HIGH).

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
const post = (url: string, who: Browser, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });

const alexResume = async () =>
  db()
    .selectFrom('candidate_resumes as r').innerJoin('candidates as c', 'c.id', 'r.candidate_id')
    .select(['r.id', 'r.name', 'r.size', 'r.file_id']).where('c.email', '=', 'alex@demo.test').orderBy('r.id').executeTakeFirstOrThrow();

const used = new Set<number>();
/** A live position nobody has applied for or drafted yet. */
async function freshPosition(): Promise<number> {
  const rows = await db()
    .selectFrom('positions').select('id')
    .where('domain', '=', 'demo.test').where('archived_at', 'is', null)
    .where('id', 'not in', (eb) => eb.selectFrom('applications').select('position_id'))
    .where('id', 'not in', (eb) => eb.selectFrom('draft_applications').select('position_id'))
    .orderBy('id').execute();
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error('no fresh position');
  used.add(row.id);
  return row.id;
}

const answersWith = (resume: unknown[]) => ({
  firstName: 'Alex', lastName: 'Rivera', email: 'alex@demo.test',
  phone: { callingCode: '+49', number: '15123456789', country: 'DE' }, country: 'DE', region: 'BE',
  resume,
  'workHistory[0].employer': 'Contoso', 'workHistory[0].jobTitle': 'Frontend Engineer',
  'workHistory[0].period': { startDate: '03/2019', endDate: '', isCurrent: true },
  workAuthorization: 'yes', privacyConsent: true,
});

/** Bytes of files no saved answer uses yet, and of visitors' files: what the site-wide pause counts. */
const pendingSiteBytes = async () => {
  const row = await db().selectFrom('form_files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .where((eb) => eb.or([eb('attached_at', 'is', null), eb('candidate_id', 'is', null)]))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
};

describe('a profile resume repeated in one answer', () => {
  test('200 times in a draft and in an application: 422 under the question, no file row; others can still upload', async () => {
    const resume = await alexResume();
    // The site may hold a little more than 100 copies of the resume in pending files: 400 pending copies would pause uploads.
    t.config.uploads.bytesTotal = (await pendingSiteBytes()) + 100 * resume.size;
    const pid = await freshPosition();
    const files = await count(t.app, 'form_files');
    const repeated = Array.from({ length: 200 }, () => ({ resumeId: resume.id }));

    for (const url of ['/api/pcsx/draft_applications', '/api/pcsx/draft_applications', '/api/pcsx/apply', '/api/pcsx/apply']) {
      const res = await post(url, alex, { pid, values: answersWith(repeated), domain: 'demo.test' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ resume: 'Choose each resume only once.' });
    }
    expect(await count(t.app, 'form_files')).toBe(files);

    // Two different resumes in a one-file question: the count rule, and still nothing copied.
    const { id: _id, ...row } = await db().selectFrom('candidate_resumes').selectAll().where('id', '=', resume.id).executeTakeFirstOrThrow();
    const second = await db().insertInto('candidate_resumes').values(row).returning('id').executeTakeFirstOrThrow();
    const twoResumes = await post('/api/pcsx/apply', alex, { pid, values: answersWith([{ resumeId: resume.id }, { resumeId: second.id }]), domain: 'demo.test' });
    expect(twoResumes.json().error.fields).toEqual({ resume: 'Upload no more than 1 file.' });
    expect(await count(t.app, 'form_files')).toBe(files);
    await db().deleteFrom('candidate_resumes').where('id', '=', second.id).execute();

    // Another candidate's upload is not paused.
    const upload = await uploadFile(t.app, sam, 'sam-cv.txt', Buffer.from('Sam Chen, engineer'));
    expect(upload.statusCode).toBe(201);
  });

  test('an application refused for another answer leaves no copy of the resume', async () => {
    const resume = await alexResume();
    const pid = await freshPosition();
    const files = await count(t.app, 'form_files');
    const res = await post('/api/pcsx/apply', alex, { pid, values: { ...answersWith([{ resumeId: resume.id }]), firstName: '' }, domain: 'demo.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ firstName: 'First name is required' });
    expect(await count(t.app, 'form_files')).toBe(files);
  });

  test('one stored resume: the draft and then the application each store one copy, attached (never pending)', async () => {
    const resume = await alexResume();
    const pid = await freshPosition();
    const files = await count(t.app, 'form_files');
    const saved = await post('/api/pcsx/draft_applications', alex, { pid, values: answersWith([{ resumeId: resume.id }]), domain: 'demo.test' });
    expect(saved.statusCode).toBe(200);
    const draft = await db().selectFrom('draft_applications').select('answers_json').where('position_id', '=', pid).executeTakeFirstOrThrow();
    const [draftFile] = JSON.parse(draft.answers_json).resume;
    expect(draftFile).toMatchObject({ name: resume.name, size: resume.size, fileId: expect.any(Number) });
    expect(draftFile.fileId).not.toBe(resume.file_id);
    expect(draftFile).not.toHaveProperty('resumeId');
    expect(await count(t.app, 'form_files')).toBe(files + 1);

    const applied = await post('/api/pcsx/apply', alex, { pid, values: answersWith([{ resumeId: resume.id }]), domain: 'demo.test' });
    expect(applied.statusCode).toBe(201);
    const submission = await db().selectFrom('application_submissions').select('values_json').where('application_id', '=', applied.json().applicationId).executeTakeFirstOrThrow();
    const [file] = JSON.parse(submission.values_json).resume;
    const row = await db().selectFrom('form_files').select(['attached_at', 'sha256']).where('id', '=', file.fileId).executeTakeFirstOrThrow();
    expect(row.attached_at).toEqual(expect.any(String));
    // The draft's copy went with the draft: one copy is left, the application's.
    expect(await count(t.app, 'form_files')).toBe(files + 1);
  });
});
