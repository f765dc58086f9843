import { notify } from '../services/notificationEvents';
import { createTestApp, signUp, type Browser, type TestApp } from '../testing/testApp';

// Notifications are stored as events and drawn when read, in the reading page's language and zone (issue 30).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;

/** A candidate of their own (no saved language): sign-up stores their welcome notification. */
const newCandidate = (email: string) => signUp(t.app, email, { firstName: 'Robin', lastName: 'Park' });

const list = async (who: Browser, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: '/api/pcsx/notifications?domain=demo.test', headers: { cookie: who.cookie, ...headers } });
  expect(res.statusCode).toBe(200);
  return (res.json().notifications as Array<{ id: string; categoryTitle: string; message: string }>).map(({ categoryTitle, message }) => [categoryTitle, message]);
};

test('a notification is read in the language of the page reading it; English as before; the store keeps English and the event', async () => {
  const me = await newCandidate('lingua@example.com');
  await notify(db(), { domain: 'demo.test', candidateId: me.id, event: { type: 'offer_extended', offerId: 42, positionName: 'Data Engineer' }, at: new Date('2099-03-01T10:00:00Z') });
  await notify(db(), {
    domain: 'demo.test', candidateId: me.id, event: { type: 'saved_search_matches', search: { query: '', location: '', filters: {} }, count: 3, url: '/careers/search' },
    at: new Date('2099-03-02T10:00:00Z'),
  });

  expect(await list(me)).toEqual([
    ['Jobs', '3 new jobs match your saved search "All jobs".'],
    ['Offers', 'You have a new job offer for Data Engineer. Review and sign it before it expires.'],
    ['Welcome', 'Welcome to Northwind Labs careers! Complete your profile to get better job matches.'],
  ]);
  expect(await list(me, { 'accept-language': 'es' })).toEqual([
    ['Empleos', '3 empleos nuevos coinciden con tu búsqueda guardada «Todos los empleos».'],
    ['Ofertas', 'Tienes una nueva oferta de empleo para Data Engineer. Revísala y fírmala antes de que venza.'],
    ['Bienvenida', '¡Te damos la bienvenida al sitio de empleo de Northwind Labs! Completa tu perfil para recibir empleos más afines a ti.'],
  ]);
  expect(await list(me, { 'accept-language': 'de-DE,de;q=0.9' })).toEqual([
    ['Stellen', '3 neue Stellen passen zu Ihrer gespeicherten Suche „Alle Stellen“.'],
    ['Angebote', 'Sie haben ein neues Jobangebot für Data Engineer. Bitte prüfen und unterschreiben Sie es, bevor es abläuft.'],
    ['Willkommen', 'Willkommen im Karrierebereich von Northwind Labs! Vervollständigen Sie Ihr Profil, um passendere Stellen zu finden.'],
  ]);
  expect(await list(me, { 'accept-language': 'ar' })).toEqual([
    ['الوظائف', '3 وظائف جديدة تطابق بحثك المحفوظ «كل الوظائف».'],
    ['العروض', 'لديك عرض عمل جديد لوظيفة Data Engineer. يُرجى مراجعته وتوقيعه قبل انتهاء صلاحيته.'],
    ['مرحبًا بك', 'مرحبًا بك في صفحة الوظائف لدى Northwind Labs! أكمل ملفك الشخصي لتحصل على وظائف تناسبك أكثر.'],
  ]);
  // ?hl= chooses for one page, as for every page.
  const hl = await t.app.inject({ url: '/api/pcsx/notifications?domain=demo.test&hl=ja', headers: { cookie: me.cookie, 'accept-language': 'es' } });
  expect(hl.json().notifications[0]).toMatchObject({ categoryTitle: '求人', message: '保存した検索条件「すべての求人」に一致する新着求人が3件あります。' });

  const stored = await db().selectFrom('notifications').select(['category_title', 'message', 'event_json']).where('candidate_id', '=', me.id).orderBy('id').execute();
  expect(stored.map((row) => [row.category_title, row.message, JSON.parse(row.event_json as string)])).toEqual([
    ['Welcome', 'Welcome to Northwind Labs careers! Complete your profile to get better job matches.', { type: 'welcome' }],
    ['Offers', 'You have a new job offer for Data Engineer. Review and sign it before it expires.', { type: 'offer_extended', offerId: 42, positionName: 'Data Engineer' }],
    ['Jobs', '3 new jobs match your saved search "All jobs".',
      { type: 'saved_search_matches', search: { query: '', location: '', filters: {} }, count: 3, url: '/careers/search' }],
  ]);
});

test("the interview's day is the reader's: their language, and the zone the browser sends", async () => {
  const me = await newCandidate('zone@example.com');
  await notify(db(), { domain: 'demo.test', candidateId: me.id, event: { type: 'interview_scheduled', positionName: 'Chef', startsAt: '2026-03-05T23:30:00.000Z' } });
  expect((await list(me))[0]).toEqual(['Interviews', 'Your interview for Chef is scheduled for 03/05/2026.']);
  expect((await list(me, { 'accept-language': 'de', 'x-timezone': 'Europe/Berlin' }))[0]).toEqual(['Interviews', 'Ihr Interview für Chef ist für den 06.03.2026 angesetzt.']);
  // A page's own request carries the zone in the careers_tz cookie.
  expect((await list({ ...me, cookie: `${me.cookie}; careers_tz=Asia/Tokyo` }, { 'accept-language': 'es' }))[0]).toEqual([
    'Entrevistas', 'Tu entrevista para Chef está programada para el 06/03/2026.',
  ]);
  expect((await list(me, { 'accept-language': 'ar', 'x-timezone': 'America/New_York' }))[0]).toEqual(['المقابلات', 'موعد مقابلتك لوظيفة Chef محدد في 05\u200f/03\u200f/2026.']);
});

test('a candidate who changes language sees the notifications they already had in the new one', async () => {
  const me = await newCandidate('switch@example.com');
  await notify(db(), { domain: 'demo.test', candidateId: me.id, event: { type: 'form_assigned', formName: 'W-4', url: '/careers/forms/center' } });
  // The browser asks for Spanish; the saved language wins once there is one.
  expect((await list(me, { 'accept-language': 'es' }))[0]).toEqual(['Formularios', 'Tienes un nuevo formulario que completar: W-4.']);
  const saved = await t.app.inject({
    method: 'POST', url: '/api/pcsx/account/language?domain=demo.test', headers: { cookie: me.cookie, 'x-csrf-token': me.csrf }, payload: { language: 'fr' },
  });
  expect(saved.statusCode).toBe(200);
  expect(await list(me, { 'accept-language': 'es' })).toEqual([
    ['Formulaires', 'Nouveau formulaire à remplir : W-4.'],
    ['Bienvenue', 'Bienvenue sur le site carrières de Northwind Labs ! Complétez votre profil pour découvrir des postes qui vous correspondent mieux.'],
  ]);
  // The page's language, which the transport sends on every call (x-locale), is the one the bell shows: a language
  // just chosen in settings, before any reload.
  expect((await list(me, { 'accept-language': 'es', 'x-locale': 'he' }))[0]).toEqual(['טפסים', 'טופס חדש למילוי: W-4.']);
});

test('mark_clicked answers the notification in the reader\'s language', async () => {
  const me = await newCandidate('click@example.com');
  const n = await notify(db(), { domain: 'demo.test', candidateId: me.id, event: { type: 'application_submitted', positionName: 'Chef' } });
  const res = await t.app.inject({
    method: 'POST', url: `/api/pcsx/notifications/${n?.id}/mark_clicked?domain=demo.test`,
    headers: { cookie: me.cookie, 'x-csrf-token': me.csrf, 'accept-language': 'pt-BR' },
  });
  expect(res.json().notification).toMatchObject({
    categoryTitle: 'Candidaturas', message: 'Obrigado por se candidatar à vaga de Chef! Entraremos em contato em breve.', isClicked: true,
  });
});

test('a notification stored before events were (no event_json) keeps its stored text in every language', async () => {
  const me = await newCandidate('before@example.com');
  await db().deleteFrom('notifications').where('candidate_id', '=', me.id).execute();
  await db().insertInto('notifications').values({
    domain: 'demo.test', candidate_id: me.id, category_title: 'Forms', message: 'New form to complete: Onboarding forms.',
    created_at: '2026-02-03T04:05:06.000Z', redirect_url: '/careers/onboarding', notification_type: 'action_required',
  }).execute();
  // And one whose event this version cannot draw: its stored text too.
  await db().insertInto('notifications').values({
    domain: 'demo.test', candidate_id: me.id, category_title: 'Interviews', message: 'Your interview for Chef is scheduled for 03/05/2026.',
    event_json: JSON.stringify({ type: 'interview_scheduled', positionName: 'Chef', startsAt: 'soon' }),
    created_at: '2026-02-02T04:05:06.000Z', redirect_url: '/careers/interviews', notification_type: 'read_only',
  }).execute();
  const stored = [['Forms', 'New form to complete: Onboarding forms.'], ['Interviews', 'Your interview for Chef is scheduled for 03/05/2026.']];
  for (const language of ['en', 'es', 'ar']) expect(await list(me, { 'accept-language': language })).toEqual(stored);
});

test('the data export keeps the stored row and adds the notification as shown, in the language of the page exporting', async () => {
  const me = await newCandidate('export@example.com');
  await db().deleteFrom('notifications').where('candidate_id', '=', me.id).execute();
  await notify(db(), { domain: 'demo.test', candidateId: me.id, event: { type: 'interview_scheduled', positionName: 'Chef', startsAt: '2026-03-05T23:30:00.000Z' } });
  const res = await t.app.inject({ url: '/api/pcsx/account/export?domain=demo.test', headers: { cookie: me.cookie, 'accept-language': 'es', 'x-timezone': 'Europe/Madrid' } });
  expect(res.statusCode).toBe(200);
  expect(res.json().tables.notifications).toEqual([expect.objectContaining({
    category_title: 'Interviews',
    message: 'Your interview for Chef is scheduled for 03/05/2026.',
    event_json: JSON.stringify({ type: 'interview_scheduled', positionName: 'Chef', startsAt: '2026-03-05T23:30:00.000Z' }),
    shown: { categoryTitle: 'Entrevistas', message: 'Tu entrevista para Chef está programada para el 06/03/2026.' },
  })]);
});
