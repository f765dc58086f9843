import { allLocales } from '@careers/shared/i18n/allLocales';
import { formatMessage } from '@careers/shared/i18n/formatMessage';
import { validateForm } from '../services/forms/rules';
import { createTestApp, logInAs, type Browser, type TestApp } from '../testing/testApp';

// Issue 30: a form of the forms center refused by the server names its fields' problems in the page's language, as
// the toolkit did in the browser (the same rules with the page's locale); a form author's own message as written.

let t: TestApp;
let sam: Browser;

beforeAll(async () => {
  t = await createTestApp();
  sam = await logInAs(t.app, 'sam@demo.test');
});
afterAll(async () => {
  await t.close();
});

const spanish = (key: string, values?: Record<string, string | number>) => formatMessage(allLocales.es?.[`forms.rule.${key}`] ?? `no forms.rule.${key}`, values, 'es');

test("a Spanish page's refused form answers with the toolkit's Spanish, its author's own message as written", async () => {
  const answers = { legalFirstName: 'Sam', workEmail: 'sam@', phone: { callingCode: '+1', number: '12', country: 'CA' }, iban: 'nope' };
  const res = await t.app.inject({
    method: 'POST', url: '/api/pcsx/forms/employee-information/submit?hl=es',
    headers: { cookie: sam.cookie, 'x-csrf-token': sam.csrf }, payload: { values: answers, domain: 'demo.test' },
  });
  expect(res.statusCode).toBe(422);
  const { error } = res.json();
  expect(error.code).toBe('invalid_form');
  expect(error.fields).toMatchObject({
    legalLastName: spanish('required', { name: 'Legal last name' }),
    workEmail: spanish('email'),
    phone: spanish('phoneWithCountry'),
    iban: 'Enter an IBAN like DE89 3704 0044 0532 0130 00.',
    confirmAccurate: spanish('requiredLong'),
  });
  expect(error.fields.legalLastName).toBe('Legal last name es obligatorio');
  // Exactly what the toolkit computes in a Spanish page with the same definition.
  const form = (await t.app.inject({ url: '/api/pcsx/forms/employee-information', headers: { cookie: sam.cookie } })).json().data.form;
  expect(error.fields).toEqual(validateForm(form, answers, { locale: 'es' }));
});
