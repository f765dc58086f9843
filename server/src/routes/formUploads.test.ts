import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../db/demo/seedDemo';
import { moveFilesToStore, sweepFiles } from '../services/files/fileCleanup';
import { PAUSED_MESSAGE, QUOTA_MESSAGE } from '../services/files/uploadQuota';
import { untouchedPositionIds } from '../testing/formsFixture';
import { pdfWithAttachedExecutable, pdfWithOpenActionScript, plainPdf } from '../testing/activePdf';
import { count, createTestApp, logInAs, sessionCookie, visit, type Browser, type TestApp } from '../testing/testApp';
import { filesUnder, SAMPLE, sha256, storedBlobs, storedBytes, UPLOAD_URL, uploadedAnswer, uploadFile, type FileAnswer } from '../testing/uploadFile';

// Files are uploaded on their own, one streamed multipart request each (POST /api/pcsx/form_files),
// by candidates and by visitors; answers then refer to them by id. Each file belongs to its uploader
// (the candidate, or the visitor's session), is judged by its bytes, stored once per content on disk,
// bounded by quotas while no saved answer uses it, and deleted when none does for too long. The
// bytes go to the blob store the engine selects by default (a folder with SQLite, the database with
// PostgreSQL): what these tests see through the API is the same with both.

const FILE_FAILED = 'File could not be uploaded';
const TYPES = '.doc, .docx, .pdf, .txt, .png, .jpg, .jpeg';

let serial = 0;
/** A PDF whose bytes no other test uses (the store keeps one copy per content). */
const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label} ${++serial}\n%%EOF\n`);
/** Plain text of exactly `size` bytes, unique to this call. */
function text(size: number): Buffer {
  const head = Buffer.from(`file ${++serial} `);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 'a')]).subarray(0, size);
}

interface FileRow {
  candidate_id: number | null;
  visitor: string | null;
  uploader_ip: string | null;
  name: string;
  type: string;
  size: number;
  sha256: string;
  content: Buffer | null;
  attached_at: string | null;
}
const rowOf = (app: FastifyInstance, id: number): Promise<FileRow | undefined> =>
  app.careers.db
    .selectFrom('form_files')
    .select(['candidate_id', 'visitor', 'uploader_ip', 'name', 'type', 'size', 'sha256', 'content', 'attached_at'])
    .where('id', '=', id)
    .executeTakeFirst();
const idOf = async (app: FastifyInstance, email: string) =>
  (await app.careers.db.selectFrom('candidates').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const download = (app: FastifyInstance, who: Browser | null, id: number) =>
  app.inject({ url: `/api/pcsx/form_files/${id}?domain=demo.test`, headers: who ? { cookie: who.cookie } : {} });
const post = (app: FastifyInstance, url: string, who: Browser, payload: object) =>
  app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });

/** Rows, stored contents and temporary files: what a refused upload must leave as it was. */
const storage = async (t: TestApp) => ({
  rows: await count(t.app, 'form_files'),
  blobs: await storedBlobs(t.app),
  tmp: filesUnder(t.app.careers.files.tmpDir),
});

/** Logs in from an existing visitor's session (as the login page does), so what the visitor had can follow. */
async function logInFrom(app: FastifyInstance, visitor: Browser, email: string, password = DEMO_PASSWORD): Promise<Browser> {
  const res = await post(app, '/candidate/login', visitor, { email, password });
  if (res.statusCode !== 200) throw new Error(`Login failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
}

async function signUpFrom(app: FastifyInstance, visitor: Browser, email: string): Promise<Browser> {
  const res = await post(app, '/candidate/signup', visitor, { email, password: 'plum-kettle-42', firstName: 'Quinn', lastName: 'Lee' });
  if (res.statusCode !== 201) throw new Error(`Sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
}

/** Live positions nobody has applied for or drafted yet, each handed out once per app. */
async function positions(app: FastifyInstance): Promise<() => number> {
  const ids = await untouchedPositionIds(app.careers.db);
  let next = 0;
  return () => ids[next++] as number;
}

const talentNetwork = (resume: unknown[]) => ({
  values: { firstName: 'Robin', lastName: 'Park', email: 'robin@example.com', country: 'NL', interests: ['Data'], consent: true, resume },
  domain: 'demo.test',
});

// Each block starts a server of its own (settings differ); starting one seeds the demo company, slow on a busy machine.
describe('uploads (UPLOAD_MAX_BYTES 2048)', () => {
  let t: TestApp;
  let alex: Browser;
  let sam: Browser;
  let freshPosition: () => number;

  beforeAll(async () => {
    // The per-minute limits have their own tests (submitRateLimits.test.ts).
    t = await createTestApp({ UPLOAD_MAX_BYTES: '2048', FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
    alex = await logInAs(t.app, 'alex@demo.test');
    sam = await logInAs(t.app, 'sam@demo.test');
    freshPosition = await positions(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const upload = (who: Browser | null, name: string, bytes: Buffer, options: Parameters<typeof uploadFile>[4] = {}) => uploadFile(t.app, who, name, bytes, options);
  const saveDraft = (who: Browser, resume: unknown[]) =>
    post(t.app, '/api/pcsx/draft_applications', who, { pid: freshPosition(), values: { resume }, domain: 'demo.test' });

  test('a candidate uploads a file: 201 with its id; the bytes are stored under their SHA-256, the row is the candidate\'s and pending', async () => {
    const bytes = pdf('alex');
    // The part's Content-Type is the browser's guess: the stored type comes from the bytes.
    const res = await upload(alex, 'Alex CV.pdf', bytes, { type: 'image/png' });
    expect(res.statusCode).toBe(201);
    const { fileId } = res.json.data;
    expect(res.json).toEqual({ data: { fileId: expect.any(Number), name: 'Alex CV.pdf', size: bytes.length, type: 'application/pdf', previewUrl: `/api/pcsx/form_files/${fileId}` } });
    expect(await rowOf(t.app, fileId)).toEqual({
      candidate_id: await idOf(t.app, 'alex@demo.test'), visitor: null, uploader_ip: '127.0.0.1', name: 'Alex CV.pdf', type: 'application/pdf',
      size: bytes.length, sha256: sha256(bytes), content: null, attached_at: null,
    });
    expect(await storedBlobs(t.app)).toContain(sha256(bytes));
    expect((await storedBytes(t.app, sha256(bytes)))?.equals(bytes)).toBe(true);
    // The store the engine selects by default: a folder beside an SQLite file, the database with PostgreSQL.
    const { files, config } = t.app.careers;
    expect(files.kind).toBe(config.database.engine === 'postgres' ? 'database' : 'directory');
    if (files.kind === 'directory') {
      expect(fs.readFileSync(path.join(t.config.filesDir, sha256(bytes).slice(0, 2), sha256(bytes))).equals(bytes)).toBe(true);
    } else {
      const blob = await t.app.careers.db.selectFrom('file_blobs').select(['size', 'content']).where('sha256', '=', sha256(bytes)).executeTakeFirstOrThrow();
      expect({ size: blob.size, same: Buffer.from(blob.content).equals(bytes) }).toEqual({ size: bytes.length, same: true });
    }
    expect(t.config.filesDir).toBe(path.join(t.dataDir, 'files'));
  });

  test('a visitor uploads a file: it is their session\'s, they can read it back and send it with a public form', async () => {
    const visitor = await visit(t.app);
    const bytes = text(300);
    const res = await upload(visitor, 'cv.txt', bytes);
    expect(res.statusCode).toBe(201);
    const { fileId } = res.json.data;
    const row = (await rowOf(t.app, fileId)) as FileRow;
    expect(row).toMatchObject({ candidate_id: null, name: 'cv.txt', type: 'text/plain; charset=utf-8', size: 300, attached_at: null });
    // The visitor column is the hash of the visitor's session id, never the id itself.
    expect(await t.app.careers.db.selectFrom('sessions').select('candidate_id').where('id_hash', '=', row.visitor as string).executeTakeFirst()).toEqual({ candidate_id: null });
    expect(visitor.cookie).not.toContain(row.visitor as string);

    const back = await download(t.app, visitor, fileId);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(bytes)).toBe(true);

    const entry = await uploadedAnswer(t.app, visitor, 'robin.pdf', pdf('robin'));
    const submitted = await post(t.app, '/api/pcsx/forms/talent-network/submit', visitor, talentNetwork([entry]));
    expect(submitted.json()).toEqual({ ok: true, status: 'completed' });
    const latest = await t.app.careers.db.selectFrom('form_responses').select('values_json').where('form_id', '=', 'talent-network').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const stored = JSON.parse(latest.values_json);
    expect(stored.resume).toEqual([{ ...entry, type: 'application/pdf' }]);
    expect((await rowOf(t.app, entry.fileId))?.attached_at).toEqual(expect.any(String));
  });

  test('a visitor\'s file cannot be downloaded or used by another visitor, a candidate or a request without a session', async () => {
    const owner = await visit(t.app);
    const other = await visit(t.app);
    const entry = await uploadedAnswer(t.app, owner, 'mine.pdf', pdf('mine'));
    const notFound = { error: { code: 'not_found', message: 'File not found.' } };
    for (const who of [other, alex, null]) {
      const res = await download(t.app, who, entry.fileId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    const responses = await count(t.app, 'form_responses');
    const byOther = await post(t.app, '/api/pcsx/forms/talent-network/submit', other, talentNetwork([entry]));
    expect(byOther.statusCode).toBe(422);
    expect(byOther.json().error.fields).toEqual({ resume: FILE_FAILED });
    const byAlex = await saveDraft(alex, [entry]);
    expect(byAlex.statusCode).toBe(422);
    expect(byAlex.json().error.fields).toEqual({ resume: FILE_FAILED });
    expect(await count(t.app, 'form_responses')).toBe(responses);
    // Still the owner's, still pending, still theirs to read.
    expect(await rowOf(t.app, entry.fileId)).toMatchObject({ candidate_id: null, attached_at: null });
    expect((await download(t.app, owner, entry.fileId)).statusCode).toBe(200);
    // And a candidate's file is not a visitor's either.
    const alexFile = await uploadedAnswer(t.app, alex, 'alex.pdf', pdf('alex-only'));
    expect((await download(t.app, owner, alexFile.fileId)).statusCode).toBe(404);
    expect((await download(t.app, sam, alexFile.fileId)).statusCode).toBe(404);
  });

  test('a visitor\'s uploads follow them when they log in or sign up; other visitors\' stay where they are', async () => {
    const visitor = await visit(t.app);
    const bystander = await visit(t.app);
    const mine = await uploadedAnswer(t.app, visitor, 'before-login.pdf', pdf('before-login'));
    const theirs = await uploadedAnswer(t.app, bystander, 'bystander.pdf', pdf('bystander'));
    const bystanderVisitor = (await rowOf(t.app, theirs.fileId))?.visitor;

    const asSam = await logInFrom(t.app, visitor, 'sam@demo.test');
    expect(await rowOf(t.app, mine.fileId)).toMatchObject({ candidate_id: await idOf(t.app, 'sam@demo.test'), visitor: null, attached_at: null });
    expect((await download(t.app, asSam, mine.fileId)).statusCode).toBe(200);
    expect((await download(t.app, sam, mine.fileId)).statusCode).toBe(200); // any of Sam's sessions
    expect((await saveDraft(asSam, [mine])).statusCode).toBe(200);
    expect((await rowOf(t.app, mine.fileId))?.attached_at).toEqual(expect.any(String));
    // The visitor's old session no longer owns it (nor exists).
    expect((await download(t.app, visitor, mine.fileId)).statusCode).toBe(404);
    expect(await rowOf(t.app, theirs.fileId)).toMatchObject({ candidate_id: null, visitor: bystanderVisitor });
    expect((await download(t.app, asSam, theirs.fileId)).statusCode).toBe(404);

    const newcomer = await visit(t.app);
    const upload1 = await uploadedAnswer(t.app, newcomer, 'newcomer.pdf', pdf('newcomer'));
    const signedUp = await signUpFrom(t.app, newcomer, 'quinn.uploads@example.com');
    expect(await rowOf(t.app, upload1.fileId)).toMatchObject({ candidate_id: await idOf(t.app, 'quinn.uploads@example.com'), visitor: null });
    expect((await download(t.app, signedUp, upload1.fileId)).statusCode).toBe(200);
  });

  test('a file a logged-out application already uses stays with that application when its sender logs in', async () => {
    const visitor = await visit(t.app);
    const cv = await uploadedAnswer(t.app, visitor, 'sent-logged-out.pdf', pdf('sent-logged-out'));
    const values = {
      firstName: 'Sam', lastName: 'Chen', email: 'sam.logged.out@example.com', phone: { callingCode: '+49', number: '15123456789', country: 'DE' },
      country: 'DE', region: 'BE', resume: [cv], 'workHistory[0].employer': 'X', 'workHistory[0].jobTitle': 'Y',
      'workHistory[0].period': { startDate: '03/2019', endDate: '', isCurrent: true }, workAuthorization: 'yes', privacyConsent: true,
    };
    expect((await post(t.app, '/api/pcsx/apply', visitor, { pid: freshPosition(), values, domain: 'demo.test' })).statusCode).toBe(201);
    const asSam = await logInFrom(t.app, visitor, 'sam@demo.test');
    // Had it moved to Sam, a draft of Sam's could use it and a later change of that draft delete it.
    expect(await rowOf(t.app, cv.fileId)).toMatchObject({ candidate_id: null, attached_at: expect.any(String) });
    const draft = await saveDraft(asSam, [cv]);
    expect(draft.json().error.fields).toEqual({ resume: 'File could not be uploaded' });
    expect(await rowOf(t.app, cv.fileId)).toBeDefined();
  });

  test('an empty file is named as empty; direction overrides are taken out of names so a name reads as it is', async () => {
    const empty = await upload(alex, 'cv.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json.error.message).toBe('The file "cv.pdf" is empty.');
    const sneaky = await upload(alex, 'cv\u202efdp.txt', Buffer.from('plain text'));
    expect(sneaky.statusCode).toBe(201);
    expect(sneaky.json.data.name).toBe('cvfdp.txt');
  });

  test('bytes that do not match the name are refused while they stream, and nothing is stored: no row, no blob, no temporary file', async () => {
    const before = (await storage(t));
    expect(before.tmp).toEqual([]);
    const disguised = await upload(alex, 'resume.pdf', SAMPLE.png);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json).toEqual({ error: { code: 'invalid_file', message: `These files' contents do not match their names or an accepted type (${TYPES}): resume.pdf.` } });
    expect((await storage(t))).toEqual(before);

    // Text named .png, a zip that is no Word document named .docx: the same.
    for (const [name, bytes] of [['photo.png', Buffer.from('not an image')], ['cv.docx', Buffer.from('PK\u0003\u0004 not a zip at all')]] as const) {
      const res = await upload(alex, name, bytes);
      expect([name, res.statusCode, res.json.error.message]).toEqual([name, 422, `These files' contents do not match their names or an accepted type (${TYPES}): ${name}.`]);
    }
    // A name of a type no question takes, and an empty file.
    const exe = await upload(alex, 'setup.exe', Buffer.from('MZ'));
    expect(exe.json).toEqual({ error: { code: 'invalid_file', message: `These files are not of an accepted type (${TYPES}): setup.exe.` } });
    const empty = await upload(alex, 'empty.txt', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json).toEqual({ error: { code: 'invalid_file', message: 'The file "empty.txt" is empty.' } });
    expect((await storage(t))).toEqual(before);
  });

  test('a PDF that runs JavaScript on opening or carries an executable is refused as a signed offer is, and nothing is stored; a plain PDF is taken', async () => {
    const before = await storage(t);
    for (const [name, bytes] of [['cover-letter.pdf', await pdfWithOpenActionScript()], ['portfolio.pdf', await pdfWithAttachedExecutable()]] as const) {
      for (const who of [alex, await visit(t.app)]) {
        const res = await upload(who, name, bytes, { type: 'application/pdf' });
        expect([name, res.statusCode, res.json]).toEqual([name, 422, {
          error: { code: 'invalid_file', message: `The file "${name}" contains JavaScript or other active content. Upload a plain PDF (print it to PDF again).` },
        }]);
      }
    }
    expect(await storage(t)).toEqual(before);
    const plain = await upload(alex, 'letter.pdf', await plainPdf(), { type: 'application/pdf' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json.data).toMatchObject({ name: 'letter.pdf', type: 'application/pdf' });
  });

  test('a file over UPLOAD_MAX_BYTES is 413 naming it, and nothing is stored; one at the limit is taken', async () => {
    const before = (await storage(t));
    const res = await upload(alex, 'big.txt', text(2049));
    expect(res.statusCode).toBe(413);
    expect(res.json.error.code).toBe('file_too_large');
    expect(res.json.error.message).toBe('The file "big.txt" is larger than 2 KB, the most one upload may have.');
    expect((await storage(t))).toEqual(before);

    const atLimit = await upload(alex, 'limit.txt', text(2048));
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json.data.size).toBe(2048);
  });

  test('the same bytes uploaded twice are two files (two rows, two owners) but one stored copy', async () => {
    const visitor = await visit(t.app);
    const bytes = pdf('twice');
    const blobs = (await storedBlobs(t.app)).length;
    const first = await upload(alex, 'first.pdf', bytes);
    expect((await storedBlobs(t.app))).toHaveLength(blobs + 1);
    const second = await upload(visitor, 'second.pdf', bytes);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json.data.fileId).not.toBe(first.json.data.fileId);
    expect((await storedBlobs(t.app))).toHaveLength(blobs + 1);
    expect(filesUnder(t.app.careers.files.tmpDir)).toEqual([]);
    expect((await rowOf(t.app, first.json.data.fileId))?.sha256).toBe((await rowOf(t.app, second.json.data.fileId))?.sha256);
    expect((await download(t.app, alex, first.json.data.fileId)).rawPayload.equals(bytes)).toBe(true);
    expect((await download(t.app, visitor, second.json.data.fileId)).headers['content-disposition']).toMatch(/filename="second.pdf"/);
  });

  test('an upload needs the CSRF token of a session, the multipart form and its one part named "file"; refused ones store nothing', async () => {
    const before = (await storage(t));
    const noToken = await upload(alex, 'cv.pdf', pdf('no-token'), { withoutCsrf: true });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json.error.code).toBe('invalid_csrf');
    expect((await upload(await visit(t.app), 'cv.pdf', pdf('no-token'), { withoutCsrf: true })).statusCode).toBe(403);
    expect((await upload(null, 'cv.pdf', pdf('no-session'))).statusCode).toBe(403);
    expect((await upload({ ...alex, csrf: 'x'.repeat(alex.csrf.length) }, 'cv.pdf', pdf('bad-token'))).statusCode).toBe(403);

    const json = await post(t.app, UPLOAD_URL, alex, { file: SAMPLE.pdf.toString('base64'), name: 'cv.pdf' });
    expect(json.statusCode).toBe(415);
    const wrongField = await upload(alex, 'cv.pdf', pdf('wrong-field'), { field: 'document' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json.error.message).toBe('Send the file as multipart/form-data with one part named "file".');
    // A plain field where the file should be is the same mistake, not a "too large".
    const fieldOnly = await t.app.inject({
      method: 'POST', url: UPLOAD_URL, headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf, 'content-type': 'multipart/form-data; boundary=b0' },
      payload: '--b0\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b0--\r\n',
    });
    expect(fieldOnly.statusCode).toBe(400);
    expect(fieldOnly.json().error.message).toBe('Send the file as multipart/form-data with one part named "file".');
    expect((await storage(t))).toEqual(before);
  });

  test('GET of a file streams exactly the uploaded bytes, with the type found from them', async () => {
    // Every byte value after the signature: nothing is re-encoded on the way.
    const png = Buffer.concat([SAMPLE.png, Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);
    const visitor = await visit(t.app);
    for (const [who, name, bytes, type] of [
      [visitor, 'photo.png', png, 'image/png'],
      [alex, 'Lebenslauf Müller.txt', SAMPLE.txt, 'text/plain; charset=utf-8'],
      [alex, 'cv.docx', SAMPLE.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const entry = await uploadedAnswer(t.app, who, name, bytes, { type: 'application/octet-stream' });
      expect(entry.name).toBe(name);
      const res = await download(t.app, who, entry.fileId);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('a file sent inside the answers as base64 `content`, without an uploaded file\'s id, is refused and nothing is stored', async () => {
    const inline = (bytes: Buffer, name: string) => ({
      uid: `u-${name}`, name, size: bytes.length, type: 'application/pdf', lastModified: 1, webkitRelativePath: '', status: 'done', content: bytes.toString('base64'),
    });
    const before = { ...(await storage(t)), responses: await count(t.app, 'form_responses'), drafts: await count(t.app, 'draft_applications'), submissions: await count(t.app, 'application_submissions') };
    const visitor = await visit(t.app);
    const publicForm = await post(t.app, '/api/pcsx/forms/talent-network/submit', visitor, talentNetwork([inline(SAMPLE.pdf, 'cv.pdf')]));
    expect(publicForm.statusCode).toBe(422);
    expect(publicForm.json().error.fields).toEqual({ resume: FILE_FAILED });
    const draft = await saveDraft(alex, [inline(SAMPLE.pdf, 'cv.pdf')]);
    expect(draft.statusCode).toBe(422);
    expect(draft.json().error.fields).toEqual({ resume: FILE_FAILED });
    // A data URL, as FileReader gives, is no better; nor is an id that is not a file.
    const dataUrl = { ...inline(SAMPLE.pdf, 'cv.pdf'), content: `data:application/pdf;base64,${SAMPLE.pdf.toString('base64')}` };
    expect((await saveDraft(alex, [dataUrl])).json().error.fields).toEqual({ resume: FILE_FAILED });
    expect((await saveDraft(alex, [{ ...inline(SAMPLE.pdf, 'cv.pdf'), fileId: 0 }])).json().error.fields).toEqual({ resume: FILE_FAILED });
    expect({ ...(await storage(t)), responses: await count(t.app, 'form_responses'), drafts: await count(t.app, 'draft_applications'), submissions: await count(t.app, 'application_submissions') }).toEqual(before);
  });
});

describe('quotas of pending files (UPLOAD_PENDING_FILES 3, UPLOAD_BYTES_PER_IP 4096)', () => {
  let t: TestApp;
  let freshPosition: () => number;

  beforeAll(async () => {
    // UPLOADS_PER_IP_AT_ONCE out of the way: the uploads sent at once below must all reach the quota check.
    t = await createTestApp({ UPLOAD_PENDING_FILES: '3', UPLOAD_BYTES_PER_IP: '4096', FORM_SUBMIT_RATE_LIMIT_MAX: '100000', UPLOADS_PER_IP_AT_ONCE: '100' });
    freshPosition = await positions(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test('the 4th pending file is 429 with the quota message and is not stored; once a saved draft uses the files, they no longer count', async () => {
    const quinn = await signUpFrom(t.app, await visit(t.app), 'quinn.quota@example.com');
    const files: FileAnswer[] = [];
    for (let i = 0; i < 3; i++) files.push(await uploadedAnswer(t.app, quinn, `cv-${i}.txt`, text(40), { remoteAddress: '10.2.0.1' }));
    const before = (await storage(t));
    const fourth = await uploadFile(t.app, quinn, 'cv-3.txt', text(40), { remoteAddress: '10.2.0.1' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json).toEqual({ error: { code: 'upload_quota', message: QUOTA_MESSAGE } });
    expect((await storage(t))).toEqual(before);
    // Another uploader at another address has a quota of their own.
    expect((await uploadFile(t.app, await visit(t.app), 'other.txt', text(40), { remoteAddress: '10.2.0.9' })).statusCode).toBe(201);

    for (const file of files) {
      const saved = await post(t.app, '/api/pcsx/draft_applications', quinn, { pid: freshPosition(), values: { resume: [file] }, domain: 'demo.test' });
      expect(saved.statusCode).toBe(200);
    }
    const again = await uploadFile(t.app, quinn, 'cv-3.txt', text(40), { remoteAddress: '10.2.0.1' });
    expect(again.statusCode).toBe(201);
  });

  test('a visitor\'s files count for the whole period even once a public form uses them: sending the form again buys no quota', async () => {
    const visitor = await visit(t.app);
    for (let round = 0; round < 3; round++) {
      const entry = await uploadedAnswer(t.app, visitor, `cv-${round}.txt`, text(40), { remoteAddress: '10.2.0.4' });
      expect((await post(t.app, '/api/pcsx/forms/talent-network/submit', visitor, talentNetwork([entry]))).statusCode).toBe(200);
    }
    const fourth = await uploadFile(t.app, visitor, 'cv-3.txt', text(40), { remoteAddress: '10.2.0.4' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json).toEqual({ error: { code: 'upload_quota', message: QUOTA_MESSAGE } });
  });

  test('10 uploads sent at once cannot all pass one quota check: exactly 3 are stored', async () => {
    const visitor = await visit(t.app);
    const sent = await Promise.all(Array.from({ length: 10 }, (_, i) => uploadFile(t.app, visitor, `at-once-${i}.txt`, text(40), { remoteAddress: '10.2.0.5' })));
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    expect(sent.filter((r) => r.statusCode === 429).map((r) => r.json.error.code)).toEqual(Array(7).fill('upload_quota'));
    const fromThere = await t.app.careers.db.selectFrom('form_files').select('id').where('uploader_ip', '=', '10.2.0.5').execute();
    expect(fromThere).toHaveLength(3);
  });

  test('UPLOAD_BYTES_PER_IP counts every session from one address, so a new session buys no new quota', async () => {
    const first = await visit(t.app);
    const second = await visit(t.app);
    expect((await uploadFile(t.app, first, 'a.txt', text(3000), { remoteAddress: '10.2.0.2' })).statusCode).toBe(201);
    const before = (await storage(t));
    const over = await uploadFile(t.app, second, 'b.txt', text(2000), { remoteAddress: '10.2.0.2' });
    expect(over.statusCode).toBe(429);
    expect(over.json).toEqual({ error: { code: 'upload_quota', message: QUOTA_MESSAGE } });
    expect((await storage(t))).toEqual(before);
    // The same session from another address, or what still fits from this one, is taken.
    expect((await uploadFile(t.app, second, 'b.txt', text(2000), { remoteAddress: '10.2.0.3' })).statusCode).toBe(201);
    expect((await uploadFile(t.app, second, 'c.txt', text(1096), { remoteAddress: '10.2.0.2' })).statusCode).toBe(201);
    expect((await uploadFile(t.app, first, 'd.txt', text(1), { remoteAddress: '10.2.0.2' })).statusCode).toBe(429);
  });
});

describe('the site-wide pending bytes (UPLOAD_BYTES_TOTAL 4096)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_BYTES_TOTAL: '4096', FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test('beyond it uploads pause for everyone (503) until pending files are taken up by saved answers', async () => {
    const alex = await logInAs(t.app, 'alex@demo.test');
    const cv = await uploadedAnswer(t.app, alex, 'cv.txt', text(3000), { remoteAddress: '10.3.0.1' });
    const visitor = await visit(t.app);
    const before = (await storage(t));
    const paused = await uploadFile(t.app, visitor, 'mine.txt', text(2000), { remoteAddress: '10.3.0.2' });
    expect(paused.statusCode).toBe(503);
    expect(paused.json).toEqual({ error: { code: 'uploads_paused', message: PAUSED_MESSAGE } });
    expect((await storage(t))).toEqual(before);

    const pid = (await positions(t.app))();
    expect((await post(t.app, '/api/pcsx/draft_applications', alex, { pid, values: { resume: [cv] }, domain: 'demo.test' })).statusCode).toBe(200);
    expect((await uploadFile(t.app, visitor, 'mine.txt', text(2000), { remoteAddress: '10.3.0.2' })).statusCode).toBe(201);
  });
});

describe('retention and the move of old database contents to the store', () => {
  let t: TestApp;
  let alex: Browser;

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_RETENTION_HOURS: '24', FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
    alex = await logInAs(t.app, 'alex@demo.test');
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test('sweepFiles deletes pending files older than the retention period and the contents no row needs; attached ones stay', async () => {
    const { db, files } = t.app.careers;
    const positionOf = await positions(t.app);
    const visitor = await visit(t.app);
    const pendingBytes = pdf('pending');
    const keptBytes = pdf('kept');
    const sharedBytes = pdf('shared');
    const pending = await uploadedAnswer(t.app, alex, 'pending.pdf', pendingBytes);
    const visitorPending = await uploadedAnswer(t.app, visitor, 'visitor.pdf', pdf('visitor-pending'));
    const kept = await uploadedAnswer(t.app, alex, 'kept.pdf', keptBytes);
    const sharedPending = await uploadedAnswer(t.app, visitor, 'shared.pdf', sharedBytes);
    const sharedKept = await uploadedAnswer(t.app, alex, 'shared.pdf', sharedBytes);
    for (const file of [kept, sharedKept]) {
      expect((await post(t.app, '/api/pcsx/draft_applications', alex, { pid: positionOf(), values: { resume: [file] }, domain: 'demo.test' })).statusCode).toBe(200);
    }
    const leftOver = path.join(files.tmpDir, 'interrupted.part');
    fs.writeFileSync(leftOver, 'half an upload');

    // Within the retention period nothing of this goes.
    await sweepFiles(db, files, 24, new Date());
    for (const file of [pending, visitorPending, kept, sharedPending, sharedKept]) expect(await rowOf(t.app, file.fileId)).toBeDefined();
    expect(fs.existsSync(leftOver)).toBe(true);

    const later = new Date(Date.now() + 25 * 3_600_000);
    const swept = await sweepFiles(db, files, 24, later);
    expect(swept.rows).toBeGreaterThanOrEqual(3);
    for (const file of [pending, visitorPending, sharedPending]) expect(await rowOf(t.app, file.fileId)).toBeUndefined();
    for (const file of [kept, sharedKept]) expect(await rowOf(t.app, file.fileId)).toMatchObject({ attached_at: expect.any(String) });
    expect(await files.has(sha256(pendingBytes))).toBe(false);
    expect(await files.has(sha256(keptBytes))).toBe(true);
    // A content that an attached row still uses stays, though its pending copy went.
    expect(await files.has(sha256(sharedBytes))).toBe(true);
    expect(fs.existsSync(leftOver)).toBe(false);
    expect((await download(t.app, alex, kept.fileId)).rawPayload.equals(keptBytes)).toBe(true);
    expect((await download(t.app, alex, sharedKept.fileId)).rawPayload.equals(sharedBytes)).toBe(true);
    expect((await download(t.app, alex, pending.fileId)).statusCode).toBe(404);
  });

  test('moveFilesToStore moves a row\'s bytes from its content column (older versions) to the store and empties the column', async () => {
    const { db, files } = t.app.careers;
    const alexId = await idOf(t.app, 'alex@demo.test');
    const legacy = async (bytes: Buffer, name: string) => {
      const at = '2025-01-01T00:00:00.000Z';
      const row = await db
        .insertInto('form_files')
        .values({ domain: 'demo.test', candidate_id: alexId, name, type: 'application/pdf', size: bytes.length, sha256: sha256(bytes), content: bytes, attached_at: at, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const bytes = pdf('legacy');
    const id = await legacy(bytes, 'legacy.pdf');
    const copy = await legacy(bytes, 'legacy-copy.pdf');
    expect(await files.has(sha256(bytes))).toBe(false);
    const blobs = (await storedBlobs(t.app)).length;

    expect(await moveFilesToStore(db, files)).toBe(2);
    for (const row of [id, copy]) expect(await rowOf(t.app, row)).toMatchObject({ content: null, sha256: sha256(bytes), size: bytes.length });
    expect((await storedBytes(t.app, sha256(bytes)))?.equals(bytes)).toBe(true);
    expect((await storedBlobs(t.app))).toHaveLength(blobs + 1);
    expect(filesUnder(files.tmpDir)).toEqual([]);
    const res = await download(t.app, alex, id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    // Once moved, there is nothing left to move.
    expect(await moveFilesToStore(db, files)).toBe(0);
  });
});
