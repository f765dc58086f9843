import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';
import { changeCompanySettings } from '../testing/fixtures';

/** The development e-signature provider as tests reach it: PORT 8080 + 2, on inject's host name. */
const PROVIDER = 'http://localhost:8082';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REMOTE_URL_MF_SEARCH: 'https://cdn.example.com/mf-search/mf-manifest.json' });
});
afterAll(async () => {
  await t.close();
});

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name as string, values]),
  );
}

test('pages get a strict CSP: no unsafe-eval, scripts only with this response\'s nonce', async () => {
  const res = await t.app.inject({ url: '/careers' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).not.toContain('unsafe-eval');
  const d = directives(csp);
  const nonce = /<script defer src="\/shell\/main\.3f2a\.js" nonce="([^"]+)"><\/script>/.exec(res.body)?.[1];
  expect(nonce).toBeTruthy();
  expect(d['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, 'https://cdn.example.com']);
  expect(d['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
  expect(d).toMatchObject({
    'default-src': ["'self'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    // The demo company's onboarding form frames its e-signature provider; the offers pages, the
    // development provider (ESIGN_PORT, PORT + 2) on the visitor's host name.
    'frame-src': ["'self'", 'https://esign.demo.test', PROVIDER],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  });

  const second = await t.app.inject({ url: '/careers' });
  expect(second.headers['content-security-policy']).not.toBe(csp);
});

/**
 * What a reviewer checks on an HTML page: no directive lets inline code in, and everything inline
 * the page carries (scripts that run, <style> blocks) has the nonce of this very response's policy,
 * which is what the shell reads and hands to emotion. Style attributes in markup would need
 * 'unsafe-inline' (or 'unsafe-hashes'): there are none. Returns the page's stylesheets.
 */
function expectStrictPage(res: { headers: Record<string, unknown>; body: string }, page: string): string[] {
  const csp = String(res.headers['content-security-policy']);
  const d = directives(csp);
  for (const [name, values] of Object.entries(d)) {
    expect({ page, name, unsafe: values.filter((v) => /^'unsafe-/.test(v)) }).toEqual({ page, name, unsafe: [] });
  }
  const nonces = d['style-src']?.filter((v) => v.startsWith("'nonce-")) ?? [];
  expect({ page, styleSrc: d['style-src'] }).toEqual({ page, styleSrc: ["'self'", ...nonces] });
  expect(nonces).toHaveLength(1);
  const nonce = /^'nonce-(.+)'$/.exec(nonces[0] as string)?.[1];
  expect(d['script-src']?.slice(0, 2)).toEqual(["'self'", `'nonce-${nonce}'`]);

  const inline = [...res.body.matchAll(/<(script|style)\b([^>]*)>/g)]
    // JSON data blocks (boot data, JobPosting) never run; CSP does not apply to them.
    .filter(([, , attributes]) => !/\btype="application\/(ld\+)?json"/.test(attributes as string))
    .map(([, tag, attributes]) => ({ page, tag, nonce: /\bnonce="([^"]*)"/.exec(attributes as string)?.[1] }));
  expect(inline).toEqual(inline.map(({ tag }) => ({ page, tag, nonce })));
  expect({ page, styleAttributes: res.body.match(/<[^>]*\sstyle=[^>]*>/g) ?? [] }).toEqual({ page, styleAttributes: [] });
  return [...res.body.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1] as string);
}

test("no HTML page's CSP has 'unsafe-inline'; its scripts and styles carry the policy's own nonce", async () => {
  const alex = await logInAs(t.app);
  const { id: job } = await t.app.careers.db
    .selectFrom('positions').select('id').where('domain', '=', 'demo.test').where('archived_at', 'is', null).limit(1).executeTakeFirstOrThrow();
  const pages: Array<[string, Record<string, string>, number]> = [
    ['/careers', {}, 200],
    [`/careers/job/${job}`, {}, 200],
    ['/careers/apply?pid=1', { cookie: alex.cookie }, 200],
    ['/candidate/login', {}, 200],
    ['/candidate/login?mode=signup', {}, 200],
    ['/logout', { cookie: alex.cookie }, 200],
    ['/no-such-page', { accept: 'text/html' }, 404],
  ];
  const stylesheets = new Set<string>();
  for (const [url, headers, status] of pages) {
    const res = await t.app.inject({ url, headers });
    expect({ url, status: res.statusCode }).toEqual({ url, status });
    for (const href of expectStrictPage(res, url)) stylesheets.add(href);
  }
  // The shell page hands the nonce to the client on its own script tag (the shell reads it there).
  const shell = await t.app.inject({ url: '/careers' });
  const policyNonce = /'nonce-([^']+)'/.exec(String(shell.headers['content-security-policy']))?.[1];
  expect(/<script defer src="\/shell\/[^"]+" nonce="([^"]+)">/.exec(shell.body)?.[1]).toBe(policyNonce);

  // The server's own pages are styled by a file of this origin, which 'self' allows.
  expect([...stylesheets]).toEqual(['/shell/main.3f2a.css', expect.stringMatching(/^\/static\/pages\.css\?v=[0-9a-f]{12}$/)]);
  for (const href of stylesheets) {
    const css = await t.app.inject({ url: href });
    expect({ href, status: css.statusCode, type: css.headers['content-type'] }).toEqual({ href, status: 200, type: expect.stringMatching(/^text\/css/) });
  }
  const pagesCss = await t.app.inject({ url: [...stylesheets][1] as string });
  expect(pagesCss.body).toContain('.card {');
});

test('the 500 page and the "not built yet" page are just as strict', async () => {
  const entry = path.join(t.repoRoot, 'shell', 'dist', 'entry.json');
  const original = fs.readFileSync(entry, 'utf8');
  try {
    fs.writeFileSync(entry, '{ this is not json');
    const broken = await t.app.inject({ url: '/careers' });
    expect(broken.statusCode).toBe(500);
    expect(expectStrictPage(broken, '500')).toEqual([expect.stringMatching(/^\/static\/pages\.css\?v=/)]);
    fs.rmSync(entry);
    const unbuilt = await t.app.inject({ url: '/careers' });
    expect(unbuilt.statusCode).toBe(503);
    expect(expectStrictPage(unbuilt, '503')).toEqual([expect.stringMatching(/^\/static\/pages\.css\?v=/)]);
  } finally {
    fs.writeFileSync(entry, original);
  }
});

test('head script origins of the company are allowed', async () => {
  const restore = await changeCompanySettings(t.app.careers.db, 'demo.test', (settings) => {
    settings.configs.pcsxConfig.branding.headScripts = { all: [{ src: 'https://analytics.example.org/a.js' }], jobs: [{ inline: 'window.x=1' }] };
  });
  try {
    const res = await t.app.inject({ url: '/careers/search' });
    expect(directives(String(res.headers['content-security-policy']))['script-src']).toContain('https://analytics.example.org');
    expect(res.body).toMatch(/<script src="https:\/\/analytics\.example\.org\/a\.js" nonce="[^"]+"><\/script>/);
  } finally {
    await restore();
  }
});

test('image, map tile and chatbot origins of the company are allowed', async () => {
  const restore = await changeCompanySettings(t.app.careers.db, 'demo.test', ({ configs }) => {
    configs.company.logoUrl = 'https://cdn.brand.example/logo.png';
    configs.pcsxConfig.branding.heroImage = { url: 'https://images.example.net:8443/hero.jpg', alt: '', pages: [] };
    configs.pcsxConfig.searchConfig.mapConfig.tileUrl = 'https://{s}.tile.example.org/{z}/{x}/{y}.png';
    configs.chatbot.endpoint = 'https://bot.example.com/api/chat';
  });
  try {
    const d = directives(String((await t.app.inject({ url: '/careers' })).headers['content-security-policy']));
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.brand.example', 'https://images.example.net:8443', 'https://*.tile.example.org']);
    expect(d['connect-src']).toEqual(["'self'", 'https://*.tile.example.org', 'https://bot.example.com', 'https://cdn.example.com']);
    expect(d['script-src']).not.toContain('https://bot.example.com');

    // A plain tile host, and values that are not origins, or would smuggle in directives, add nothing.
    await changeCompanySettings(t.app.careers.db, 'demo.test', ({ configs }) => {
      configs.pcsxConfig.searchConfig.mapConfig.tileUrl = 'https://tiles.example.org/{z}/{x}/{y}.png';
      // URL parsing accepts this host name; as a CSP source it would end img-src and start a directive.
      configs.company.logoUrl = 'https://x;script-src-elem.evil.example/logo.png';
      configs.pcsxConfig.branding.heroImage = { url: 'data:image/png;base64,AAAA', alt: '', pages: [] };
      configs.chatbot.endpoint = '/chat';
    });
    const again = directives(String((await t.app.inject({ url: '/careers' })).headers['content-security-policy']));
    expect(again['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
    expect(again['connect-src']).toEqual(["'self'", 'https://tiles.example.org', 'https://cdn.example.com']);
    expect(String((await t.app.inject({ url: '/careers' })).headers['content-security-policy'])).not.toContain('evil.example');
  } finally {
    await restore();
  }
});

test('frames may show the e-signature pages of the company\'s forms, and no others', async () => {
  const { db } = t.app.careers;
  const frameSrc = async () => directives(String((await t.app.inject({ url: '/careers/forms' })).headers['content-security-policy']))['frame-src'];
  expect(await frameSrc()).toEqual(["'self'", 'https://esign.demo.test', PROVIDER]);

  // A new form with another provider (inside a dynamic list), and one whose address would smuggle in a directive.
  const item = (name: string, url: string, origin: string) => ({ name, label: name, type: 'esignForm', esign: { url, origin, title: name } });
  const definition = {
    id: 'csp-esign', name: 'csp', title: 'CSP', kind: 'general', layout: 'simple',
    sections: [{ id: 's', title: 'S', items: [
      { name: 'list', label: 'List', type: 'dynamicList', items: [item('nda', 'https://sign.partner.example:8443/nda', 'https://sign.partner.example:8443')] },
      item('bad', 'https://x;script-src.evil.example/sign', 'https://x;script-src.evil.example'),
    ] }],
  };
  const now = new Date(Date.now() + 60_000).toISOString();
  await db
    .insertInto('forms')
    .values({ domain: 'demo.test', id: 'csp-esign', kind: 'general', title: 'CSP', definition_json: JSON.stringify(definition), created_at: now, updated_at: now })
    .execute();
  try {
    expect(await frameSrc()).toEqual(["'self'", 'https://esign.demo.test', 'https://sign.partner.example:8443', PROVIDER]);
  } finally {
    await db.deleteFrom('forms').where('domain', '=', 'demo.test').where('id', '=', 'csp-esign').execute();
  }
  // Gone with the form (the cached answer follows the company's forms).
  expect(await frameSrc()).toEqual(["'self'", 'https://esign.demo.test', PROVIDER]);
});

test('frames may show the development e-signature provider on the host name the visitor uses, or where ESIGN_PUBLIC_ORIGIN says', async () => {
  const frameSrc = async (app: TestApp['app'], host?: string) =>
    directives(String((await app.inject({ url: '/careers/offers', headers: host ? { host } : {} })).headers['content-security-policy']))['frame-src'];
  // On 127.0.0.1, and on localhost (where offer lists made without the host name point).
  expect(await frameSrc(t.app, '127.0.0.1:8080')).toEqual(["'self'", 'https://esign.demo.test', 'http://127.0.0.1:8082', PROVIDER]);
  // A Host header cannot put anything else into the policy.
  expect(await frameSrc(t.app, 'evil.example;script-src:8080')).toEqual(["'self'", 'https://esign.demo.test', PROVIDER]);
  const configured = await createTestApp({ ESIGN_PUBLIC_ORIGIN: 'https://esign.example.com' });
  const off = await createTestApp({ ESIGN_PORT: '0' });
  try {
    expect(await frameSrc(configured.app, '127.0.0.1:8080')).toEqual(["'self'", 'https://esign.demo.test', 'https://esign.example.com']);
    expect(await frameSrc(off.app)).toEqual(["'self'", 'https://esign.demo.test']);
  } finally {
    await Promise.all([configured.close(), off.close()]);
  }
});

test('an HTML page\'s policy is, byte for byte, the one helmet wrote per request before it was built once', async () => {
  const res = await t.app.inject({ url: '/careers' });
  const nonce = /<script defer src="\/shell\/main\.3f2a\.js" nonce="([^"]+)"><\/script>/.exec(res.body)?.[1];
  expect(res.headers['content-security-policy']).toBe(
    "default-src 'self';" +
      `script-src 'self' 'nonce-${nonce}' https://cdn.example.com;` +
      `style-src 'self' 'nonce-${nonce}';` +
      "img-src 'self' data: blob:;" +
      "connect-src 'self' https://cdn.example.com;" +
      "font-src 'self';" +
      `frame-src 'self' https://esign.demo.test ${PROVIDER};` +
      "frame-ancestors 'self';object-src 'none';base-uri 'self';form-action 'self'",
  );
});

// helmet 8's headers besides the policy, as every answer had them before JSON answers got fewer.
const DOCUMENT_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const JSON_HEADERS = ['cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options'];
const securityHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(DOCUMENT_HEADERS).filter((name) => name in headers).map((name) => [name, headers[name]]));

test('pages, files and error pages get all of helmet\'s other headers and a policy', async () => {
  for (const [url, headers] of [['/careers', {}], ['/shell/main.3f2a.css', {}], ['/no-such-page', { accept: 'text/html' }]] as const) {
    const res = await t.app.inject({ url, headers });
    expect({ url, headers: securityHeaders(res.headers) }).toEqual({ url, headers: DOCUMENT_HEADERS });
    expect({ url, csp: String(res.headers['content-security-policy']) }).toEqual({ url, csp: expect.stringMatching(/^default-src 'self';script-src 'self' 'nonce-[^']+'/) });
  }
});

test("JSON answers get only the headers that act on them: nosniff, CORP, referrer policy, HSTS, a policy of 'none' and DENY", async () => {
  for (const url of ['/healthz', '/api/pcsx/search?domain=demo.test&query=engineer', '/api/pcsx/no-such-call']) {
    const res = await t.app.inject({ url });
    expect({ url, type: res.headers['content-type'] }).toEqual({ url, type: 'application/json; charset=utf-8' });
    const expected = { ...Object.fromEntries(JSON_HEADERS.map((name) => [name, DOCUMENT_HEADERS[name as keyof typeof DOCUMENT_HEADERS]])), 'x-frame-options': 'DENY' };
    expect({ url, headers: securityHeaders(res.headers) }).toEqual({ url, headers: expected });
    // Nothing in a JSON answer runs or loads, and no page may frame it: no nonce is drawn for it.
    expect({ url, csp: res.headers['content-security-policy'] }).toEqual({ url, csp: "default-src 'none'; frame-ancestors 'none'" });
  }
});

test('an address Fastify cannot route (answered before any hook) gets the same headers as every answer: a page with a policy, JSON with its own', async () => {
  const page = await t.app.inject({ url: '/careers/%E0%A4%A', headers: { accept: 'text/html' } });
  expect({ status: page.statusCode, type: page.headers['content-type'] }).toEqual({ status: 400, type: 'text/html; charset=utf-8' });
  expect(securityHeaders(page.headers)).toEqual(DOCUMENT_HEADERS);
  expect(String(page.headers['content-security-policy'])).toMatch(/^default-src 'self';script-src 'self' 'nonce-[^']+'/);

  const api = await t.app.inject({ url: '/api/pcsx/%E0%A4%A' });
  expect({ status: api.statusCode, type: api.headers['content-type'] }).toEqual({ status: 400, type: 'application/json; charset=utf-8' });
  expect(api.json()).toEqual({ error: { code: 'invalid_request', message: 'The address is not valid.' } });
  expect(securityHeaders(api.headers)).toEqual({ ...Object.fromEntries(JSON_HEADERS.map((name) => [name, DOCUMENT_HEADERS[name as keyof typeof DOCUMENT_HEADERS]])), 'x-frame-options': 'DENY' });
  expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});
