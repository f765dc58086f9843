import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BootData } from '../contracts/bootTypes';
import { defaultThemeDocument } from '@careers/shared/theme/defaultThemeDocuments';
import type { ThemeDocument } from '@careers/shared/theme/themeFields';
import { newEvidenceKeyText } from '../services/evidenceKeys';
import { createTestApp, logInAs, visit, type TestApp } from '../testing/testApp';
import { createTestDatabaseTarget, testEngine, type TestDatabaseTarget } from '../testing/testDatabase';

// Two instances on one PostgreSQL database (issue 32): a theme published through one is on the next page the other
// serves. Nothing about the published theme is kept in a process. SQLite serves one process: nothing to try there.

let database: TestDatabaseTarget;
let filesDir: string;
let a: TestApp;
let b: TestApp;

const describePostgres = testEngine === 'postgres' ? describe : describe.skip;

const bootOf = (html: string): BootData => JSON.parse(/<script type="application\/json" id="careers-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as BootData;

describePostgres('the published theme on two instances', () => {
  beforeAll(async () => {
    database = await createTestDatabaseTarget();
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-theme-cluster-'));
    const env = { DATABASE_URL: database.url, FILES_DIR: filesDir, EVIDENCE_KEYS: newEvidenceKeyText() };
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
  });

  test("published through A, B's next page and its /api/pcsx/theme have it", async () => {
    const visitor = await visit(b.app);
    const page = () => b.app.inject({ url: '/careers', headers: { cookie: visitor.cookie } });
    // B has drawn pages before the publish: nothing it read then may stay.
    expect(bootOf((await page()).body)).not.toHaveProperty('theme');
    expect((await b.app.inject({ url: '/api/pcsx/theme?product=pcsx&domain=demo.test' })).json()).toEqual({ theme: null });

    const editor = await logInAs(a.app, 'theme@demo.test');
    const base = defaultThemeDocument('pcsx');
    const theme = { ...base, sections: { ...base.sections, banner_header: { backgroundColour: '#fff4e0', textColour: '#3b2200' } } } as ThemeDocument;
    const headers = { cookie: editor.cookie, 'x-csrf-token': editor.csrf };
    expect((await a.app.inject({ method: 'PUT', url: '/api/pcsx/theme_builder/pcsx/draft', headers, payload: { theme } })).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/pcsx/theme_builder/pcsx/publish', headers, payload: {} })).statusCode).toBe(200);

    expect(bootOf((await page()).body).theme).toEqual(theme);
    expect((await b.app.inject({ url: '/api/pcsx/theme?product=pcsx&domain=demo.test' })).json()).toEqual({ theme });
  });
});
