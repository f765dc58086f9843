import type { ThemeDocument } from '@careers/shared/theme/themeFields';
import { defaultThemeDocument } from '@careers/shared/theme/defaultThemeDocuments';
import type { BootData } from '../contracts/bootTypes';
import { addCompany } from '../testing/fixtures';
import { jpegOf, pngOf, SVG, webpOf } from '../testing/imageFixtures';
import { count, createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';
import { multipartBody } from '../testing/uploadFile';

// The theme builder's server (issue 32): only a theme editor reaches it; drafts, publishing with the contrast check,
// history, restore, export and import, uploads; and what visitors get: the published theme on their next page.

let t: TestApp;
let editor: Browser;
let alex: Browser;
let visitor: Browser;

beforeAll(async () => {
  t = await createTestApp();
  [editor, alex, visitor] = await Promise.all([logInAs(t.app, 'theme@demo.test'), logInAs(t.app, 'alex@demo.test'), visit(t.app)]);
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/pcsx/theme_builder';
const json = (who: Browser | null, csrf = true) => ({ ...(who ? { cookie: who.cookie } : {}), ...(who && csrf ? { 'x-csrf-token': who.csrf } : {}) });
const get = (url: string, who: Browser | null, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...json(who), ...headers } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: Browser | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: json(who), ...(payload === undefined ? {} : { payload: payload as object }) });
const upload = (who: Browser | null, use: string, name: string, bytes: Buffer) => {
  const { payload, contentType } = multipartBody(name, bytes);
  return t.app.inject({ method: 'POST', url: `${BASE}/assets?use=${use}`, headers: { ...json(who), 'content-type': contentType }, payload });
};

/** The pcsx defaults with one token changed. */
function themeWith(section: string, field: string, value: unknown, base: ThemeDocument = defaultThemeDocument('pcsx')): ThemeDocument {
  const sections = base.sections as Record<string, Record<string, unknown>>;
  return { ...base, sections: { ...base.sections, [section]: { ...sections[section], [field]: value } } } as ThemeDocument;
}

function bootOf(html: string): BootData {
  const raw = /<script type="application\/json" id="careers-boot">([^<]*)<\/script>/.exec(html)?.[1];
  if (!raw) throw new Error('no boot block');
  return JSON.parse(raw) as BootData;
}

/** A fresh start: no draft, no version (the tests below each begin from nothing published). */
async function clearThemes() {
  await t.app.careers.db.deleteFrom('theme_drafts').execute();
  await t.app.careers.db.deleteFrom('theme_versions').execute();
}
beforeEach(clearThemes);

describe('who reaches the builder', () => {
  test('the theme editor has the builder in boot data; candidates and visitors do not', async () => {
    expect(bootOf((await get('/careers', editor)).body).themeBuilder).toEqual({ enabled: true });
    expect(bootOf((await get('/careers', alex)).body).themeBuilder).toEqual({ enabled: false });
    expect(bootOf((await get('/careers', visitor)).body).themeBuilder).toEqual({ enabled: false });
  });

  const reads = [`${BASE}/pcsx`, `${BASE}/default`, `${BASE}/pcsx/versions`, `${BASE}/pcsx/export`, `${BASE}/pcsx/export?source=published`];
  test.each(reads)("GET %s: the editor's; 404 to a candidate, 401 logged out", async (url) => {
    expect((await get(url, alex)).statusCode).toBe(404);
    expect((await get(url, null)).statusCode).toBe(401);
    // The editor: the data, or 404 'nothing to export yet' for an export of nothing, in words.
    const mine = await get(url, editor);
    expect(url.includes('export') ? mine.json().error.message : mine.statusCode).toBe(url.includes('export') ? 'There is no theme to export yet.' : 200);
  });

  const theme = defaultThemeDocument('pcsx');
  const changes: Array<[string, 'POST' | 'PUT' | 'DELETE', string, unknown]> = [
    ['save a draft', 'PUT', `${BASE}/pcsx/draft`, { theme }],
    ['discard the draft', 'DELETE', `${BASE}/pcsx/draft`, undefined],
    ['publish', 'POST', `${BASE}/pcsx/publish`, {}],
    ['restore', 'POST', `${BASE}/pcsx/versions/1/restore`, undefined],
    ['import', 'POST', `${BASE}/pcsx/import`, { format: 'careers-theme', formatVersion: 1, theme }],
  ];
  test.each(changes)('%s: 403 to a candidate, 401 logged out, and nothing changes', async (_what, method, url, payload) => {
    expect((await send(method, url, alex, payload)).statusCode).toBe(403);
    expect((await send(method, url, null, payload)).statusCode).toBe(401);
    expect(await count(t.app, 'theme_drafts')).toBe(0);
    expect(await count(t.app, 'theme_versions')).toBe(0);
  });

  test('an upload: 403 to a candidate, 401 logged out, nothing stored', async () => {
    const before = await count(t.app, 'theme_assets');
    expect((await upload(alex, 'logo', 'logo.png', pngOf(64, 64))).statusCode).toBe(403);
    expect((await upload(null, 'logo', 'logo.png', pngOf(64, 64))).statusCode).toBe(401);
    expect(await count(t.app, 'theme_assets')).toBe(before);
  });

  test("a change without the session's CSRF token is refused, also the editor's", async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${BASE}/pcsx/draft`, headers: { cookie: editor.cookie }, payload: { theme } });
    expect(res.statusCode).toBe(403);
    expect(await count(t.app, 'theme_drafts')).toBe(0);
  });

  test('the builder\'s page is not there for a candidate or a visitor', async () => {
    for (const who of [alex, visitor]) expect((await get('/careers/theme-builder', who, { accept: 'text/html' })).statusCode).toBe(404);
  });

  test('the widget preview page is the editor\'s, frameable by the site itself, embedding both widgets for the preview', async () => {
    const res = await get('/theme-builder/widget-preview', editor, { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.body).toMatch(/<script src="\/embed.js" data-widget="notifications"[^>]* data-theme-preview="1"/);
    expect(res.body).toMatch(/<script src="\/embed.js" data-widget="offers"[^>]* data-theme-preview="1"/);
    for (const who of [alex, visitor, null]) expect((await get('/theme-builder/widget-preview', who, { accept: 'text/html' })).statusCode).toBe(404);
  });
});

describe('drafts and publishing', () => {
  test('a saved draft comes back with its contrast findings, in the state with who saved it', async () => {
    const saved = await send('PUT', `${BASE}/pcsx/draft`, editor, { theme: themeWith('navbar', 'backgroundColour', '#102030') });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().findings).toContainEqual(expect.objectContaining({ fg: 'navbar.textColour', bg: 'navbar.backgroundColour', passes: false }));
    const state = (await get(`${BASE}/pcsx`, editor)).json();
    expect(state.draft).toMatchObject({ savedBy: 'theme@demo.test', theme: { sections: { navbar: { backgroundColour: '#102030' } } } });
    expect(state.published).toBeNull();
    expect(state.defaults).toEqual(defaultThemeDocument('pcsx'));
    // Discarded: gone.
    expect((await send('DELETE', `${BASE}/pcsx/draft`, editor)).statusCode).toBe(200);
    expect((await get(`${BASE}/pcsx`, editor)).json().draft).toBeNull();
  });

  test('publishing a pair that fails is refused with the failing pairs; with an override it is published and the override recorded', async () => {
    // Light blue buttons with white text: 2.1:1, where text needs 4.5:1.
    const lowContrast = themeWith('primary_buttons', 'backgroundColour', '#8ab4f8', themeWith('primary_buttons', 'textColour', '#ffffff'));
    expect((await send('PUT', `${BASE}/pcsx/draft`, editor, { theme: lowContrast })).statusCode).toBe(200);

    const refused = await send('POST', `${BASE}/pcsx/publish`, editor, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'contrast_failed', message: expect.stringMatching(/^1 colour pair does not have enough contrast/) });
    expect(refused.json().error.findings).toEqual([
      { fg: 'primary_buttons.textColour', bg: 'primary_buttons.backgroundColour', kind: 'text', ratio: 2.1, minimum: 4.5, passes: false },
    ]);
    expect(await count(t.app, 'theme_versions')).toBe(0);
    // Visitors still get the default look.
    expect(bootOf((await get('/careers', visitor)).body)).not.toHaveProperty('theme');

    const published = await send('POST', `${BASE}/pcsx/publish`, editor, { override: { reason: 'Brand launch; the agency fixes the buttons on Monday.' } });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      version: 1, publishedBy: 'theme@demo.test', restoredFrom: null, override: { reason: 'Brand launch; the agency fixes the buttons on Monday.', failures: 1 },
    });
    const state = (await get(`${BASE}/pcsx`, editor)).json();
    expect(state.draft).toBeNull();
    expect(state.published.theme).toEqual(lowContrast);
  });

  test('a draft that passes is published without an override; nothing to publish is a 409', async () => {
    expect((await send('POST', `${BASE}/pcsx/publish`, editor, {})).json().error).toMatchObject({ message: 'There is no draft to publish.' });
    await send('PUT', `${BASE}/pcsx/draft`, editor, { theme: themeWith('navbar', 'backgroundColour', '#f0f0f0') });
    const res = await send('POST', `${BASE}/pcsx/publish`, editor, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 1, override: null });
  });

  test('versions are listed newest first with who and when; a restore publishes a copy as a new version', async () => {
    const colours = ['#fafafa', '#f0f0f0', '#e8e8e8'];
    for (const colour of colours) {
      await send('PUT', `${BASE}/pcsx/draft`, editor, { theme: themeWith('navbar', 'backgroundColour', colour) });
      expect((await send('POST', `${BASE}/pcsx/publish`, editor, {})).statusCode).toBe(200);
    }
    const { versions } = (await get(`${BASE}/pcsx/versions`, editor)).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions.map((v: { theme: ThemeDocument }) => v.theme.sections.navbar?.backgroundColour)).toEqual([...colours].reverse());
    for (const v of versions) expect(v).toMatchObject({ publishedBy: 'theme@demo.test', publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const restored = await send('POST', `${BASE}/pcsx/versions/1/restore`, editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 4, restoredFrom: 1, theme: { sections: { navbar: { backgroundColour: '#fafafa' } } } });
    expect((await get(`${BASE}/pcsx/versions`, editor)).json().versions.map((v: { version: number }) => v.version)).toEqual([4, 3, 2, 1]);
    expect(bootOf((await get('/careers', visitor)).body).theme?.sections.navbar?.backgroundColour).toBe('#fafafa');
    // A version that does not exist.
    expect((await send('POST', `${BASE}/pcsx/versions/99/restore`, editor)).statusCode).toBe(404);
  });
});

describe('export and import', () => {
  test('a published theme exports as a named file and imports back as the draft', async () => {
    const theme = themeWith('banner_header', 'backgroundColour', '#0b3d2e', themeWith('banner_header', 'textColour', '#ffffff'));
    await send('PUT', `${BASE}/pcsx/draft`, editor, { theme });
    await send('POST', `${BASE}/pcsx/publish`, editor, {});
    const exported = await get(`${BASE}/pcsx/export?source=published`, editor);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="careers-theme-pcsx-v1.json"');
    const file = exported.json();
    expect(file).toMatchObject({ format: 'careers-theme', formatVersion: 1, theme });

    const imported = await send('POST', `${BASE}/pcsx/import`, editor, file);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().draft.theme).toEqual(theme);
    expect((await get(`${BASE}/pcsx`, editor)).json().draft.theme).toEqual(theme);
    // The draft exports as the draft.
    expect((await get(`${BASE}/pcsx/export`, editor)).headers['content-disposition']).toBe('attachment; filename="careers-theme-pcsx-draft.json"');
  });

  const good = { format: 'careers-theme', formatVersion: 1, theme: defaultThemeDocument('pcsx') };
  const bad: Array<[string, unknown, string]> = [
    ['not a theme export', { hello: 'world' }, 'The theme file is not valid: it is not a careers theme export (a JSON file with "format": "careers-theme").'],
    ['the other product', { ...good, theme: defaultThemeDocument('default') }, 'The theme file is not valid: it holds a theme for "default", not for "pcsx".'],
    ['a mistyped colour', { ...good, theme: themeWith('navbar', 'backgroundColour', '#12345') }, 'The theme file is not valid: sections/navbar/backgroundColour must be a colour like #1a2b3c.'],
    ['an unknown token', { ...good, theme: themeWith('navbar', 'shadowColour', '#000000') }, 'The theme file is not valid: sections/navbar/shadowColour is not a token of this theme.'],
    ['a length out of bounds', { ...good, theme: themeWith('navbar', 'height', 400) }, 'The theme file is not valid: sections/navbar/height has a value this token does not allow.'],
    ['an image never uploaded', { ...good, theme: themeWith('navbar', 'logo', `${'a'.repeat(64)}.png`) }, 'The theme names an image that was not uploaded to this site (sections/navbar/logo). Upload the image again.'],
  ];
  test.each(bad)('%s: a clear 400, and nothing changes', async (_what, file, message) => {
    await send('PUT', `${BASE}/pcsx/draft`, editor, { theme: themeWith('navbar', 'backgroundColour', '#eeeeee') });
    const res = await send('POST', `${BASE}/pcsx/import`, editor, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await get(`${BASE}/pcsx`, editor)).json().draft.theme.sections.navbar.backgroundColour).toBe('#eeeeee');
  });

  test('a draft with a missing token is refused the same way', async () => {
    const { cards: _cards, ...sections } = defaultThemeDocument('pcsx').sections;
    const res = await send('PUT', `${BASE}/pcsx/draft`, editor, { theme: { product: 'pcsx', sections } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The theme file is not valid: sections/cards is missing.');
    expect(await count(t.app, 'theme_drafts')).toBe(0);
  });
});

describe('uploads', () => {
  test.each([
    ['hero', 'hero.png', pngOf(1600, 600), 'image/png', 'png'],
    ['hero', 'hero.jpg', jpegOf(1920, 480), 'image/jpeg', 'jpg'],
    ['logo', 'logo.webp', webpOf(240, 80), 'image/webp', 'webp'],
  ])('a %s %s is stored with its size and served as an image that never changes', async (use, name, bytes, contentType, extension) => {
    const res = await upload(editor, use, name, bytes);
    expect(res.statusCode).toBe(201);
    const asset = res.json();
    expect(asset).toMatchObject({ id: expect.stringMatching(new RegExp(`^[0-9a-f]{64}\\.${extension}$`)), contentType });
    expect(asset.url).toBe(`/api/pcsx/theme_assets/${asset.id}`);
    const served = await get(asset.url, visitor);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': contentType, 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // The same image again is the same asset.
    expect((await upload(editor, use, `again-${name}`, bytes)).json().id).toBe(asset.id);
  });

  test('the size is read from the header', async () => {
    expect((await upload(editor, 'hero', 'h.png', pngOf(1600, 600))).json()).toMatchObject({ width: 1600, height: 600 });
    expect((await upload(editor, 'hero', 'h.jpg', jpegOf(2000, 700))).json()).toMatchObject({ width: 2000, height: 700 });
    expect((await upload(editor, 'logo', 'l.webp', webpOf(300, 100))).json()).toMatchObject({ width: 300, height: 100 });
  });

  test.each([
    ['an SVG', 'logo.svg', SVG, 415, 'SVG images are not accepted: upload a PNG, JPEG or WebP.'],
    ['an SVG named .png', 'logo.png', SVG, 415, 'SVG images are not accepted: upload a PNG, JPEG or WebP.'],
    ['a text file named .png', 'logo.png', Buffer.from('just some text, no image here\n'), 415, 'This file is not a PNG, JPEG or WebP image.'],
    ['a logo over 512 KB', 'logo.png', Buffer.concat([pngOf(64, 64), Buffer.alloc(600 * 1024)]), 413, 'The image is larger than 512 KB, the most a logo may have.'],
  ])('%s is refused in words, and nothing is stored', async (_what, name, bytes, status, message) => {
    const before = await count(t.app, 'theme_assets');
    const res = await upload(editor, 'logo', name, bytes);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(await count(t.app, 'theme_assets')).toBe(before);
  });

  test('a hero over 2 MB and a hero too small for the page are refused', async () => {
    const big = await upload(editor, 'hero', 'hero.png', Buffer.concat([pngOf(1600, 600), Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('The image is larger than 2,048 KB, the most a hero image may have.');
    const small = await upload(editor, 'hero', 'hero.png', pngOf(300, 100));
    expect(small.statusCode).toBe(422);
    expect(small.json().error.message).toBe('The image is 300 × 100 pixels; a hero image must be at least 1024 × 256 and at most 6000 pixels on a side.');
  });

  test("another company's image is not found here; an unknown id neither", async () => {
    await addCompany(t.app.careers.db, 'other-theme.test');
    const bytes = pngOf(100, 100);
    const id = `${'b'.repeat(64)}.png`;
    await t.app.careers.db.insertInto('theme_assets').values({
      domain: 'other-theme.test', id, content: bytes, content_type: 'image/png', size: bytes.length, width: 100, height: 100, uploaded_by: 'x@other.test', created_at: new Date().toISOString(),
    }).execute();
    expect((await get(`/api/pcsx/theme_assets/${id}?domain=demo.test`, visitor)).statusCode).toBe(404);
    expect((await get(`/api/pcsx/theme_assets/${id}?domain=other-theme.test`, null)).statusCode).toBe(200);
    expect((await get(`/api/pcsx/theme_assets/${'c'.repeat(64)}.png`, visitor)).statusCode).toBe(404);
    // Nor can a theme of this company name it.
    const res = await send('PUT', `${BASE}/pcsx/draft`, editor, { theme: themeWith('navbar', 'logo', id) });
    expect(res.statusCode).toBe(400);
  });

  test('an uploaded logo can be named by the theme', async () => {
    const { id } = (await upload(editor, 'logo', 'logo.png', pngOf(200, 60))).json();
    const res = await send('PUT', `${BASE}/pcsx/draft`, editor, { theme: themeWith('navbar', 'logo', id) });
    expect(res.statusCode).toBe(200);
  });
});

describe('what visitors get', () => {
  test('the published theme is in the next page\'s boot data and in /api/pcsx/theme, which revalidates with an ETag', async () => {
    const none = await get('/api/pcsx/theme?product=pcsx&domain=demo.test', null);
    expect(none.json()).toEqual({ theme: null });
    expect(none.headers['cache-control']).toBe('private, no-cache');
    const etag = String(none.headers.etag);
    expect((await get('/api/pcsx/theme?product=pcsx&domain=demo.test', null, { 'if-none-match': etag })).statusCode).toBe(304);

    const theme = themeWith('navbar', 'backgroundColour', '#eef3fb');
    await send('PUT', `${BASE}/pcsx/draft`, editor, { theme });
    // A draft is not what visitors get.
    expect(bootOf((await get('/careers/search', visitor)).body)).not.toHaveProperty('theme');
    expect((await send('POST', `${BASE}/pcsx/publish`, editor, {})).statusCode).toBe(200);

    const page = await get('/careers/search', visitor);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(bootOf(page.body).theme).toEqual(theme);
    const after = await get('/api/pcsx/theme?product=pcsx&domain=demo.test', null, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ theme });
    // The widgets' product is apart: nothing published there yet.
    expect((await get('/api/pcsx/theme?product=default&domain=demo.test', null)).json()).toEqual({ theme: null });
  });

  test("a signed-in visitor's answer, which carries their CSRF token, is one no shared cache keeps (private), 304s included", async () => {
    const mine = await get('/api/pcsx/theme?product=pcsx', alex);
    expect(mine.headers['x-csrf-token']).toBe(alex.csrf);
    expect(String(mine.headers['cache-control'])).toMatch(/(^|[\s,])private([\s,]|$)/);
    // A visitor without a session revalidating gets a 304 without a token: a shared cache would have served them the stored answer with alex's.
    const revalidated = await get('/api/pcsx/theme?product=pcsx', null, { 'if-none-match': String(mine.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['x-csrf-token']).toBeUndefined();
    expect(String(revalidated.headers['cache-control'])).toMatch(/(^|[\s,])private([\s,]|$)/);
  });

  test("the widgets' theme is readable by the company's embedding origins, as the bell's calls are", async () => {
    const intranet = 'http://localhost:8081';
    t.app.careers.embedOrigins.allowForEveryCompany([intranet]);
    const from = (origin: string) => get('/api/pcsx/theme?product=default&domain=demo.test', null, { origin });
    expect((await from(intranet)).headers['access-control-allow-origin']).toBe(intranet);
    expect((await from('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    // The builder's own API is not.
    expect((await get(`${BASE}/pcsx`, editor, { origin: intranet })).headers['access-control-allow-origin']).toBeUndefined();
  });
});
