import { MESSAGE_LOCALES } from '@careers/shared/i18n/messageLocales';
import fs from 'node:fs';
import path from 'node:path';
import { changeCompanySettings } from '../testing/fixtures';
import type { BootData } from '../contracts/bootTypes';
import { createTestApp, logInAs, sessionCookie, SHELL_ENTRY, type TestApp } from '../testing/testApp';
import { unmaskCsrfToken } from '../services/csrfMask';
import { serveRemoteBuild, writeRepoFile } from '../testing/serverDrawnPages';

const metaCsrf = (html: string) => /<meta name="csrf-token" content="([^"]+)">/.exec(html)?.[1] ?? '';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function bootOf(html: string): BootData {
  const raw = /<script type="application\/json" id="careers-boot">([^<]*)<\/script>/.exec(html)?.[1];
  if (!raw) throw new Error('no boot block');
  return JSON.parse(raw) as BootData;
}

describe('the shell page', () => {
  test('renders for /careers and any /careers/* path, with a CSRF meta tag and an anonymous session', async () => {
    for (const url of ['/careers', '/careers/search', '/careers/offer/5/offer-document/9?domain=demo.test']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<html lang="en" dir="ltr">');
      expect(res.body).toContain('<title>Careers at Northwind Labs</title>');
      // Masked (services/csrfMask.ts): the page stands for the session's token without repeating its bytes.
      expect(unmaskCsrfToken(metaCsrf(res.body))).toBe(res.headers['x-csrf-token']);
      expect(res.body).toContain('<div id="careers-root"></div>');
      expect(res.body).toContain('<link rel="stylesheet" href="/shell/main.3f2a.css">');
      expect(res.body).toMatch(/<script defer src="\/shell\/main\.3f2a\.js" nonce="[A-Za-z0-9+/=]+"><\/script>/);
      expect(sessionCookie(res)).not.toBeNull();
    }
  });

  test('a /careers path outside the route table answers 404 with the shell, which draws its not-found page', async () => {
    for (const url of ['/careers/a/b/c', '/careers/offer/5/offer-document', '/careers/dashboard/extra/more', '/careers/forms/center/x']) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="careers-root"></div>');
    }
    // One or two free segments are a search (/careers/:query?/:location?), not an unknown page.
    for (const url of ['/careers/nurse', '/careers/nurse/Berlin']) expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  test('<html lang> names the language the text is shown in: the asked one with messages, else English', async () => {
    const langOf = async (url: string, acceptLanguage?: string) =>
      /<html lang="([^"]*)"/.exec((await t.app.inject({ url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} })).body)?.[1];
    expect(await langOf('/careers?hl=es')).toBe('es');
    expect(await langOf('/careers?hl=de')).toBe('de');
    // Swahili has no messages (nor does the demo company offer it): the text is English.
    expect(await langOf('/careers?hl=sw')).toBe('en');
    // No language chosen (the demo company has no default): the browser's, as the shell picks it.
    expect(await langOf('/careers', 'es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(await langOf('/careers', 'fr-FR,fr;q=0.9')).toBe('fr');
    expect(await langOf('/careers', 'pt,en;q=0.5')).toBe('pt-BR');
    expect(await langOf('/careers', 'sw,ja;q=0.5')).toBe('ja');
    expect(await langOf('/careers', 'sw,yo;q=0.5')).toBe('en');
    expect(await langOf('/careers')).toBe('en');
  });

  test('GET / goes to /careers', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/careers');
  });

  test('boot data for a visitor matches the contract', async () => {
    const boot = bootOf((await t.app.inject({ url: '/careers/search' })).body);
    expect(Object.keys(boot).sort()).toEqual(['banner', 'configs', 'domain', 'language', 'onboarding', 'profile', 'themeBuilder', 'user']);
    expect(boot.domain).toBe('demo.test');
    expect(boot.user).toEqual({ groupId: 'demo.test', isLoggedIn: false, is_admin: false, id: null });
    expect(boot.profile).toBeNull();
    expect(boot.banner).toEqual({ displayBanner: true, displayText: 'We are hiring across 40 cities — new roles every week.' });
    expect(boot.themeBuilder).toEqual({ enabled: false });
    expect(boot.language).toBe('');
    expect(boot.onboarding).toEqual({
      isOnboarded: false,
      isBootstrapped: false,
      bootstrappingConfig: { fields: ['firstName', 'lastName', 'location'], title: expect.any(String), description: expect.any(String) },
    });
    expect(Object.keys(boot.configs).sort()).toEqual(
      ['behaviourFlags', 'chatbot', 'company', 'embedConfig', 'gates', 'loginSignupConfig', 'notificationsConfig', 'pcsxConfig', 'supportedLanguages'],
    );
    expect(boot.configs.company).toEqual({ name: 'Northwind Labs', contactEmail: 'careers@demo.test', logoUrl: null });
    expect(boot.configs.pcsxConfig).toMatchObject({
      loggedOutApplyEnabled: true,
      strongMatchThreshold: 0.7,
      jobCartConfig: { enabled: true },
      searchConfig: { allFilters: ['department', 'employment_type', 'location', 'is_remote', 'skills'], mapConfig: { enabled: true, tileUrl: null } },
      branding: {
        heroImage: { url: '/static/hero.svg', pages: ['jobs'] },
        footer: { hideProviderCredit: false },
        headScripts: {},
        customNavbarConfig: { enabled: true },
      },
    });
    expect(boot.configs.supportedLanguages).toEqual([...MESSAGE_LOCALES]);
    expect(boot.configs.loginSignupConfig).toEqual({ candidateLoginEnabled: true });
    expect(boot.configs.notificationsConfig.enableCandidateInappNotifications).toBe(true);
    expect(boot.configs.notificationsConfig.hasActionRequiredNotificationsConfigured).toBe(true);
    expect(boot.configs.embedConfig).toEqual({ allowedOrigins: [] });
  });

  test("boot data names the zone the page's dates are drawn in: the careers_tz cookie's, a zone the server does not know as UTC, none without it", async () => {
    const bootWith = async (cookie?: string) => bootOf((await t.app.inject({ url: '/careers/offers', headers: cookie ? { cookie } : {} })).body);
    expect((await bootWith('careers_tz=Pacific%2FKiritimati')).timeZone).toBe('Pacific/Kiritimati');
    expect((await bootWith('careers_tz=Mars%2FOlympus_Mons')).timeZone).toBe('UTC');
    expect((await bootWith(`careers_tz=${'A'.repeat(200)}`)).timeZone).toBe('UTC');
    // An offset the runtime would draw in ('+14:00'): no browser's zone, and each one would be formatters the server keeps.
    expect((await bootWith('careers_tz=%2B14%3A00')).timeZone).toBe('UTC');
    expect('timeZone' in (await bootWith())).toBe(false);
  });

  test("a visitor's page names the login modal's chunk for the browser to prefetch; a candidate's page, without Log in, does not", async () => {
    const prefetch = '<link rel="prefetch" href="/shell/login-modal.3f2a.js" as="script">';
    const visitor = await t.app.inject({ url: '/careers/search' });
    expect(visitor.body).toContain(prefetch);
    // In the head, where the browser's preload scanner finds it before main.js runs.
    expect(visitor.body.indexOf(prefetch)).toBeLessThan(visitor.body.indexOf('</head>'));
    const alex = await logInAs(t.app);
    const candidate = await t.app.inject({ url: '/careers/search', headers: { cookie: alex.cookie } });
    expect(candidate.statusCode).toBe(200);
    expect(candidate.body).not.toContain('rel="prefetch"');
  });

  test('boot data for a logged-in candidate carries the profile', async () => {
    const alex = await logInAs(t.app);
    const res = await t.app.inject({ url: '/careers/dashboard?hl=ar', headers: { cookie: alex.cookie } });
    const boot = bootOf(res.body);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(boot.language).toBe('ar');
    expect(boot.user).toMatchObject({ groupId: 'demo.test', isLoggedIn: true, is_admin: false, id: expect.stringMatching(/^\d+$/) });
    expect(boot.profile).toEqual({
      encId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      firstName: 'Alex',
      lastName: 'Rivera',
      fullname: 'Alex Rivera',
      email: 'alex@demo.test',
      avatar: null,
      location: 'Berlin, Germany',
      hasResume: true,
    });
    expect(boot.onboarding).toMatchObject({ isOnboarded: true, isBootstrapped: true });
    // No new session: the existing one is used, with its token.
    expect(sessionCookie(res)).toBeNull();
    expect(unmaskCsrfToken(metaCsrf(res.body))).toBe(alex.csrf);
  });

  test('escapes "<" in the boot JSON so data cannot close the script element', async () => {
    const restore = await changeCompanySettings(t.app.careers.db, 'demo.test', (settings) => {
      settings.banner.displayText = '</script><script>alert(1)</script> <!-- hi';
    });
    try {
      const res = await t.app.inject({ url: '/careers' });
      expect(res.body).not.toContain('</script><script>alert(1)');
      expect(res.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script> \\u003c!-- hi');
      expect(bootOf(res.body).banner.displayText).toBe('</script><script>alert(1)</script> <!-- hi');
    } finally {
      await restore();
    }
  });

  test("the assistant's model API key never reaches the page", async () => {
    const restore = await changeCompanySettings(t.app.careers.db, 'demo.test', (settings) => {
      settings.configs.chatbot = { enabled: true, endpoint: 'https://llm.example/v1', apiKey: 'sk-secret-123' } as typeof settings.configs.chatbot;
    });
    try {
      const res = await t.app.inject({ url: '/careers/search' });
      expect(res.body).not.toContain('sk-secret-123');
      expect(bootOf(res.body).configs.chatbot).toEqual({ enabled: true, endpoint: 'https://llm.example/v1' });
    } finally {
      await restore();
    }
  });

  test('an unknown ?domain= falls back to the default company', async () => {
    const boot = bootOf((await t.app.inject({ url: '/careers?domain=evil.test' })).body);
    expect(boot.domain).toBe('demo.test');
  });
});

describe('the page chrome, server-rendered (issue 27)', () => {
  // A stand-in for shell/dist-ssr/render.cjs (the real one is proven in shell/src/ssr and e2e/serverRendered).
  const renderer = `exports.buildId = 'b1';
exports.renderChrome = ({ boot, path, locale, nonce, slots }) => {
  if (path.includes('boom')) throw new Error('renderer failed');
  return { html: '<header>' + boot.configs.company.name + ' ' + path + ' ' + locale + '</header>' + (slots || ''), styles: '<style data-emotion="careers x" nonce="' + nonce + '">.careers-x{}</style>' };
};`;
  const writeEntry = (js: string) => fs.writeFileSync(path.join(t.repoRoot, 'shell', 'dist', 'entry.json'), JSON.stringify({ js: [js], css: [] }));
  beforeAll(() => {
    fs.mkdirSync(path.join(t.repoRoot, 'shell', 'dist-ssr'), { recursive: true });
    fs.writeFileSync(path.join(t.repoRoot, 'shell', 'dist-ssr', 'render.cjs'), renderer);
  });
  afterEach(() => fs.writeFileSync(path.join(t.repoRoot, 'shell', 'dist', 'entry.json'), JSON.stringify(SHELL_ENTRY)));

  test("the root holds the chrome for the page's path and the visitor's language; its styles carry the response's nonce", async () => {
    writeEntry('b1/main.js');
    const res = await t.app.inject({ url: '/careers/search?hl=es' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="careers-root"><header>Northwind Labs /careers/search es</header></div>');
    const policyNonce = /style-src 'self' 'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(policyNonce).toBeTruthy();
    expect(res.body).toContain(`<style data-emotion="careers x" nonce="${policyNonce}">.careers-x{}</style>\n`);
    // In the head, before the scripts that adopt them.
    expect(res.body.indexOf('<style data-emotion')).toBeLessThan(res.body.indexOf('</head>'));
  });

  test('a renderer of another build, or one that fails, leaves the root empty as before: the shell draws the chrome', async () => {
    writeEntry('b2/main.js');
    const stale = await t.app.inject({ url: '/careers/search' });
    expect(stale.body).toContain('<div id="careers-root"></div>');
    expect(stale.body).not.toContain('data-emotion');
    writeEntry('b1/main.js');
    const failed = await t.app.inject({ url: '/careers/boom' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="careers-root"></div>');
  });
});

describe("a job's page, server-rendered (issue 27)", () => {
  // A stand-in for mf-search/dist-ssr/render.cjs (the real one is proven in mf-search/src/features/job and
  // e2e/serverRendered), beside the chrome's above, which draws the slots it is given after its header.
  const job = `exports.buildId = 'j1';
exports.renderJob = ({ url, locale, nonce, details, match }) => url.includes('boom') ? (() => { throw new Error('job renderer failed'); })() :
  ({ html: '<h1>' + (details ? details.data.name : 'Job details') + '</h1><p>' + locale + ' ' + url + '</p>' + (match ? '<p>' + match.data.score + ' ' + match.data.explanation.join(' ') + '</p>' : ''), styles: '<style data-emotion="careers j" nonce="' + nonce + '">.careers-j{}</style>' });`;
  const write = (file: string, text: string) => writeRepoFile(t, file, text);
  const serveSearchBuild = (id: string) => serveRemoteBuild(t, 'mf-search', id);
  let open = 0;
  let closed = 0;
  beforeAll(async () => {
    write('shell/dist/entry.json', JSON.stringify({ js: ['b1/main.js'], css: [] }));
    write('mf-search/dist-ssr/render.cjs', job);
    const insert = (title: string, archived: string | null) =>
      t.app.careers.db
        .insertInto('positions')
        .values({
          domain: 'demo.test', title, department: 'Data', description: 'We build tools.', skills_json: '[]', employment_type: 'FULL_TIME', location_name: 'Hamburg, Hamburg, DE',
          city: 'Hamburg', region: 'Hamburg', country: 'DE', lat: 53.55, lng: 9.99, is_remote: 0, posted_at: '2026-02-01T09:00:00.000Z', archived_at: archived,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    open = (await insert('Analytics <Engineer>', null)).id;
    closed = (await insert('Closed Steward', '2026-03-01T00:00:00.000Z')).id;
  });
  beforeEach(() => serveSearchBuild('j1'));
  afterAll(() => write('shell/dist/entry.json', JSON.stringify(SHELL_ENTRY)));

  const detailsBlock = (html: string) => {
    const raw = /<script type="application\/json" id="careers-job-details">([^<]*)<\/script>/.exec(html)?.[1];
    return raw ? (JSON.parse(raw) as { domain: string; id: number; response: unknown; overrides?: unknown; insights?: unknown; match?: unknown }) : null;
  };

  test("the slots hold the job's page, drawn from the answer its details call gets, which the page carries", async () => {
    const res = await t.app.inject({ url: `/careers/job/${open}?utm_source=mail`, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="careers-root"><header>Northwind Labs /careers/job/${open} es</header><div id="careers-remotes"><div data-remote="mf-search"><h1>Analytics <Engineer></h1><p>es /careers/job/${open}?utm_source=mail</p></div></div></div>`,
    );
    const api = await t.app.inject({ url: `/api/pcsx/position_details?position_id=${open}&domain=demo.test` });
    // With the overrides and insights the page was drawn with, as their API calls answer (issue 27: not asked again),
    // in the page's language (issue 30: the insights' labels and sentences are the server's).
    const overrides = await t.app.inject({ url: `/api/pcsx/overrides?position_id=${open}&domain=demo.test` });
    const insights = await t.app.inject({ url: `/api/pcsx/position_insights?position_id=${open}&domain=demo.test`, headers: { 'accept-language': 'es' } });
    expect(insights.json().data.fields[0]).toEqual({ key: 'team_size', label: 'Puestos abiertos en este equipo', value: 'No hay otros puestos abiertos en Data en Hamburg' });
    // No match for a visitor (theirs is a login prompt).
    expect(detailsBlock(res.body)).toEqual({ domain: 'demo.test', id: open, response: api.json(), overrides: overrides.json(), insights: insights.json(), match: null });
    const policyNonce = /style-src 'self' 'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(res.body).toContain(`<style data-emotion="careers j" nonce="${policyNonce}">.careers-j{}</style>`);
    expect(res.body.indexOf('careers-job-details')).toBeLessThan(res.body.indexOf('</head>'));
  });

  // User trial s20: logged in, 'How you match' waited for the browser's request and the page grew 126-390 px at the
  // takeover; without scripts it never came. The server reads it with the details, and the page is then the candidate's.
  test("a candidate's page is drawn with how they match, as the match call answers it, and is private; a visitor's with neither", async () => {
    const alex = await logInAs(t.app);
    const res = await t.app.inject({ url: `/careers/job/${open}`, headers: { cookie: alex.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const api = await t.app.inject({ url: `/api/pcsx/match_details?position_id=${open}&domain=demo.test`, headers: { cookie: alex.cookie } });
    expect(api.statusCode).toBe(200);
    const { score, explanation } = (api.json() as { data: { score: number; explanation: string[] } }).data;
    expect(explanation.length).toBeGreaterThan(0);
    expect(res.body).toContain(`<p>en /careers/job/${open}</p><p>${score} ${explanation.join(' ')}</p>`);
    expect(detailsBlock(res.body)?.match).toEqual(api.json());
    const visitor = await t.app.inject({ url: `/careers/job/${open}` });
    expect(visitor.headers['cache-control']).toBe('no-store');
    expect(visitor.body).not.toContain(explanation[0]);
    expect(detailsBlock(visitor.body)?.match).toBeNull();
  });

  // Issue 30: the match explanation and the insights the page carries are in the page's language, as its calls answer.
  test("an Arabic page (?hl=ar) carries the match and the insights in Arabic, as the API answers them with ?hl=ar", async () => {
    const alex = await logInAs(t.app);
    const res = await t.app.inject({ url: `/careers/job/${open}?hl=ar`, headers: { cookie: alex.cookie } });
    const block = detailsBlock(res.body) as { match: { data: { explanation: string[] } }; insights: { data: { fields: { label: string }[] } } };
    const match = await t.app.inject({ url: `/api/pcsx/match_details?position_id=${open}&domain=demo.test&hl=ar`, headers: { cookie: alex.cookie } });
    const insights = await t.app.inject({ url: `/api/pcsx/position_insights?position_id=${open}&domain=demo.test&hl=ar`, headers: { cookie: alex.cookie } });
    expect(block.match).toEqual(match.json());
    expect(block.insights).toEqual(insights.json());
    expect(block.match.data.explanation).toEqual([
      'لا تذكر هذه الوظيفة أي مهارات.',
      'لا تذكر هذه الوظيفة مقدار الخبرة الذي تطلبه.',
      'درجة تطابقك 0%؛ ويتطلب التطابق القوي 70%.',
    ]);
    expect(block.insights.data.fields.map((f) => f.label)).toEqual(['الوظائف الشاغرة في هذا الفريق', 'مدير التوظيف', 'مدة التوظيف', 'وظائف مشابهة']);
    expect(res.body).toContain(`<p>ar /careers/job/${open}?hl=ar</p><p>0 ${block.match.data.explanation.join(' ')}</p>`);
  });

  test('a closed job is rendered too (410, its page says it is closed); a private address by its pid', async () => {
    const gone = await t.app.inject({ url: `/careers/job/${closed}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<h1>Closed Steward</h1>');
    expect((detailsBlock(gone.body)?.response as { data: { archived_at: string } }).data.archived_at).toBe('2026-03-01T00:00:00.000Z');
    const privately = await t.app.inject({ url: `/careers/job/private?pid=${open}` });
    expect(privately.body).toContain('<h1>Analytics <Engineer></h1>');
  });

  test("an unknown job's page is drawn by the job view without details (its not-found page), and carries none", async () => {
    const unknown = await t.app.inject({ url: '/careers/job/99999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<header>Northwind Labs /careers/job/99999999 en</header><div id="careers-remotes"><div data-remote="mf-search"><h1>Job details</h1>');
    expect(detailsBlock(unknown.body)).toBeNull();
    expect(unknown.body).toContain('<style data-emotion="careers j"');
  });

  test("a closed position's apply page is drawn in the chrome's main for a browser without scripts: its heading, the closed text, the way back to the search", async () => {
    const gone = await t.app.inject({ url: `/careers/apply?pid=${closed}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain(
      `<header>Northwind Labs /careers/apply en</header><div id="careers-remotes"><div data-remote="mf-forms"><div class="careers-closed-apply">\n<h1>Applications closed: Closed Steward</h1>\n<p class="careers-closed-apply-notice">This position is no longer accepting applications.</p>\n<a href="/careers/search">Search more jobs</a>\n</div></div></div></div>`,
    );
    // Named as mf-forms names it with scripts, not 'Careers at …'.
    expect(gone.body).toContain('<title>Applications closed: Closed Steward | Careers at Northwind Labs</title>');
    // Not a second time outside the chrome (above the skip link, in no landmark).
    expect(gone.body).not.toContain('<noscript>This position is no longer accepting applications.</noscript>');
    const policyNonce = /style-src 'self' 'nonce-([^']+)'/.exec(String(gone.headers['content-security-policy']))?.[1];
    // The nonce is base64 ('+', '/', '='), so it is compared as text, never built into a pattern.
    expect(gone.body).toContain(`<style nonce="${policyNonce}">\n.careers-closed-apply{display:none}\n@media (scripting: none)`);
    expect(gone.body.indexOf('.careers-closed-apply{')).toBeLessThan(gone.body.indexOf('</head>'));
    // An open position's: mf-forms draws the form in the browser; nothing drawn here.
    const open_ = await t.app.inject({ url: `/careers/apply?pid=${open}` });
    expect(open_.statusCode).toBe(200);
    expect(open_.body).toContain('<header>Northwind Labs /careers/apply en</header></div>');
    expect(open_.body).not.toContain('careers-closed-apply');
  });

  test('a renderer of another mf-search build, or one that fails: the page as before', async () => {
    serveSearchBuild('j2');
    const stale = await t.app.inject({ url: `/careers/job/${open}` });
    expect(stale.body).toContain(`<header>Northwind Labs /careers/job/${open} en</header></div>`);
    expect(stale.body).not.toContain('careers-job-details');
    serveSearchBuild('j1');
    const failed = await t.app.inject({ url: `/careers/job/${open}?boom=1` });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain(`<header>Northwind Labs /careers/job/${open} en</header></div>`);
    expect(failed.body).not.toContain('careers-job-details');
  });
});
