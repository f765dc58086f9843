import { count, createTestApp, logInAs, type Browser, type TestApp } from '../testing/testApp';
import { untouchedPositionIds } from '../testing/formsFixture';
import { uploadedAnswer, uploadFile } from '../testing/uploadFile';

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
const idOf = async (email: string) => (await db().selectFrom('candidates').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const get = (url: string, who: Browser | null) => t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const send = (method: 'POST' | 'DELETE', who: Browser, payload: object) =>
  t.app.inject({ method, url: '/api/pcsx/draft_applications', headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });
const drafts = async (who: Browser) => (await get('/api/pcsx/draft_applications?domain=demo.test', who)).json().data.draft_applications as Array<{
  position_id: number; position: { name: string; location: string; archived_at: string | null }; updated_at: string;
}>;

let next = 0;
async function freshPosition(): Promise<number> {
  return (await untouchedPositionIds(db()))[next++ % 5] as number;
}

/** Uploads a text file as `who` and returns the answer entry that refers to it. */
const txt = (name: string, text: string, who: Browser = alex) => uploadedAnswer(t.app, who, name, Buffer.from(text), { uid: name, lastModified: 1 });
/** 1 while no saved answer uses the file, 0 once one does, undefined once it is deleted. */
const pending = async (fileId: number) => {
  const row = await db().selectFrom('form_files').select('attached_at').where('id', '=', fileId).executeTakeFirst();
  return row ? Number(row.attached_at === null) : undefined;
};

describe('GET /api/pcsx/draft_applications', () => {
  test('the candidate\'s drafts, newest first, open and closed (archived_at) in the spec\'s shape', async () => {
    const list = await drafts(alex);
    expect(list).toHaveLength(3);
    for (const d of list) {
      expect(Object.keys(d).sort()).toEqual(['position', 'position_id', 'updated_at']);
      expect(Object.keys(d.position).sort()).toEqual(['archived_at', 'is_closed', 'location', 'name']);
    }
    expect(list.filter((d) => d.position.archived_at === null)).toHaveLength(2);
    expect(list.filter((d) => d.position.archived_at !== null)).toHaveLength(1);
    const times = list.map((d) => d.updated_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('login required', async () => {
    expect((await get('/api/pcsx/draft_applications', null)).statusCode).toBe(401);
  });
});

describe('POST /api/pcsx/draft_applications', () => {
  test('saves incomplete answers without validating them; saving again replaces them and their old file', async () => {
    const pid = await freshPosition();
    const files = await count(t.app, 'form_files');
    const v1 = await txt('v1.txt', 'first version');
    expect(await pending(v1.fileId)).toBe(1);
    const first = await send('POST', alex, { pid, values: { email: 'not-yet', resume: [v1] }, domain: 'demo.test' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, updated_at: expect.any(String) });
    expect((await drafts(alex))[0]).toMatchObject({ position_id: pid, updated_at: first.json().updated_at });
    expect(await count(t.app, 'form_files')).toBe(files + 1);
    // Saved in a draft, the upload is part of an answer: no longer pending (nor deleted after the retention period).
    expect(await pending(v1.fileId)).toBe(0);

    const form = (await get(`/api/pcsx/apply_form?pid=${pid}&domain=demo.test`, alex)).json().data;
    expect(form.values.email).toBe('not-yet');
    expect(form.draft).toEqual({ updated_at: first.json().updated_at });
    expect(form.values.resume).toEqual([expect.objectContaining({ name: 'v1.txt', fileId: v1.fileId, previewUrl: `/api/pcsx/form_files/${v1.fileId}` })]);
    expect((await get(`${form.values.resume[0].previewUrl}?domain=demo.test`, alex)).body).toBe('first version');
    // Sending the stored file back by id keeps it; a new upload replaces it and the old file goes.
    const kept = await send('POST', alex, { pid, values: { resume: form.values.resume }, domain: 'demo.test' });
    expect(kept.statusCode).toBe(200);
    expect(await count(t.app, 'form_files')).toBe(files + 1);
    const v2 = await txt('v2.txt', 'second version');
    expect(await count(t.app, 'form_files')).toBe(files + 2);
    expect((await send('POST', alex, { pid, values: { resume: [v2] }, domain: 'demo.test' })).statusCode).toBe(200);
    expect(await count(t.app, 'form_files')).toBe(files + 1);
    expect(await pending(v1.fileId)).toBeUndefined();
    expect((await get(`/api/pcsx/form_files/${v1.fileId}?domain=demo.test`, alex)).statusCode).toBe(404);
    const newest = await db().selectFrom('form_files').select('name').where('candidate_id', '=', await idOf('alex@demo.test')).orderBy('id', 'desc').limit(1).executeTakeFirst();
    expect(newest?.name).toBe('v2.txt');
  });

  test('files are still checked by content; applied-for and closed positions take no draft', async () => {
    const pid = await freshPosition();
    const files = await count(t.app, 'form_files');
    // Text named .pdf is refused when it is uploaded: a draft never gets to refer to it.
    const bad = await uploadFile(t.app, alex, 'cv.pdf', Buffer.from('plain text'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json.error).toEqual({ code: 'invalid_file', message: "These files' contents do not match their names or an accepted type (.doc, .docx, .pdf, .txt, .png, .jpg, .jpeg): cv.pdf." });
    expect(await count(t.app, 'form_files')).toBe(files);
    // Drafts check the files they refer to as well: the question's types, and that the file is the sender's.
    const photo = await uploadedAnswer(t.app, alex, 'photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const wrongType = await send('POST', alex, { pid, values: { resume: [photo] }, domain: 'demo.test' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().error.fields).toEqual({ resume: 'These files are not of an accepted type (.pdf, .doc, .docx, .txt): photo.png.' });
    const samsFile = await txt('sam.txt', 'Sam', sam);
    const notMine = await send('POST', alex, { pid, values: { resume: [samsFile] }, domain: 'demo.test' });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    // A file's bytes sent inside the answers (no upload, no id) are not taken either.
    const inline = { uid: 'cv', name: 'cv.txt', size: 5, type: 'text/plain', lastModified: 1, webkitRelativePath: '', status: 'done', content: Buffer.from('my cv').toString('base64') };
    const inlined = await send('POST', alex, { pid, values: { resume: [inline] }, domain: 'demo.test' });
    expect(inlined.statusCode).toBe(422);
    expect(inlined.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    expect(await count(t.app, 'form_files')).toBe(files + 2);
    expect((await drafts(alex)).some((d) => d.position_id === pid)).toBe(false);

    const applied = await db().selectFrom('applications').select('position_id').where('candidate_id', '=', await idOf('alex@demo.test')).where('is_active', '=', 1).limit(1).executeTakeFirstOrThrow();
    expect((await send('POST', alex, { pid: applied.position_id, values: {} })).json().error.message).toBe('You have already applied for this position.');
    const archived = (await db().selectFrom('positions').select('id').where('archived_at', 'is not', null).limit(1).executeTakeFirstOrThrow()).id;
    expect((await send('POST', alex, { pid: archived, values: {} })).statusCode).toBe(409);
    expect((await send('POST', alex, { pid: 99999999, values: {} })).statusCode).toBe(404);
  });
});

describe('at most 100 drafts per candidate', () => {
  test('a new draft beyond 100 is a 400 with a clear message; saving one of them again still works', async () => {
    const samId = await idOf('sam@demo.test');
    const have = (await drafts(sam)).length;
    const rows = await db()
      .selectFrom('positions')
      .select('id')
      .where('domain', '=', 'demo.test')
      .where('archived_at', 'is', null)
      .where('id', 'not in', (eb) => eb.selectFrom('draft_applications').select('position_id').where('candidate_id', '=', samId))
      .where('id', 'not in', (eb) => eb.selectFrom('applications').select('position_id').where('candidate_id', '=', samId))
      .orderBy('id')
      .execute();
    const free = rows.map((row) => row.id);
    await db()
      .insertInto('draft_applications')
      .values(free.slice(0, 100 - have).map((pid) => ({ domain: 'demo.test', candidate_id: samId, position_id: pid, answers_json: '{}', updated_at: '2026-01-01T00:00:00.000Z' })))
      .execute();
    try {
      await draftsAtTheLimit(free, have);
    } finally {
      // Sam's drafts as they were, for the tests below.
      await db().deleteFrom('draft_applications').where('candidate_id', '=', samId).where('position_id', 'in', free.slice(0, 101 - have)).execute();
    }
    expect(await drafts(sam)).toHaveLength(have);
  });
});

/** Sam has 100 drafts (`free` beyond the `have` he had before): a new one is refused, existing ones still save. */
async function draftsAtTheLimit(free: number[], have: number): Promise<void> {
  expect(await drafts(sam)).toHaveLength(100);

  const extra = free[100 - have] as number;
  const refused = await send('POST', sam, { pid: extra, values: { city: 'Toronto' }, domain: 'demo.test' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error).toEqual({ code: 'invalid_request', message: 'You can keep at most 100 draft applications. Delete some on your dashboard first.' });
  expect(await drafts(sam)).toHaveLength(100);
  expect((await send('POST', sam, { pid: free[0] as number, values: { city: 'Toronto' }, domain: 'demo.test' })).statusCode).toBe(200);

  await send('DELETE', sam, { position_ids: [free[0] as number] });
  expect((await send('POST', sam, { pid: extra, values: { city: 'Toronto' }, domain: 'demo.test' })).statusCode).toBe(200);
  expect(await drafts(sam)).toHaveLength(100);
}

describe('DELETE /api/pcsx/draft_applications', () => {
  test('deletes the candidate\'s own drafts (and their files); others\' ids change nothing', async () => {
    const pid = await freshPosition();
    const cv = await txt('cv.txt', 'my cv');
    expect((await send('POST', alex, { pid, values: { resume: [cv] }, domain: 'demo.test' })).statusCode).toBe(200);
    const files = await count(t.app, 'form_files');
    const samDrafts = await drafts(sam);
    const res = await send('DELETE', alex, { position_ids: [pid, ...samDrafts.map((d) => d.position_id)], domain: 'demo.test' });
    expect(res.json()).toEqual({ ok: true });
    expect((await drafts(alex)).some((d) => d.position_id === pid)).toBe(false);
    expect(await count(t.app, 'form_files')).toBe(files - 1);
    expect(await pending(cv.fileId)).toBeUndefined();
    expect(await drafts(sam)).toEqual(samDrafts);
  });

  test('position_ids must be a non-empty list of ids', async () => {
    expect((await send('DELETE', alex, {})).json().error.message).toBe('The field "position_ids" is required.');
    expect((await send('DELETE', alex, { position_ids: [] })).statusCode).toBe(400);
    expect((await send('DELETE', alex, { position_ids: ['x'] })).statusCode).toBe(400);
  });
});
