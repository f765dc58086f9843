import { createTestApp, logInAs, type Browser, type TestApp } from '../testing/testApp';

// profile_edit's `index` names an entry as the profile lists it (newest first). A value that is not
// a whole number must not be read as 0 (the newest entry).
let t: TestApp;
let me: Browser;
beforeAll(async () => {
  t = await createTestApp();
  me = await logInAs(t.app, 'sam@demo.test');
});
afterAll(async () => {
  await t.close();
});

const edit = (op_section: string, operation: string, op_data?: object) =>
  t.app.inject({ method: 'POST', url: '/api/pcsx/profile_edit', headers: { cookie: me.cookie, 'x-csrf-token': me.csrf }, payload: { op_section, operation, ...(op_data ? { op_data } : {}) } });
const profile = async () => (await t.app.inject({ url: '/api/pcsx/profile_details', headers: { cookie: me.cookie } })).json().data.profile;

const BLUE = { title: 'Nurse', company: 'Blue Harbor', startDate: '2021-06', endDate: null };
const OLD = { title: 'Assistant', company: 'Old Co', startDate: '2018-01', endDate: '2021-05' };

async function twoJobs(): Promise<void> {
  while ((await profile()).experience.length) expect((await edit('experience', 'remove', { index: 0 })).statusCode).toBe(200);
  expect((await edit('experience', 'add', { value: OLD })).statusCode).toBe(200);
  expect((await edit('experience', 'add', { value: BLUE })).statusCode).toBe(200);
  expect((await profile()).experience).toEqual([BLUE, OLD]);
}

test.each([null, '0', false, 0.5, -1, 'first', [0], { at: 0 }])('remove with index %j is 422 naming index, and nothing is removed', async (index) => {
  await twoJobs();
  const res = await edit('experience', 'remove', { index });
  expect(res.statusCode).toBe(422);
  expect(res.json().error.fields).toEqual({ index: 'Send the entry\'s index as a whole number from 0.' });
  expect((await profile()).experience).toEqual([BLUE, OLD]);
});

test('an edit (add with an index) or a skill removal with index null is refused the same way', async () => {
  await twoJobs();
  const res = await edit('experience', 'add', { value: { ...OLD, title: 'Changed' }, index: null });
  expect(res.statusCode).toBe(422);
  expect(res.json().error.fields).toEqual({ index: 'Send the entry\'s index as a whole number from 0.' });
  expect((await edit('skills', 'remove', { index: '0' })).statusCode).toBe(422);
  expect((await profile()).experience).toEqual([BLUE, OLD]);
});

test('a whole-number index still removes the entry it names', async () => {
  await twoJobs();
  const res = await edit('experience', 'remove', { index: 1 });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.profile.experience).toEqual([BLUE]);
});

describe('a stale index after another tab re-ordered the list', () => {
  test('tab A removes Old Co (index 1) after tab B moved Blue Harbor there: refused, Blue Harbor stays', async () => {
    await twoJobs();
    // Tab B: Blue Harbor (index 0) ends in 2017 and moves below Old Co.
    const moved = { ...BLUE, startDate: '2015-01', endDate: '2017-12' };
    expect((await edit('experience', 'add', { value: moved, index: 0, entry: BLUE })).statusCode).toBe(200);
    expect((await profile()).experience).toEqual([OLD, moved]);
    // Tab A still shows [Blue Harbor, Old Co].
    const res = await edit('experience', 'remove', { index: 1, entry: OLD });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ index: 'That entry does not exist any more. Reload the page.' });
    expect((await profile()).experience).toEqual([OLD, moved]);
    // After a reload the same entry is found at its new place.
    expect((await edit('experience', 'remove', { index: 0, entry: OLD })).json().data.profile.experience).toEqual([moved]);
  });

  test('an edit of a moved entry is refused too; education the same', async () => {
    await twoJobs();
    const res = await edit('experience', 'add', { value: { ...OLD, title: 'Senior assistant' }, index: 0, entry: OLD });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ index: 'That entry does not exist any more. Reload the page.' });
    expect((await profile()).experience).toEqual([BLUE, OLD]);

    const school = { school: 'TU Berlin', degree: 'MSc', startDate: null, endDate: '2020' };
    expect((await edit('education', 'add', { value: school })).statusCode).toBe(200);
    expect((await edit('education', 'remove', { index: 0, entry: { ...school, degree: 'BSc' } })).statusCode).toBe(422);
    expect((await edit('education', 'remove', { index: 0, entry: school })).json().data.profile.education).toEqual([]);
  });

  test('entry must be an object', async () => {
    await twoJobs();
    const res = await edit('experience', 'remove', { index: 0, entry: 'Blue Harbor' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ entry: 'Send the entry as an object.' });
  });
});
