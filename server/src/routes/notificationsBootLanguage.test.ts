import { createTestApp, logInAs, type TestApp } from '../testing/testApp';

// Issue 30: a widget embedded on another site (the bell, the offers widget) speaks the language the careers site
// shows the visitor. The widgets' boot call says which: the candidate's saved language, else the company's default,
// else the browser's, among the company's languages. The widget's own x-locale (its guess from the browser) is not it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bootLanguage = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/pcsx/notifications_boot_data?domain=demo.test', headers })).json().language;

test("a visitor's boot data names their browser's language, not the widget's guess; English without one the company offers", async () => {
  expect(await bootLanguage({ 'accept-language': 'ar-EG,ar;q=0.9' })).toBe('ar');
  expect(await bootLanguage({ 'accept-language': 'pt-BR', 'x-locale': 'de' })).toBe('pt-BR');
  expect(await bootLanguage({ 'accept-language': 'sw' })).toBe('en');
});

test("a candidate's saved language wins over their browser's", async () => {
  await t.app.careers.db.updateTable('candidates').set({ language: 'he' }).where('domain', '=', 'demo.test').where('email', '=', 'alex@demo.test').execute();
  const alex = await logInAs(t.app, 'alex@demo.test');
  expect(await bootLanguage({ cookie: alex.cookie, 'accept-language': 'es', 'x-locale': 'es' })).toBe('he');
});
