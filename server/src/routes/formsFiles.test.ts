import { createTestApp, logInAs, type Browser, type TestApp } from '../testing/testApp';

let t: TestApp;
let alex: Browser;
let sam: Browser;
let fileId: number;

const db = () => t.app.careers.db;

beforeAll(async () => {
  t = await createTestApp();
  alex = await logInAs(t.app, 'alex@demo.test');
  sam = await logInAs(t.app, 'sam@demo.test');
  // A file Alex uploaded with a name that needs both forms of Content-Disposition.
  fileId = Number(
    db()
      .prepare(`INSERT INTO form_files (domain, candidate_id, name, type, size, sha256, content, created_at)
        SELECT 'demo.test', id, 'Lebenslauf Müller "final".pdf', 'application/pdf', 15, 'x', ?, '2026-01-01T00:00:00.000Z'
        FROM candidates WHERE email = 'alex@demo.test'`)
      .run(Buffer.from('%PDF-1.7\n%%EOF\n')).lastInsertRowid,
  );
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
    const doc = Number(db().prepare(`INSERT INTO form_files (domain, candidate_id, name, type, size, sha256, content, created_at)
      SELECT 'demo.test', id, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 2, 'x', x'504b', '2026-01-01'
      FROM candidates WHERE email = 'alex@demo.test'`).run().lastInsertRowid);
    expect((await get(doc, alex)).headers['content-disposition']).toMatch(/^attachment; filename="cv.docx"/);
  });

  test('another candidate gets 404, as for a file that does not exist; a visitor is asked to log in', async () => {
    const other = await get(fileId, sam);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: { code: 'not_found', message: 'File not found.' } });
    expect((await get(987654321, alex)).json()).toEqual(other.json());
    const visitor = await get(fileId, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['x-login-required']).toBe('1');
    expect(visitor.json().error.message).toBe('Session timed out.');
    expect((await get('abc', alex)).statusCode).toBe(400);
  });
});
