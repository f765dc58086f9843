import { readResumeText } from '../services/profile/resumeText';
import { createTestApp, logInAs, type Browser, type TestApp } from '../testing/testApp';

let t: TestApp;
let sam: Browser;

beforeAll(async () => {
  t = await createTestApp();
  sam = await logInAs(t.app, 'sam@demo.test');
  const db = t.app.careers.db;
  await db.deleteFrom('candidate_experience').where('candidate_id', 'in', db.selectFrom('candidates').select('id').where('email', '=', 'sam@demo.test')).execute();
  await db.deleteFrom('candidate_education').where('candidate_id', 'in', db.selectFrom('candidates').select('id').where('email', '=', 'sam@demo.test')).execute();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url, headers: { cookie: sam.cookie } });
const edit = (op_section: string, operation: string, op_data: object) =>
  t.app.inject({ method: 'POST', url: '/api/pcsx/profile_edit', headers: { cookie: sam.cookie, 'x-csrf-token': sam.csrf }, payload: { op_section, operation, op_data } });

// Added oldest first and out of order, as people fill a profile in.
const JOBS = [
  { title: 'Intern', company: 'Acme', startDate: '2014-06', endDate: '2014-09' },
  { title: 'Analyst', company: 'Initech', startDate: '2016-01', endDate: '2019-12' },
  { title: 'Lead', company: 'Globex', startDate: '2022-05', endDate: null },
  { title: 'Consultant', company: 'Umbrella', startDate: '2018-03', endDate: '2019-12' },
  { title: 'Engineer', company: 'Hooli', startDate: '2020-01', endDate: '2022-04' },
  { title: 'Mentor', company: 'Code Club', startDate: '2019-01', endDate: null },
];
const NEWEST_FIRST = ['Lead', 'Mentor', 'Engineer', 'Consultant', 'Analyst', 'Intern'];
const SCHOOLS = [
  { school: 'School A', degree: 'BSc Physics', startDate: '2010', endDate: '2013' },
  { school: 'School B', degree: 'PhD Physics', startDate: '2015-10', endDate: null },
  { school: 'School C', degree: 'MSc Physics', startDate: '2013-10', endDate: '2015-09' },
];
const SCHOOLS_NEWEST_FIRST = ['PhD Physics', 'MSc Physics', 'BSc Physics'];

describe('experience and education order', () => {
  beforeAll(async () => {
    for (const value of JOBS) expect((await edit('experience', 'add', { value })).statusCode).toBe(200);
    for (const value of SCHOOLS) expect((await edit('education', 'add', { value })).statusCode).toBe(200);
  });

  test('profile_details lists current entries first, then by end date and start date, newest first', async () => {
    const { profile } = (await get('/api/pcsx/profile_details')).json().data;
    expect(profile.experience.map((job: { title: string }) => job.title)).toEqual(NEWEST_FIRST);
    expect(profile.education.map((school: { degree: string }) => school.degree)).toEqual(SCHOOLS_NEWEST_FIRST);
  });

  test('the exported PDF reads in the same order', async () => {
    const res = await get('/api/pcsx/export_resume');
    expect(res.statusCode).toBe(200);
    // A long time limit: the reading runs in a worker, slow on a loaded machine.
    const text = (await readResumeText(res.rawPayload, 'pdf', 60)) ?? '';
    const at = (words: string) => text.indexOf(words);
    const jobs = JOBS.map((job) => `${job.title}, ${job.company}`);
    const expected = NEWEST_FIRST.map((title) => jobs.find((line) => line.startsWith(`${title},`)) as string);
    for (const line of expected) expect(at(line)).toBeGreaterThanOrEqual(0);
    expect([...expected].sort((a, b) => at(a) - at(b))).toEqual(expected);
    const schools = SCHOOLS_NEWEST_FIRST.map((degree) => `${degree}, ${SCHOOLS.find((s) => s.degree === degree)?.school}`);
    for (const line of schools) expect(at(line)).toBeGreaterThan(at('Education'));
    expect([...schools].sort((a, b) => at(a) - at(b))).toEqual(schools);
  });

  test('an index names the entry at that place in the list the candidate sees', async () => {
    let res = await edit('experience', 'remove', { index: 1 });
    expect(res.json().data.profile.experience.map((job: { title: string }) => job.title)).toEqual(NEWEST_FIRST.filter((title) => title !== 'Mentor'));
    // Giving the current job an end date moves it to its place among the others.
    res = await edit('experience', 'add', { index: 0, value: { title: 'Lead', company: 'Globex', startDate: '2022-05', endDate: '2023-01' } });
    expect(res.json().data.profile.experience.map((job: { title: string }) => job.title)).toEqual(['Lead', 'Engineer', 'Consultant', 'Analyst', 'Intern']);
    res = await edit('experience', 'add', { index: 2, value: { title: 'Senior consultant', company: 'Umbrella', startDate: '2018-03', endDate: '2019-12' } });
    expect(res.json().data.profile.experience.map((job: { title: string }) => job.title)).toEqual(['Lead', 'Engineer', 'Senior consultant', 'Analyst', 'Intern']);
  });
});
