import { MESSAGE_LOCALES } from '@careers/shared/i18n/messageLocales';
import { KEPT_AFTER_DELETION } from '../services/account/deletionTexts';
import { serverI18n } from '../i18n/serverI18n';
import { createTestApp, logInAs, signUp as signUpAs, type Browser, type TestApp } from '../testing/testApp';

// Issue 30: the sentences the settings, profile and dashboard answers carry, and their failures, are written in the
// page's language (`?hl=` or the transport's x-locale, else the candidate's saved language, else the company's
// default, else Accept-Language).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;
const call = (who: Browser, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, ...headers }, ...(payload ? { payload } : {}) });

let counter = 0;
const signUp = () => signUpAs(t.app, `texts${++counter}@example.com`);

const ES_KEPT =
  'Las ofertas que firmaste se conservan: los documentos firmados y el registro de cómo se firmaron (cuándo, desde qué dirección y navegador), porque la ley obliga a la empresa a conservar la prueba de un contrato de trabajo. Se conservan sin el nombre, el correo electrónico ni la contraseña de tu cuenta. Todo lo demás se elimina.';

describe('settings', () => {
  test('what a deletion keeps and the word to type: English by default, Spanish with ?hl=es, German once saved', async () => {
    const me = await signUp();
    const english = (await call(me, 'GET', '/api/pcsx/account/settings')).json().data;
    expect(english).toMatchObject({ keptAfterDeletion: KEPT_AFTER_DELETION, deleteConfirmation: 'DELETE' });
    expect(KEPT_AFTER_DELETION).toBe(
      'Offers you signed are kept: the signed documents and the record of how they were signed (when, from which address and browser), because the law requires the company to keep the evidence of an employment contract. They are kept without your name, e-mail or password in your account. Everything else is deleted.',
    );
    expect((await call(me, 'GET', '/api/pcsx/account/settings?hl=es')).json().data).toMatchObject({ keptAfterDeletion: ES_KEPT, deleteConfirmation: 'ELIMINAR' });

    expect((await call(me, 'POST', '/api/pcsx/account/language', { language: 'de' })).statusCode).toBe(200);
    const german = (await call(me, 'GET', '/api/pcsx/account/settings')).json().data;
    expect(german.deleteConfirmation).toBe('LÖSCHEN');
    expect(german.keptAfterDeletion).toMatch(/^Von Ihnen unterschriebene Angebote werden aufbewahrt: .* Alles andere wird gelöscht\.$/);
    // The page's language, which the browser's transport sends on every call (x-locale), wins over the saved one.
    expect((await call(me, 'GET', '/api/pcsx/account/settings', undefined, { 'x-locale': 'pt-BR' })).json().data.deleteConfirmation).toBe('EXCLUIR');
    // ?hl= is for one page and wins over the saved language.
    expect((await call(me, 'GET', '/api/pcsx/account/settings?hl=ar')).json().data.deleteConfirmation).toBe('حذف');
  });

  test("a refused change says why in the page's language, the field's message too", async () => {
    const me = await signUp();
    const missing = await call(me, 'POST', '/api/pcsx/account/profile?hl=es', { email: 'new@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual({ code: 'password_required', message: 'Introduce tu contraseña actual.', fields: { currentPassword: 'Introduce tu contraseña actual.' } });

    const wrong = await call(me, 'POST', '/api/pcsx/account/profile?hl=de', { email: 'new@example.com', currentPassword: 'guess-guess-1' });
    expect(wrong.json().error).toEqual({
      code: 'wrong_password',
      message: 'Ihr aktuelles Passwort ist nicht korrekt. Es wurde nichts geändert.',
      fields: { currentPassword: 'Ihr aktuelles Passwort ist nicht korrekt. Es wurde nichts geändert.' },
    });

    const taken = await call(me, 'POST', '/api/pcsx/account/profile?hl=fr', { email: 'alex@demo.test', currentPassword: 'plum-kettle-42' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: 'Un compte existe déjà avec cette adresse e-mail.' });

    const names = await call(me, 'POST', '/api/pcsx/account/profile?hl=ar', { firstName: 'x'.repeat(101), lastName: '', email: 'not-an-address' });
    expect(names.statusCode).toBe(422);
    expect(names.json().error.fields).toEqual({
      firstName: 'استخدم 100 حرف على الأكثر لاسمك الأول.',
      lastName: 'أدخل اسم العائلة.',
      email: 'أدخل بريدًا إلكترونيًا صحيحًا.',
    });
    expect(names.json().error.message).toBe('استخدم 100 حرف على الأكثر لاسمك الأول.');

    const short = await call(me, 'POST', '/api/pcsx/account/password?hl=ar', { currentPassword: 'plum-kettle-42', newPassword: 'short' });
    expect(short.json().error.fields).toEqual({ newPassword: 'استخدم 8 أحرف على الأقل لكلمة المرور.' });
    const language = await call(me, 'POST', '/api/pcsx/account/language?hl=es', { language: 'xx' });
    expect(language.json().error.fields).toEqual({ language: `Elige uno de estos: ${MESSAGE_LOCALES.join(', ')}.` });
    const category = await call(me, 'POST', '/api/pcsx/account/notifications', { preferences: { weather: true } }, { 'x-locale': 'pt-BR' });
    expect(category.json().error.message).toBe('Categoria de notificações desconhecida: weather.');
  });

  test("the candidate's saved language writes the failures without ?hl=; English stays as it was", async () => {
    const me = await signUp();
    const english = await call(me, 'POST', '/api/pcsx/account/password', { currentPassword: 'plum-kettle-42', newPassword: 'aaaaaaaa' });
    expect(english.json().error.fields).toEqual({ newPassword: 'This password repeats a single character. Choose one that is harder to guess.' });
    await call(me, 'POST', '/api/pcsx/account/language', { language: 'ja' });
    const japanese = await call(me, 'POST', '/api/pcsx/account/password', { currentPassword: 'plum-kettle-42', newPassword: 'aaaaaaaa' });
    expect(japanese.json().error.fields).toEqual({ newPassword: 'このパスワードは同じ文字の繰り返しです。推測されにくいパスワードを選んでください。' });
  });

  test("the deletion takes the word the page showed in its language (or English's) and answers what is kept in it", async () => {
    const me = await signUp();
    const wrongWord = await call(me, 'POST', '/api/pcsx/account/delete?hl=es', { password: 'plum-kettle-42', confirmation: 'BORRAR' });
    expect(wrongWord.statusCode).toBe(400);
    expect(wrongWord.json().error).toEqual({ code: 'confirmation_required', message: 'Escribe ELIMINAR para confirmar.', fields: { confirmation: 'Escribe ELIMINAR para confirmar.' } });
    const german = await call(me, 'POST', '/api/pcsx/account/delete?hl=de', { password: 'plum-kettle-42', confirmation: 'delete' });
    expect(german.json().error.message).toBe('Geben Sie zur Bestätigung LÖSCHEN ein.');

    const done = await call(me, 'POST', '/api/pcsx/account/delete?hl=es', { password: 'plum-kettle-42', confirmation: ' ELIMINAR ' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true, keptSignedOffers: 0, kept: ES_KEPT });
    expect(await db().selectFrom('candidates').select('id').where('email', '=', me.email).executeTakeFirst()).toBeUndefined();

    // A page drawn in English before the candidate switched: 'DELETE' still works on a Hebrew request.
    const other = await signUp();
    const hebrew = await call(other, 'POST', '/api/pcsx/account/delete?hl=he', { password: 'plum-kettle-42', confirmation: 'DELETE' });
    expect(hebrew.json().kept).toMatch(/^הצעות עבודה שחתמת עליהן נשמרות: .* כל השאר נמחק\.$/);
  });

  test('the wait after wrong passwords has every Arabic plural form, and English says 1 second and 2 seconds as before', () => {
    const ar = serverI18n('ar');
    expect([0, 1, 2, 3, 11, 100].map((seconds) => ar.t('server.account.tooManyPasswords', { seconds }))).toEqual([
      'عدد كبير جدًا من كلمات المرور الخاطئة. حاول مرة أخرى بعد 0 ثانية.',
      'عدد كبير جدًا من كلمات المرور الخاطئة. حاول مرة أخرى بعد ثانية واحدة.',
      'عدد كبير جدًا من كلمات المرور الخاطئة. حاول مرة أخرى بعد ثانيتين.',
      'عدد كبير جدًا من كلمات المرور الخاطئة. حاول مرة أخرى بعد 3 ثوانٍ.',
      'عدد كبير جدًا من كلمات المرور الخاطئة. حاول مرة أخرى بعد 11 ثانية.',
      'عدد كبير جدًا من كلمات المرور الخاطئة. حاول مرة أخرى بعد 100 ثانية.',
    ]);
    const en = serverI18n('en');
    expect([1, 2].map((seconds) => en.t('server.account.tooManyPasswords', { seconds }))).toEqual([
      'Too many wrong passwords. Try again in 1 second.',
      'Too many wrong passwords. Try again in 2 seconds.',
    ]);
    expect(serverI18n('es').t('server.account.tooManyPasswords', { seconds: 1 })).toBe('Demasiadas contraseñas incorrectas. Vuelve a intentarlo en 1 segundo.');
  });
});

describe('profile analysis and dashboard', () => {
  test("what is missing from a profile, and why, in the page's language", async () => {
    const me = await signUp();
    const missing = (lang: string) =>
      call(me, 'GET', `/api/pcsx/profile_analysis?domain=demo.test${lang}`).then((res) => res.json().data.missing as Array<{ section: string; label: string; why: string }>);
    const english = await missing('');
    expect(english.find((m) => m.section === 'skills')).toEqual({
      section: 'skills', label: 'Add your skills', why: 'Job pages compare your skills with the skills each role asks for; without them every match score stays at 0%.',
    });
    const spanish = await missing('&hl=es');
    expect(spanish.map((m) => m.section)).toEqual(english.map((m) => m.section));
    expect(spanish.find((m) => m.section === 'skills')).toEqual({
      section: 'skills', label: 'Añade tus habilidades',
      why: 'Las páginas de empleo comparan tus habilidades con las que pide cada puesto; sin ellas, toda coincidencia se queda en el 0 %.',
    });
    expect((await missing('&hl=ar')).find((m) => m.section === 'resume')).toEqual({
      section: 'resume', label: 'ارفع سيرتك الذاتية', why: 'قراءة سيرتك الذاتية تقترح لملفك الشخصي مهارات ومسميات وظيفية وسنوات خبرة في خطوة واحدة.',
    });
  });

  test("a refused profile edit names each field's problem in the page's language", async () => {
    const me = await signUp();
    const edit = (lang: string, op_section: string, operation: string, op_data: object) =>
      call(me, 'POST', `/api/pcsx/profile_edit?hl=${lang}`, { op_section, operation, op_data }).then((res) => res.json().error);
    const entry = { title: '', company: 'x'.repeat(201), startDate: '2024-05', endDate: '2023-01' };
    expect((await edit('es', 'experience', 'add', { value: entry })).fields).toEqual({
      title: 'Introduce el puesto.',
      company: 'Usa como máximo 200 caracteres para la empresa.',
      endDate: 'La fecha de fin no puede ser anterior a la de inicio.',
    });
    expect((await edit('de', 'education', 'add', { value: { school: 'Uni', degree: '', startDate: 'May 2020' } })).fields).toEqual({
      degree: 'Geben Sie den Abschluss ein.',
      startDate: 'Geben Sie das Anfangsdatum als JJJJ-MM oder JJJJ ein.',
    });
    expect((await edit('ar', 'skills', 'remove', { value: 'Cobol' })).message).toBe('هذه المهارة ليست في ملفك الشخصي.');
    expect((await edit('he', 'experience_years', 'add', { value: 'many' })).message).toBe('יש להזין את שנות הניסיון כמספר שלם מ־0 עד 70.');
    // English as before.
    expect((await edit('en', 'experience', 'add', { value: entry })).fields).toEqual({
      title: 'Enter the job title.', company: 'Use at most 200 characters for the company.', endDate: 'The end date must not be before the start date.',
    });
  });

  test("an application's next step in the page's language", async () => {
    const alex = await logInAs(t.app, 'alex@demo.test');
    const list = (lang: string) => call(alex, 'GET', `/api/pcsx/dashboard/applications?domain=demo.test${lang}`).then((res) => res.json().data);
    const steps = (data: { applications: Array<{ next_step: string | null }> }) => data.applications.map((a) => a.next_step);
    expect(steps(await list('&hl=de'))).toEqual([
      'Das Recruiting-Team prüft Ihre Bewerbung. Sie hören in jedem Fall von uns.',
      'Wenn Ihre Erfahrung zur Stelle passt, lädt Sie das Team zu einem Vorstellungsgespräch ein.',
      'Nach Ihren Gesprächen entscheidet das Team und teilt Ihnen das Ergebnis mit.',
      'Nach Ihren Gesprächen entscheidet das Team und teilt Ihnen das Ergebnis mit.',
      'Prüfen Sie Ihr Angebot und nehmen Sie es auf der Angebotsseite an oder lehnen Sie es ab.',
      'Prüfen Sie Ihr Angebot und nehmen Sie es auf der Angebotsseite an oder lehnen Sie es ab.',
    ]);
    expect(steps(await list(''))[0]).toBe('The recruiting team reviews your application. You hear from us either way.');
    expect(steps(await list('&hl=es'))[1]).toBe('Si tu experiencia encaja con el puesto, el equipo te invitará a una entrevista.');
    // The stages the product writes itself are the page's language's; a company's own stage stays as it named it.
    const spanish = await list('&hl=es');
    expect(spanish.applications[0].stage).toBe('Candidatura recibida');
    expect(spanish.applications[2].stage).toBe('Technical interview');
    const withdrawn = spanish.inactiveApplications.find((a: { status: string }) => a.status === 'Withdrawn');
    expect(withdrawn.stage).toBe('Retirada por ti');
    expect(withdrawn.timeline.map((s: { stage: string }) => s.stage)).toEqual(['Candidatura recibida', 'Retirada por ti']);
    // Accept-Language counts for a candidate without a saved language (the company has no default).
    const byBrowser = await call(alex, 'GET', '/api/pcsx/dashboard/applications?domain=demo.test', undefined, { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(byBrowser.json().data.applications[0].next_step).toBe('L’équipe de recrutement examine votre candidature. Vous aurez de nos nouvelles dans tous les cas.');
  });
});
