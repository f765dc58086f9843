import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';
import { SAMPLE, sha256, storedBlobs, uploadedAnswer } from '../testing/uploadFile';

let t: TestApp;
let alex: Browser;
let sam: Browser;
let fileId: number;
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  alex = await logInAs(t.app, 'alex@demo.test');
  sam = await logInAs(t.app, 'sam@demo.test');
  // A file Alex uploaded with a name that needs both forms of Content-Disposition.
  const uploaded = await uploadedAnswer(t.app, alex, 'Lebenslauf Müller "final".pdf', PDF);
  expect(uploaded.name).toBe('Lebenslauf Müller "final".pdf');
  fileId = uploaded.fileId;
});
afterAll(async () => {
  await t.close();
});

const get = (id: number | string, who: Browser | null) => t.app.inject({ url: `/api/pcsx/form_files/${id}?domain=demo.test`, headers: who ? { cookie: who.cookie } : {} });

describe('GET /api/pcsx/form_files/:id', () => {
  test('its owner gets the bytes with the type found from the content, never sniffed, in a sandbox, not cached', async () => {
    const res = await get(fileId, alex);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.7\n%%EOF\n');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Lebenslauf M_ller _final_.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller%20%22final%22.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  test('a Word file downloads instead of opening in the page', async () => {
    const doc = await uploadedAnswer(t.app, alex, 'cv.docx', SAMPLE.docx);
    const res = await get(doc.fileId, alex);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cv.docx"/);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.rawPayload.equals(SAMPLE.docx)).toBe(true);
  });

  test('another candidate, a visitor and a request without a session get 404, as for a file that does not exist', async () => {
    const other = await get(fileId, sam);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: { code: 'not_found', message: 'File not found.' } });
    expect((await get(987654321, alex)).json()).toEqual(other.json());
    // Visitors may upload (and read back their own uploads), so the route is open to them: never to others' files.
    expect((await get(fileId, null)).json()).toEqual(other.json());
    expect((await get(fileId, await visit(t.app))).json()).toEqual(other.json());
    expect((await get('abc', alex)).statusCode).toBe(400);
  });

  test('a file whose bytes are missing from the store is 404 like an unknown file (and logged), not a 500', async () => {
    const bytes = Buffer.from('%PDF-1.7\n% bytes that will go missing\n%%EOF\n');
    const lost = await uploadedAnswer(t.app, alex, 'lost.pdf', bytes);
    const { files, db } = t.app.careers;
    if (files.kind === 'database') await db.deleteFrom('file_blobs').where('sha256', '=', sha256(bytes)).execute();
    else fs.rmSync(path.join(t.config.filesDir, sha256(bytes).slice(0, 2), sha256(bytes)));
    const res = await get(lost.fileId, alex);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'File not found.' } });
  });
});

describe('with the other store than the engine\'s default (FILES_STORE)', () => {
  test('an upload is kept there and read back from there', async () => {
    const engineDefault = t.app.careers.files.kind;
    const other = engineDefault === 'directory' ? 'database' : 'directory';
    const app = await createTestApp({ FILES_STORE: other });
    try {
      expect(app.app.careers.files.kind).toBe(other);
      const alexThere = await logInAs(app.app, 'alex@demo.test');
      const bytes = Buffer.from('%PDF-1.7\n% kept in the other store\n%%EOF\n');
      const uploaded = await uploadedAnswer(app.app, alexThere, 'other.pdf', bytes);
      expect(await storedBlobs(app.app)).toContain(sha256(bytes));
      const res = await app.app.inject({ url: `/api/pcsx/form_files/${uploaded.fileId}?domain=demo.test`, headers: { cookie: alexThere.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await app.close();
    }
  }, 60_000);
});
