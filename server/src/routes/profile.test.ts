import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { readResume, resumeReadersState, RESUME_READERS, RESUME_WAITING } from '../services/profile/resumeText';
import { pdfWithAttachedExecutable, pdfWithOpenActionScript } from '../testing/activePdf';
import { createTestApp, logInAs, type Browser, type TestApp } from '../testing/testApp';
import { multipartBody, SAMPLE, zipOf } from '../testing/uploadFile';

let t: TestApp;
let alex: Browser;
let sam: Browser;
const db = () => t.app.careers.db;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(512 * 1024) });
  alex = await logInAs(t.app, 'alex@demo.test');
  sam = await logInAs(t.app, 'sam@demo.test');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who: Browser) => t.app.inject({ url, headers: { cookie: who.cookie } });
const post = (url: string, who: Browser, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });
const edit = (who: Browser, op_section: string, operation: string, op_data?: object) => post('/api/pcsx/profile_edit', who, { op_section, operation, ...(op_data ? { op_data } : {}) });

/** A resume as a word processor exports one: one line per drawText. */
async function resumePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 12, font }));
  return Buffer.from(await doc.save());
}

function docx(paragraphs: string[]): Buffer {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from(`${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`) },
    { name: '_rels/.rels', data: Buffer.from(`${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`) },
    { name: 'word/document.xml', data: Buffer.from(`${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`) },
  ]);
}

/** POST /api/pcsx/upload_resume as spec §7 says: multipart fields resume_file_name, resume_content (data URL), domain. */
function uploadResume(who: Browser, name: string, bytes: Buffer | string, options: { type?: string; domain?: string } = {}) {
  const boundary = `----careersTest${randomBytes(8).toString('hex')}`;
  const content = typeof bytes === 'string' ? bytes : `data:${options.type ?? 'application/pdf'};base64,${bytes.toString('base64')}`;
  const field = (key: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const payload = field('resume_file_name', name) + field('resume_content', content) + field('domain', options.domain ?? 'demo.test') + `--${boundary}--\r\n`;
  return t.app.inject({ method: 'POST', url: '/api/pcsx/upload_resume', headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

function uploadAvatar(who: Browser, name: string, bytes: Buffer) {
  const { payload, contentType } = multipartBody(name, bytes, { type: 'image/png' });
  return t.app.inject({ method: 'POST', url: '/api/pcsx/profile/avatar', headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': contentType }, payload });
}

// A real 1x1 PNG and a 1x1 JPEG (what an image editor writes, minus metadata).
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

const countRows = async (table: 'candidate_resumes' | 'form_files') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('profile details and analysis', () => {
  test('the demo candidate sees the profile lists and what is missing, with why it matters', async () => {
    const details = (await get('/api/pcsx/profile_details', alex)).json().data.profile;
    expect(details).toMatchObject({ firstName: 'Alex', lastName: 'Rivera', email: 'alex@demo.test', experienceYears: 7 });
    expect(details.skills).toContain('TypeScript');
    expect(details.experience[0]).toEqual({ title: 'Senior Software Engineer', company: 'Blue Harbor Analytics', startDate: '2021-03', endDate: null });
    expect(details.education).toHaveLength(1);
    // The demo's resume is real: his profile exported as a PDF at start, listed and downloadable.
    expect(details.hasResume).toBe(true);
    const [resume] = (await get('/api/pcsx/resumes', alex)).json().data.resumes;
    expect(resume).toMatchObject({ name: 'alex-rivera-resume.pdf', type: 'application/pdf' });
    const file = await get(resume.url, alex);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const sams = (await get('/api/pcsx/profile_analysis', sam)).json().data;
    expect(sams.missing.map((m: { section: string }) => m.section)).toEqual(expect.arrayContaining(['education', 'avatar']));
    expect(sams.missing.find((m: { section: string }) => m.section === 'education').why).toMatch(/degree/);
    expect(sams.completion).toBeGreaterThan(0);
    expect(sams.completion).toBeLessThan(100);
  });

  test('needs a login', async () => {
    const res = await t.app.inject({ url: '/api/pcsx/profile_details' });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile_edit', () => {
  test('adds and removes skills, experience and education; the answer carries data.profile and data.avatar', async () => {
    const me = await logInAs(t.app, 'sam@demo.test');
    let res = await edit(me, 'skills', 'add', { value: 'Rust' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile.skills).toContain('Rust');
    expect(res.json().data).toHaveProperty('avatar', null);
    res = await edit(me, 'skills', 'remove', { value: 'rust' });
    expect(res.json().data.profile.skills).not.toContain('Rust');

    res = await edit(me, 'education', 'add', { value: { school: 'TU Berlin', degree: 'MSc Statistics', startDate: '2018-10', endDate: '2020-09' } });
    expect(res.json().data.profile.education).toEqual([{ school: 'TU Berlin', degree: 'MSc Statistics', startDate: '2018-10', endDate: '2020-09' }]);
    res = await edit(me, 'education', 'add', { value: { school: 'TU Berlin', degree: 'MSc Data Science', startDate: '2018-10', endDate: '2020-09' }, index: 0 });
    expect(res.json().data.profile.education[0].degree).toBe('MSc Data Science');
    res = await edit(me, 'education', 'remove', { index: 0 });
    expect(res.json().data.profile.education).toEqual([]);

    res = await edit(me, 'name', 'add', { value: { firstName: 'Samantha', lastName: 'Chen' } });
    expect(res.json().data.profile.fullname).toBe('Samantha Chen');
    res = await edit(me, 'experience_years', 'add', { value: 4 });
    expect(res.json().data.profile.experienceYears).toBe(4);
  });

  test('invalid input is 422 naming the field, and nothing changes', async () => {
    const before = (await get('/api/pcsx/profile_details', alex)).json().data.profile;
    let res = await edit(alex, 'experience', 'add', { value: { title: '', company: 'X', startDate: '2020-13' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ title: 'Enter the job title.', startDate: 'Enter the start date as YYYY-MM or YYYY.' });
    res = await edit(alex, 'experience', 'remove', { index: 40 });
    expect(res.statusCode).toBe(422);
    res = await edit(alex, 'experience_years', 'add', { value: 'lots' });
    expect(res.statusCode).toBe(422);
    // E-mail is settings' business (password required): not a profile_edit section.
    res = await edit(alex, 'email', 'add', { value: 'x@y.test' });
    expect(res.statusCode).toBe(400);
    expect((await get('/api/pcsx/profile_details', alex)).json().data.profile).toEqual(before);
  });

  test('control characters (tabs too: a location, name or title is one line) in profile text are 422 naming the field, and nothing is stored', async () => {
    const before = (await get('/api/pcsx/profile_details', alex)).json().data.profile;
    let res = await edit(alex, 'location', 'add', { value: 'Berlin\u0000\r\n<script>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ value: 'Remove the line breaks, tabs and other control characters from the location.' });
    res = await edit(alex, 'name', 'add', { value: { firstName: 'Alex\u001b[2J', lastName: 'Rivera' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ firstName: 'Remove the line breaks, tabs and other control characters from the first name.' });
    res = await edit(alex, 'experience', 'add', { value: { title: 'Engineer\nCEO', company: 'X\u0007' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      title: 'Remove the line breaks, tabs and other control characters from the job title.',
      company: 'Remove the line breaks, tabs and other control characters from the company.',
    });
    res = await edit(alex, 'education', 'add', { value: { school: 'TU\u0000', degree: 'MSc' } });
    expect(res.json().error.fields).toEqual({ school: 'Remove the line breaks, tabs and other control characters from the school.' });
    res = await edit(alex, 'skills', 'add', { value: 'Go\u0000' });
    expect(res.statusCode).toBe(422);
    expect((await get('/api/pcsx/profile_details', alex)).json().data.profile).toEqual(before);
    res = await edit(alex, 'location', 'add', { value: 'Berlin\tMitte' });
    expect(res.statusCode).toBe(422);
    // Plain text still goes in.
    res = await edit(alex, 'location', 'add', { value: 'Berlin Mitte' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile.location).toBe('Berlin Mitte');
    res = await edit(alex, 'location', 'add', { value: before.location ?? 'Berlin' });
    expect(res.statusCode).toBe(200);
  });

  test('needs the CSRF token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pcsx/profile_edit', headers: { cookie: alex.cookie }, payload: { op_section: 'skills', operation: 'add', op_data: { value: 'Go' } } });
    expect(res.statusCode).toBe(403);
  });
});

describe('resume upload', () => {
  test('a PDF is read: skills, jobs and years are proposed; nothing changes until the candidate confirms; match details then use it', async () => {
    const me = await logInAs(t.app, 'sam@demo.test');
    const before = (await get('/api/pcsx/profile_details', me)).json().data.profile;
    const pdf = await resumePdf([
      'Sam Chen',
      'Experience',
      'Data Engineer at Northwind Foods   Mar 2019 - Dec 2022',
      'Built pipelines with Apache Spark, Kafka and Terraform.',
      'Analytics Engineer | Granite Retail   2023 - Present',
      'Education',
      'BSc Mathematics, University of Leeds 2014 - 2017',
    ]);
    const res = await uploadResume(me, 'sam-resume.pdf', pdf);
    expect(res.statusCode).toBe(200);
    const { candidate, resume, proposal } = res.json();
    expect(candidate.hasResume).toBe(true);
    expect(resume).toMatchObject({ name: 'sam-resume.pdf', type: 'application/pdf', size: pdf.length, confirmed_at: null });
    expect(proposal.skills.proposed).toEqual(expect.arrayContaining(['Apache Spark', 'Kafka', 'Terraform']));
    expect(proposal.skills.proposed).not.toContain('SQL');
    expect(proposal.experience.proposed).toEqual([
      { title: 'Data Engineer', company: 'Northwind Foods', startDate: '2019-03', endDate: '2022-12' },
      { title: 'Analytics Engineer', company: 'Granite Retail', startDate: '2023', endDate: null },
    ]);
    expect(proposal.experienceYears).toEqual({ current: before.experienceYears, proposed: expect.any(Number) });
    expect(proposal.titles[0]).toBe('Analytics Engineer');
    // Nothing the candidate typed changed.
    const after = (await get('/api/pcsx/profile_details', me)).json().data.profile;
    expect({ ...after, hasResume: before.hasResume }).toEqual(before);

    // A Data position asking for Kafka: not matched before confirming.
    const position = await db().selectFrom('position_skills').select('position_id').where('skill', '=', 'Kafka').executeTakeFirstOrThrow();
    const matchUrl = `/api/pcsx/match_details?position_id=${position.position_id}&domain=demo.test`;
    expect((await get(matchUrl, me)).json().data.matchedSkills).not.toContain('Kafka');

    const confirmed = await post(`/api/pcsx/resumes/${resume.id}/confirm`, me, { skills: ['Kafka'], experience: [0], experienceYears: false });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.applied).toEqual(['skills', 'experience']);
    const profile = confirmed.json().data.profile;
    expect(profile.skills).toContain('Kafka');
    expect(profile.skills).not.toContain('Terraform');
    expect(profile.experience.map((e: { title: string }) => e.title)).toContain('Data Engineer');
    expect(profile.experienceYears).toBe(before.experienceYears);
    expect((await get(matchUrl, me)).json().data.matchedSkills).toContain('Kafka');

    // Only what the reading proposed can be confirmed this way.
    expect((await post(`/api/pcsx/resumes/${resume.id}/confirm`, me, { skills: ['Cobol'] })).statusCode).toBe(422);
    // The list, the file, and another candidate's view of them.
    const list = (await get('/api/pcsx/resumes', me)).json().data.resumes;
    expect(list[0]).toMatchObject({ id: resume.id, url: `/api/pcsx/resumes/${resume.id}/file` });
    const file = await get(`/api/pcsx/resumes/${resume.id}/file`, me);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect((await get(`/api/pcsx/resumes/${resume.id}/file`, alex)).statusCode).toBe(404);
    expect((await get(`/api/pcsx/resumes/${resume.id}/proposal`, alex)).statusCode).toBe(404);
    expect((await post(`/api/pcsx/resumes/${resume.id}/confirm`, alex, { skills: [] })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/pcsx/resumes/${resume.id}`, headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf } })).statusCode).toBe(404);
  });

  test('a DOCX is read with its paragraphs', async () => {
    const me = await logInAs(t.app, 'alex@demo.test');
    const res = await uploadResume(me, 'cv.docx', docx(['Alex Rivera', 'Staff Engineer at Lumen Freight 2015 - 2018', 'Rust, Go and gRPC']), { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(res.statusCode).toBe(200);
    expect(res.json().proposal.skills.proposed).toEqual(['Go', 'gRPC', 'Rust']);
    expect(res.json().proposal.experience.proposed).toEqual([{ title: 'Staff Engineer', company: 'Lumen Freight', startDate: '2015', endDate: '2018' }]);
  });

  test('not a PDF or DOCX, renamed, oversized, broken or not a data URL: refused with a clear message, nothing stored', async () => {
    const resumes = await countRows('candidate_resumes');
    const files = await countRows('form_files');
    let res = await uploadResume(alex, 'resume.txt', Buffer.from('plain text'), { type: 'text/plain' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('The file "resume.txt" is not a PDF or Word (.docx) document. Upload your resume as a PDF or DOCX file.');
    res = await uploadResume(alex, 'resume.pdf', SAMPLE.png, { type: 'application/pdf' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/is not a PDF or Word/);
    res = await uploadResume(alex, 'resume.docx', SAMPLE.pdf);
    expect(res.statusCode).toBe(422);
    res = await uploadResume(alex, 'big.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(600 * 1024, 0x20)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The file "big.pdf" is larger than 512 KB, the most one upload may have.');
    res = await uploadResume(alex, 'broken.pdf', Buffer.from('%PDF-1.7\nthis is not really a pdf at all\n'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('We could not read "broken.pdf". Save it again as a PDF or DOCX and upload it once more.');
    // A Word file with macros is no resume to keep (the forms' container checks).
    const withMacros = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
      { name: 'word/vbaProject.bin', data: Buffer.from('macro') },
    ]);
    res = await uploadResume(alex, 'cv.docx', withMacros);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/is not a PDF or Word/);
    res = await uploadResume(alex, 'resume.pdf', 'https://example.com/resume.pdf');
    expect(res.statusCode).toBe(400);
    expect(await countRows('candidate_resumes')).toBe(resumes);
    expect(await countRows('form_files')).toBe(files);
  });
});

describe('resume reading is bounded', () => {
  const stored = (bytes: Buffer) => t.app.careers.files.has(createHash('sha256').update(bytes).digest('hex'));

  test('a PDF whose content inflates far beyond a resume is refused before it is read; nothing stored', async () => {
    const me = await logInAs(t.app, 'sam@demo.test');
    const resumes = await countRows('candidate_resumes');
    const files = await countRows('form_files');
    // 1 GB of zeros would take too long to build here: 80 MB (over the 64 MB budget) in about 80 KB.
    const bomb = Buffer.concat([await resumePdf(['Sam Chen']), Buffer.from('\n9 0 obj\n<< /Filter /FlateDecode >>\nstream\n'), deflateSync(Buffer.alloc(80 * 1024 * 1024)), Buffer.from('\nendstream\nendobj\n')]);
    expect(bomb.length).toBeLessThan(512 * 1024);
    const res = await uploadResume(me, 'bomb.pdf', bomb);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('The file "bomb.pdf" holds compressed data that expands far beyond what a resume needs. Save it again as a PDF (or print it to PDF) and upload the new file.');
    expect(await countRows('candidate_resumes')).toBe(resumes);
    expect(await countRows('form_files')).toBe(files);
    expect(await stored(bomb)).toBe(false);
  });

  test('a resume PDF that runs JavaScript on opening or carries an executable is refused as a signed offer is; nothing stored', async () => {
    const me = await logInAs(t.app, 'sam@demo.test');
    const resumes = await countRows('candidate_resumes');
    const files = await countRows('form_files');
    for (const [name, bytes] of [['cv-script.pdf', await pdfWithOpenActionScript('Sam Chen')], ['cv-attached.pdf', await pdfWithAttachedExecutable('Sam Chen')]] as const) {
      const res = await uploadResume(me, name, bytes);
      expect([name, res.statusCode, res.json().error]).toEqual([name, 422, {
        code: 'invalid_file', message: `The file "${name}" contains JavaScript or other active content. Upload a plain PDF (print it to PDF again).`,
      }]);
      expect(await stored(bytes)).toBe(false);
    }
    expect(await countRows('candidate_resumes')).toBe(resumes);
    expect(await countRows('form_files')).toBe(files);
    // The same resume without them is taken (and deleted again: a candidate keeps at most 10).
    const plain = await uploadResume(me, 'cv.pdf', await resumePdf(['Sam Chen', 'Skills: TypeScript']));
    expect(plain.statusCode).toBe(200);
    expect(await countRows('candidate_resumes')).toBe(resumes + 1);
    const { id } = plain.json().resume as { id: number };
    expect((await t.app.inject({ method: 'DELETE', url: `/api/pcsx/resumes/${id}?domain=demo.test`, headers: { cookie: me.cookie, 'x-csrf-token': me.csrf } })).statusCode).toBe(200);
  });

  test('a DOCX that cannot be read leaves neither a row nor its bytes', async () => {
    const me = await logInAs(t.app, 'sam@demo.test');
    const files = await countRows('form_files');
    const broken = docx(['<unclosed']);
    const res = await uploadResume(me, 'broken.docx', broken, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('We could not read "broken.docx". Save it again as a PDF or DOCX and upload it once more.');
    expect(await countRows('form_files')).toBe(files);
    expect(await stored(broken)).toBe(false);
  });

  test('one resume read at a time per candidate: a second upload meanwhile is 429 with Retry-After', async () => {
    const me = await logInAs(t.app, 'sam@demo.test');
    const resumes = await countRows('candidate_resumes');
    const first = uploadResume(me, 'one.pdf', await resumePdf(['Sam Chen', 'Kafka']));
    // Wait until the first is in its reading turn (counted, not timed).
    while (resumeReadersState().running === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await uploadResume(me, 'two.pdf', await resumePdf(['Sam Chen', 'Go']));
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toBe('Your previous resume is still being read. Please try again in a few minutes.');
    expect(second.headers['retry-after']).toBe('60');
    // Another candidate is not held up by Sam's upload.
    const other = await uploadResume(alex, 'alex.pdf', await resumePdf(['Alex Rivera']));
    expect(other.statusCode).toBe(200);
    expect((await first).statusCode).toBe(200);
    expect(await countRows('candidate_resumes')).toBe(resumes + 2);
    // Once the first is done, the next goes through.
    expect((await uploadResume(me, 'three.pdf', await resumePdf(['Sam Chen']))).statusCode).toBe(200);
  });

  test('every reading turn taken and the wait line full: 503 with Retry-After at once, nothing stored', async () => {
    const me = await logInAs(t.app, 'sam@demo.test');
    const resumes = await countRows('candidate_resumes');
    const files = await countRows('form_files');
    const pdf = await resumePdf(['Kafka']);
    const busy = Array.from({ length: RESUME_READERS + RESUME_WAITING }, () => readResume(pdf, 'pdf'));
    expect(resumeReadersState()).toEqual({ running: RESUME_READERS, waiting: RESUME_WAITING });
    const res = await uploadResume(me, 'waiting.pdf', await resumePdf(['Sam Chen']));
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('Many resumes are being read right now. Please try again in a few minutes.');
    expect(res.headers['retry-after']).toBe('60');
    await Promise.all(busy);
    expect(await countRows('candidate_resumes')).toBe(resumes);
    expect(await countRows('form_files')).toBe(files);
  });
});

test('deleting a resume file row (an account deletion going through the files) takes the resume with it', async () => {
  const me = await logInAs(t.app, 'sam@demo.test');
  const res = await uploadResume(me, 'gone.pdf', await resumePdf(['Sam Chen']));
  const { id } = res.json().resume;
  const row = await db().selectFrom('candidate_resumes').select('file_id').where('id', '=', id).executeTakeFirstOrThrow();
  await db().deleteFrom('form_files').where('id', '=', row.file_id).execute();
  expect(await db().selectFrom('candidate_resumes').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  expect((await get(`/api/pcsx/resumes/${id}/file`, me)).statusCode).toBe(404);
});

describe('avatar', () => {
  test('a photo of more than 4096 pixels a side is refused with its size', async () => {
    const me = await logInAs(t.app, 'sam@demo.test');
    const sized = (width: number, height: number) => {
      const png = Buffer.from(PNG_1X1);
      png.writeUInt32BE(width, 16);
      png.writeUInt32BE(height, 20);
      return png;
    };
    let res = await uploadAvatar(me, 'huge.png', sized(20_000, 20_000));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('The photo "huge.png" is 20000 × 20000 pixels, more than a profile photo may have. Choose one at most 4096 × 4096 pixels (or make this one smaller).');
    res = await uploadAvatar(me, 'tall.png', sized(100, 4097));
    expect(res.statusCode).toBe(422);
    res = await uploadAvatar(me, 'big.png', sized(4096, 4096));
    expect(res.statusCode).toBe(200);
  });

  test('an image checked by content, served only to its owner; a fake image is refused', async () => {
    const me = await logInAs(t.app, 'sam@demo.test');
    let res = await uploadAvatar(me, 'me.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('The file "me.png" is not a PNG or JPEG image. Choose a photo in one of those formats.');
    res = await uploadAvatar(me, 'me.gif', PNG_1X1);
    expect(res.statusCode).toBe(422);
    // PNG's first bytes and nothing of an image after them.
    res = await uploadAvatar(me, 'me.png', Buffer.concat([SAMPLE.png, Buffer.from('not an image at all, just text after the signature')]));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('The file "me.png" is not a PNG or JPEG image. Choose a photo in one of those formats.');
    res = await uploadAvatar(me, 'me.jpg', JPEG_1X1);
    expect(res.statusCode).toBe(200);
    res = await uploadAvatar(me, 'me.png', PNG_1X1);
    expect(res.statusCode).toBe(200);
    const avatar = res.json().data.avatar as string;
    expect(avatar).toMatch(/^\/api\/pcsx\/profile\/avatar\/\d+$/);
    const served = await get(avatar, me);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await get(avatar, alex)).statusCode).toBe(404);
    res = await edit(me, 'avatar', 'remove');
    expect(res.json().data.avatar).toBeNull();
    expect((await get(avatar, me)).statusCode).toBe(404);
  });
});

describe('export resume', () => {
  test('a PDF built from the profile, as a download', async () => {
    const res = await get('/api/pcsx/export_resume', alex);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="alex-rivera-resume.pdf"');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe('Alex Rivera – Resume');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  });
});
