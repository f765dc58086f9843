import type { FastifyInstance } from 'fastify';
import { EmbedOrigins } from '../services/embedOrigins';
import { buildIntranetApp, careersOriginFor, startIntranet } from './intranetApp';

let app: FastifyInstance;
beforeAll(() => {
  app = buildIntranetApp({ careersPort: 8080, logLevel: 'silent', scriptOrigins: () => ['https://cdn.example.com'] });
});
afterAll(async () => {
  await app.close();
});

const page = (host: string) => app.inject({ url: '/', headers: { host } });

test('a plain intranet page with hostile global CSS, a slot for the bell in its header and one for the offers panel', async () => {
  const res = await page('localhost:8081');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toContain('<title>Northwind Labs intranet</title>');
  expect(res.body).toMatch(/<header class="top">[\s\S]*<div id="careers-bell"><\/div>\s*<\/header>/);
  expect(res.body).toContain('* { font-family: "Comic Sans MS"');
  expect(res.body).toContain('button { background: hotpink; border-radius: 0;');
  expect(res.body).toContain('ul { list-style: square; }');
  expect(res.body).toContain('Company news');
  // The offers panel's slot holds a plain link to the careers site: what stays if the widget cannot load.
  expect(res.body).toMatch(
    /<h2>Your job offers<\/h2>\s*<div id="careers-offers"><p class="note"><a href="http:\/\/localhost:8080\/careers\/offers">Open your job offers on the careers site<\/a><\/p><\/div>/,
  );
});

test.each([
  ['localhost:8081', 'http://localhost:8080'],
  ['127.0.0.1:8081', 'http://127.0.0.1:8080'],
])('embeds the bell and the offers with one script tag each on the visitor\'s hostname (%s)', async (host, careers) => {
  const res = await page(host);
  const csp = String(res.headers['content-security-policy']);
  const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)';/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts).toEqual([
    `<script src="${careers}/embed.js" data-widget="notifications" data-target="#careers-bell" data-color="#ffffff" nonce="${nonce}" async>`,
    `<script src="${careers}/embed.js" data-widget="offers" data-target="#careers-offers" nonce="${nonce}" async>`,
  ]);
  expect(res.body).toContain(`<script src="${careers}/embed.js" data-widget="notifications" data-target="#careers-bell" data-color="#ffffff" nonce="${nonce}" async></script>\n`);
  expect(res.body).toContain(`<script src="${careers}/embed.js" data-widget="offers" data-target="#careers-offers" nonce="${nonce}" async></script>\n`);
  expect(csp).toContain(`script-src ${careers} https://cdn.example.com;`);
  expect(csp).toContain(`connect-src 'self' ${careers} https://cdn.example.com;`);
  expect(csp).not.toContain('unsafe-eval');
});

test("the page's own styles need no 'unsafe-inline': its one <style> carries this response's nonce", async () => {
  const res = await page('localhost:8081');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).not.toContain('unsafe-inline');
  const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)';/.exec(csp)?.[1];
  expect(res.body.match(/<style\b[^>]*>/g)).toEqual([`<style nonce="${nonce}">`]);
  expect(res.body).not.toMatch(/\sstyle=/);
  // A nonce an attacker saw once is of no use later.
  expect(String((await page('localhost:8081')).headers['content-security-policy'])).not.toContain(`'nonce-${nonce}'`);
});

test('a made-up Host header cannot inject markup', async () => {
  const res = await page('evil.example"><script>alert(1)</script>');
  expect(res.body).not.toContain('alert(1)');
  expect(careersOriginFor('evil.example"><x', 8080)).toBe('http://localhost:8080');
  expect(careersOriginFor('[::1]', 8080)).toBe('http://[::1]:8080');
});

test('startIntranet listens and allows its own origins to embed, for every company', async () => {
  const origins = new EmbedOrigins();
  const started = await startIntranet(origins, { host: '127.0.0.1', port: 0, careersPort: 8080, logLevel: 'silent' });
  try {
    expect(started).not.toBeNull();
    const port = started?.port as number;
    expect(origins.allows(null, `http://localhost:${port}`)).toBe(true);
    expect(origins.allows(null, `http://127.0.0.1:${port}`)).toBe(true);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toContain('src="http://127.0.0.1:8080/embed.js"');
  } finally {
    await started?.app.close();
  }
});

test('a taken port is reported, not fatal', async () => {
  const first = await startIntranet(new EmbedOrigins(), { host: '127.0.0.1', port: 0, careersPort: 8080, logLevel: 'silent' });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const origins = new EmbedOrigins();
    const second = await startIntranet(origins, { host: '127.0.0.1', port: first?.port as number, careersPort: 8080, logLevel: 'silent' });
    expect(second).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('INTRANET_PORT'));
    expect(origins.allows(null, `http://localhost:${first?.port}`)).toBe(false);
  } finally {
    warn.mockRestore();
    await first?.app.close();
  }
});

test('frames are allowed only from the origins given (the e-signature provider inside the offers widget)', async () => {
  const plain = await page('localhost:8081');
  expect(String(plain.headers['content-security-policy'])).not.toContain('frame-src');
  const framing = buildIntranetApp({ careersPort: 8080, logLevel: 'silent', frameOrigins: () => ['http://localhost:8090'] });
  try {
    const res = await framing.inject({ url: '/', headers: { host: 'localhost:8081' } });
    expect(String(res.headers['content-security-policy'])).toContain("frame-src 'self' http://localhost:8090;");
  } finally {
    await framing.close();
  }
});
