import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { STATIC_DIR } from '../paths';
import { intlWarmupScript } from '../views/intlWarmup';
import { createTestApp, type TestApp } from '../testing/testApp';

// Issue 27: every page the shell draws starts, as its first script, a worker that makes the renderer's first
// Intl calls off the main thread (server/static/warm-intl.js says why).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

test("a page's first script starts the warm-up worker in the page's language, with the response's nonce", async () => {
  for (const [acceptLanguage, lang] of [['en-US', 'en'], ['en-AU', 'en-GB'], ['es', 'es']] as const) {
    const res = await t.app.inject({ url: '/careers/search', headers: { 'accept-language': acceptLanguage } });
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // worker-src falls back to script-src, which allows this origin's files.
    expect(policy).not.toContain('worker-src');
    expect(scriptsOf(res.body)[0]).toBe(`<script nonce="${nonce}">`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<script nonce="${nonce}">try{new Worker("/static/warm-intl.js?lang=${lang}")}catch(e){}</script>`);
    // Before the title and the shell's deferred script: nothing the browser reads first waits for it.
    expect(head.indexOf('new Worker(')).toBeLessThan(head.indexOf('<title>'));
  }
});

test('the worker file is served as JavaScript and, run as a worker, formats in the language asked and ends itself', async () => {
  const res = await t.app.inject({ url: '/static/warm-intl.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.body).toBe(fs.readFileSync(path.join(STATIC_DIR, 'warm-intl.js'), 'utf8'));

  for (const lang of ['es', 'not a language!']) {
    const formatted: string[] = [];
    let closed = 0;
    // The worker's global, with Intl counting what it was asked to load.
    const NumberFormat = function (this: unknown, locale?: string) {
      const format = new Intl.NumberFormat(locale);
      return { format: (n: number) => (formatted.push(format.format(n)), '') };
    };
    const self = { location: { href: `http://127.0.0.1/static/warm-intl.js?lang=${encodeURIComponent(lang)}` }, close: () => (closed += 1) };
    const sandbox = { self, URL, Intl: { ...Object.fromEntries(Object.getOwnPropertyNames(Intl).map((name) => [name, (Intl as unknown as Record<string, unknown>)[name]])), NumberFormat } };
    vm.runInNewContext(res.body, sandbox);
    expect(closed).toBe(1);
    // A language the browser does not know ends the worker without an error (the page pays its first call).
    expect(formatted).toEqual(lang === 'es' ? ['1234,5'] : []);
  }
});

test('a language setting that is not a language tag leaves the page without the warm-up instead of breaking it', () => {
  expect(intlWarmupScript('pt-BR', 'n0nce')).toBe('<script nonce="n0nce">try{new Worker("/static/warm-intl.js?lang=pt-BR")}catch(e){}</script>');
  for (const lang of ['\uD800', 'en"};alert(1);//', '</script>', '', 'e', 'x'.repeat(9)]) expect(intlWarmupScript(lang, 'n0nce')).toBe('');
});
