import { createTestApp, logInAs, type TestApp } from '../testing/testApp';

// Issue 30: the pages the server draws itself are in the request's language, chosen as the shell chooses it
// (i18n/requestLocale.ts: `?hl=`, the candidate's setting, the company's default, then Accept-Language), with
// <html lang> naming it; English as before otherwise.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const page = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ url, headers: { accept: 'text/html', ...headers } })).body;
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test('the verify page for Accept-Language: es and for ?hl=es is in Spanish, its title too; English without', async () => {
  for (const html of [await page('/careers/offers/verify', { 'accept-language': 'es-ES,es;q=0.9' }), await page('/careers/offers/verify?hl=es')]) {
    expect(langOf(html)).toBe('es');
    expect(titleOf(html)).toBe('Verificar un documento de oferta firmado — Northwind Labs');
    expect(html).toContain('<h1>Verificar un documento de oferta firmado</h1>');
    expect(html).toContain('<label for="file">PDF firmado</label>');
    expect(html).toContain('<button type="submit">Verificar PDF</button>');
  }
  const english = await page('/careers/offers/verify');
  expect(langOf(english)).toBe('en');
  expect(titleOf(english)).toBe('Verify a signed offer document — Northwind Labs');
  expect(english).toContain('<label for="file">Signed PDF</label>');
  // A language the server has no texts in reads English, and says so.
  expect(langOf(await page('/careers/offers/verify?hl=sw'))).toBe('en');
});

test('the log-in, already-logged-in and log-out pages follow ?hl= and the browser', async () => {
  const login = await page('/candidate/login', { 'accept-language': 'es' });
  expect(langOf(login)).toBe('es');
  expect(titleOf(login)).toBe('Iniciar sesión — Northwind Labs');
  expect(login).toContain('¿Es tu primera vez aquí?');
  const alex = await logInAs(t.app);
  const already = await page('/candidate/login?hl=es', { cookie: alex.cookie });
  expect(already).toContain('<h1>Ya has iniciado sesión</h1>');
  expect(already).toContain('Has iniciado sesión como Alex Rivera (alex@demo.test).');
  const logout = await page('/logout?hl=es', { cookie: alex.cookie });
  expect(langOf(logout)).toBe('es');
  expect(logout).toContain('<h1>Cerrar sesión</h1>');
  expect(logout).toContain('>Volver a empleos</a>');
  expect(await page('/logout', { cookie: alex.cookie })).toContain('<h1>Log out</h1>');
});

test('the not-found page is in the browser\'s language', async () => {
  const spanish = await page('/no/such/page', { 'accept-language': 'es' });
  expect(langOf(spanish)).toBe('es');
  expect(spanish).toContain('<h1>Página no encontrada</h1>');
  expect(spanish).toContain('No hemos encontrado la página que buscas.');
  const english = await page('/no/such/page');
  expect(english).toContain('<h1>Page not found</h1>');
  expect(english).toContain('We could not find the page you were looking for.');
});

test('a job alert link page is in the browser\'s language', async () => {
  const broken = await page('/careers/job-alerts/confirm?token=nope&domain=demo.test', { 'accept-language': 'es' });
  expect(langOf(broken)).toBe('es');
  expect(broken).toContain('<h1>Este enlace no funciona</h1>');
  expect(broken).toContain('>Buscar empleos</a>');
});
