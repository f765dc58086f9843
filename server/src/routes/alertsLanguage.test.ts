import { announceNewPositions } from '../services/alerts/announceNewPositions';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../services/mail/testSmtpServer';
import { addPosition } from '../testing/positionRows';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';

// Issue 30: a candidate's job-alert mails, received by a real SMTP peer, are in their language: the account's saved
// language, else the page's they subscribed from, else the company's default, else English (exactly as before).
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://careers.example', ALERT_RATE_LIMIT_MAX: '1000', ALERT_CONFIRMATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.app.careers.db;
const subscribe = (who: Browser, payload: object, acceptLanguage?: string, pageLocale?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pcsx/job_alerts',
    headers: {
      cookie: who.cookie,
      'x-csrf-token': who.csrf,
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      // What the browser's transport sends: the language the page shows (a `?hl=` of its address, say).
      ...(pageLocale ? { 'x-locale': pageLocale } : {}),
    },
    payload: { domain: 'demo.test', location: '', filters: {}, ...payload },
  });
async function nextMailTo(address: string, already: number): Promise<ReceivedMail> {
  for (;;) {
    const found = smtp.received.filter((m) => m.to.includes(address))[already];
    if (found) return found;
    await smtp.waitFor(smtp.received.length + 1);
  }
}
const confirm = (email: string) => db().updateTable('job_alerts').set({ confirmed_at: new Date().toISOString() }).where('email', '=', email).execute();

test('a visitor subscribing from a Spanish page gets the confirmation and the new-jobs mail in Spanish', async () => {
  const visitor = await visit(t.app);
  const res = await subscribe(visitor, { email: 'ana@example.com', query: 'cometero' }, 'es-ES,es;q=0.9,en;q=0.5');
  expect(res.statusCode).toBe(202);
  expect(res.json().message).toBe('Revisa tu bandeja de entrada: te hemos enviado un enlace para confirmar tu alerta de empleo. No recibirás correos sobre empleos hasta que la confirmes.');
  const confirmation = await nextMailTo('ana@example.com', 0);
  expect(confirmation.subject).toBe('Confirma tu alerta de empleo en Northwind Labs');
  expect(confirmation.headers['content-language']).toBe('es');
  expect(confirmation.text).toContain('Alguien (esperamos que tú) pidió recibir correos sobre nuevos empleos en Northwind Labs para una búsqueda de empleo.');
  expect(confirmation.text).toMatch(/Confirmar tu alerta de empleo: https:\/\/careers\.example\/careers\/job-alerts\/confirm\?token=/);
  expect(confirmation.html).toContain('>Confirmar tu alerta de empleo</a>');
  expect(confirmation.text).not.toMatch(/Confirm your|If it was not you/);
  expect((await db().selectFrom('job_alerts').select('locale').where('email', '=', 'ana@example.com').executeTakeFirstOrThrow()).locale).toBe('es');

  await confirm('ana@example.com');
  const id = await addPosition(db(), { domain: 'demo.test', title: 'Cometero' });
  expect(await announceNewPositions(t.app.careers, 'demo.test', [id])).toMatchObject({ jobAlerts: 1, emails: 1 });
  const jobs = await nextMailTo('ana@example.com', 1);
  expect(jobs.subject).toBe('Nuevo empleo en Northwind Labs: Cometero');
  expect(jobs.headers['content-language']).toBe('es');
  expect(jobs.text.split('\n')[0]).toBe('1 empleo nuevo coincide con «cometero»:');
  expect(jobs.text).toContain('Ver todos los empleos de esta búsqueda: https://careers.example/careers/search');
  expect(jobs.text).toMatch(/Cancelar la suscripción a esta alerta de empleo: https:\/\/careers\.example\/careers\/job-alerts\/unsubscribe\?token=/);
  expect(jobs.html).toContain('Cancelar la suscripción a esta alerta de empleo</a>');

  // The mail's links open their pages in its language, followed from a browser that reads English (a phone's mail
  // app, say); the page's form keeps it for the page that answers.
  const link = (text: string, label: string) => new URL(text.split('\n').find((line) => line.startsWith(label))!.slice(label.length).trim());
  const unsubscribe = link(jobs.text, 'Cancelar la suscripción a esta alerta de empleo:');
  expect(unsubscribe.searchParams.get('hl')).toBe('es');
  const page = await t.app.inject({ url: `${unsubscribe.pathname}${unsubscribe.search}`, headers: { 'accept-language': 'en' } });
  expect(page.body).toContain('<html lang="es"');
  expect(page.body).toContain('<h1>Cancelar la suscripción a esta alerta de empleo</h1>');
  expect(page.body).toMatch(/<form method="post" action="\/careers\/job-alerts\/unsubscribe\?domain=demo\.test&amp;hl=es">/);
  expect(link(confirmation.text, 'Confirmar tu alerta de empleo:').searchParams.get('hl')).toBe('es');
});

test("the page's own language (the transport's x-locale) wins over the browser's; one the company lacks is passed over", async () => {
  const visitor = await visit(t.app);
  // A page opened as ?hl=de in an English browser: the call says de.
  expect((await subscribe(visitor, { email: 'dora@example.com', query: 'segler' }, 'en-GB,en;q=0.8', 'de')).statusCode).toBe(202);
  const german = await nextMailTo('dora@example.com', 0);
  expect(german.subject).toBe('Bestätigen Sie Ihren Job-Alert bei Northwind Labs');
  expect(german.headers['content-language']).toBe('de');
  // Swahili has no messages (the company does not offer it): the browser's Spanish is next.
  expect((await subscribe(visitor, { email: 'ivo@example.com', query: 'velista' }, 'es', 'sw')).statusCode).toBe(202);
  expect((await nextMailTo('ivo@example.com', 0)).subject).toBe('Confirma tu alerta de empleo en Northwind Labs');
});

test('an English page gets the mails exactly as before', async () => {
  const visitor = await visit(t.app);
  expect((await subscribe(visitor, { email: 'bo@example.com', query: 'kitewright' }, 'en-US,en;q=0.8')).statusCode).toBe(202);
  const confirmation = await nextMailTo('bo@example.com', 0);
  expect(confirmation.subject).toBe('Confirm your job alert at Northwind Labs');
  expect(confirmation.text.trimEnd().split('\n')).toEqual([
    'Someone, hopefully you, asked for e-mail about new jobs at Northwind Labs for a job search.',
    '',
    expect.stringMatching(/^Confirm your job alert: https:\/\/careers\.example\/careers\/job-alerts\/confirm\?token=\S+&domain=demo\.test&hl=en$/),
    '',
    'If it was not you, ignore this message: nothing is sent without the confirmation.',
  ]);
  await confirm('bo@example.com');
  const first = await addPosition(db(), { domain: 'demo.test', title: 'Kitewright' });
  const second = await addPosition(db(), { domain: 'demo.test', title: 'Senior Kitewright' });
  await announceNewPositions(t.app.careers, 'demo.test', [first, second]);
  const jobs = await nextMailTo('bo@example.com', 1);
  expect(jobs.subject).toBe('2 new jobs at Northwind Labs');
  expect(jobs.text.split('\n')[0]).toBe('2 new jobs match "kitewright":');
  expect(jobs.text).toContain('See every job of this search: https://careers.example/careers/search');
  expect(jobs.text).toMatch(/Unsubscribe from this job alert: https:\/\/careers\.example\/careers\/job-alerts\/unsubscribe\?token=/);
});

test("an account's saved language wins over the page's, for its job alert and its saved searches' mail", async () => {
  await db().updateTable('candidates').set({ language: 'es' }).where('domain', '=', 'demo.test').where('email', '=', 'alex@demo.test').execute();
  const visitor = await visit(t.app);
  // Asked from an English page: the address's account reads Spanish.
  expect((await subscribe(visitor, { email: 'alex@demo.test', query: 'velero' }, 'en')).statusCode).toBe(202);
  const confirmation = await nextMailTo('alex@demo.test', 0);
  expect(confirmation.subject).toBe('Confirma tu alerta de empleo en Northwind Labs');

  const alex = await logInAs(t.app, 'alex@demo.test');
  const saved = await t.app.inject({ method: 'POST', url: '/api/pcsx/saved_searches', headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf }, payload: { query: 'timonel', alert: 'email' } });
  expect(saved.statusCode).toBeLessThan(300);
  const id = await addPosition(db(), { domain: 'demo.test', title: 'Timonel' });
  await announceNewPositions(t.app.careers, 'demo.test', [id]);
  const jobs = await nextMailTo('alex@demo.test', 1);
  expect(jobs.subject).toBe('Nuevo empleo en Northwind Labs: Timonel');
  expect(jobs.text.split('\n')[0]).toBe('1 empleo nuevo coincide con tu búsqueda guardada:');
  expect(jobs.text).toContain('Abrir tus búsquedas guardadas: https://careers.example/careers/settings?domain=demo.test');
});

// Issue 31: Polish has three forms for a count of jobs (1 stanowisko, 2-4 stanowiska, 5+ stanowisk), each mail in the
// language its visitor subscribed in, through the real SMTP peer, its links opening Polish pages.
test('a visitor subscribing from a Polish page gets every mail in Polish, with the count in its Polish form', async () => {
  const visitor = await visit(t.app);
  const subscribed = await subscribe(visitor, { email: 'ola@example.com', query: 'szkutnik' }, 'pl-PL,pl;q=0.9,en;q=0.5');
  expect(subscribed.statusCode).toBe(202);
  const confirmation = await nextMailTo('ola@example.com', 0);
  expect(confirmation.subject).toBe('Potwierdź alert o pracy w firmie Northwind Labs');
  expect(confirmation.headers['content-language']).toBe('pl');
  expect(confirmation.text).toContain('Ktoś, mamy nadzieję, że Ty, poprosił o e-maile o nowych stanowiskach w firmie Northwind Labs dla wyszukiwania.');
  expect(confirmation.text).toMatch(/Potwierdź alert o pracy: https:\/\/careers\.example\/careers\/job-alerts\/confirm\?token=\S+&domain=demo\.test&hl=pl/);
  expect(confirmation.text).toContain('Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nic nie zostanie wysłane.');
  await confirm('ola@example.com');

  const announce = async (titles: string[]) => {
    const ids: number[] = [];
    for (const title of titles) ids.push(await addPosition(db(), { domain: 'demo.test', title }));
    await announceNewPositions(t.app.careers, 'demo.test', ids);
  };
  await announce(['Szkutnik', 'Starszy szkutnik']);
  const two = await nextMailTo('ola@example.com', 1);
  expect(two.subject).toBe('2 nowe stanowiska w firmie Northwind Labs');
  expect(two.headers['content-language']).toBe('pl');
  expect(two.text.split('\n')[0]).toBe('2 nowe stanowiska pasują do „szkutnik”:');
  expect(two.text).toMatch(/Wypisz się z tego alertu o pracy: https:\/\/careers\.example\/careers\/job-alerts\/unsubscribe\?token=\S+&domain=demo\.test&hl=pl/);

  await announce(['Szkutnik I', 'Szkutnik II', 'Szkutnik III', 'Szkutnik IV', 'Szkutnik V']);
  const five = await nextMailTo('ola@example.com', 2);
  expect(five.subject).toBe('5 nowych stanowisk w firmie Northwind Labs');
  expect(five.text.split('\n')[0]).toBe('5 nowych stanowisk pasuje do „szkutnik”:');
  expect(five.text).toContain('Zobacz wszystkie stanowiska z tego wyszukiwania: https://careers.example/careers/search');

  // The unsubscribe page its link opens is Polish, from an English browser too.
  const link = new URL(five.text.split('\n').find((line) => line.startsWith('Wypisz się z tego alertu o pracy:'))!.split(': ')[1]!);
  const page = await t.app.inject({ url: `${link.pathname}${link.search}`, headers: { 'accept-language': 'en' } });
  expect(page.body).toContain('<html lang="pl"');
  expect(page.body).toContain('<h1>Wypisz się z tego alertu o pracy</h1>');
});
