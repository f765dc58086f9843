import { APPLICATION_FORM } from '../db/demo/demoForms';
import { saveForm } from '../services/forms/formStore';
import type { FormDefinition } from '../services/forms/rules';
import { applyTestApp, PNG } from '../testing/applyTestApp';
import { formatMessage } from '@careers/shared/i18n/formatMessage';
import { allLocales } from '@careers/shared/i18n/allLocales';

// Issue 30: a refused application's field messages (the shared form rules, as the server checks them) are in the
// page's language, the very texts the browser's toolkit shows for the same rule there: the locale's `forms.rule.*`
// catalogue texts, formatted. A form author's own message stays as written; an English page's stay as they were.

const apply = applyTestApp();
const { post, freshPosition, upload, validAnswers } = apply;

/** The demo application form with a cover letter of at least 20 characters and a city whose rule has its author's words. */
const FORM: FormDefinition = {
  ...APPLICATION_FORM,
  sections: APPLICATION_FORM.sections.map((section) => ({
    ...section,
    items: section.items.map((item) => {
      if (item.name === 'coverLetter') return { ...item, rules: [{ type: 'minLength', value: 20 }, ...(item.rules ?? [])] };
      if (item.name === 'city') return { ...item, rules: [{ type: 'minLength', value: 3, message: 'Write the city out in full.' }, ...(item.rules ?? [])] };
      return item;
    }),
  })),
};

beforeAll(async () => {
  await saveForm(apply.db(), 'demo.test', FORM);
});

/** A locale's text of a rule (shared/src/i18n/locales/<locale>.ts), formatted as the toolkit formats it (its plurals). */
const catalogueText = (locale: string, key: string, values?: Record<string, string | number>) => {
  const text = allLocales[locale]?.[`forms.rule.${key}`];
  if (text === undefined) throw new Error(`${locale} has no forms.rule.${key}`);
  return formatMessage(text, values, locale);
};

/** An application missing its first name, with a short cover letter and city and a picture for a resume. */
const wrongAnswers = async () =>
  validAnswers(apply.alex, { firstName: '', coverLetter: 'Kurz.', city: 'B', resume: [await upload(apply.alex, 'photo.png', PNG)] });

test("a German page's refused application names each field's problem in German, the toolkit's words; an English page's as before", async () => {
  const { id } = await freshPosition();
  const res = await post('/api/pcsx/apply?hl=de', apply.alex, { pid: id, values: await wrongAnswers(), domain: 'demo.test' });
  expect(res.statusCode).toBe(422);
  const { error } = res.json();
  expect(error.code).toBe('invalid_form');
  expect(error.fields).toEqual({
    firstName: catalogueText('de', 'required', { name: 'First name' }),
    coverLetter: catalogueText('de', 'minLength', { count: 20 }),
    resume: catalogueText('de', 'fileType', { types: '.pdf, .doc, .docx, .txt', files: 'photo.png' }),
    city: 'Write the city out in full.',
  });
  // As de.ts words them today, so a fallback to English cannot pass unseen.
  expect(error.fields.firstName).toBe('First name ist erforderlich');
  expect(error.fields.coverLetter).toBe('Geben Sie mindestens 20 Zeichen ein.');
  expect(error.fields.resume).toBe('Diese Dateien haben keinen zulässigen Dateityp (.pdf, .doc, .docx, .txt): photo.png.');

  // The same answers from an English page: the toolkit's English, as the server always answered.
  const english = await post('/api/pcsx/apply', apply.alex, { pid: id, values: await wrongAnswers(), domain: 'demo.test' });
  expect(english.statusCode).toBe(422);
  expect(english.json().error.fields).toEqual({
    firstName: 'First name is required',
    coverLetter: 'Enter at least 20 characters.',
    resume: 'These files are not of an accepted type (.pdf, .doc, .docx, .txt): photo.png.',
    city: 'Write the city out in full.',
  });
});

test("a Spanish page's (the transport's x-locale) refused application and draft are in Spanish", async () => {
  const { id } = await freshPosition();
  const res = await apply.t.app.inject({
    method: 'POST', url: '/api/pcsx/apply',
    headers: { cookie: apply.alex.cookie, 'x-csrf-token': apply.alex.csrf, 'x-locale': 'es' },
    payload: { pid: id, values: await wrongAnswers(), domain: 'demo.test' },
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().error.fields).toEqual({
    firstName: catalogueText('es', 'required', { name: 'First name' }),
    coverLetter: catalogueText('es', 'minLength', { count: 20 }),
    resume: catalogueText('es', 'fileType', { types: '.pdf, .doc, .docx, .txt', files: 'photo.png' }),
    city: 'Write the city out in full.',
  });
  // A draft is checked only for its files (checkSave): the wrong type, in Spanish too.
  const draft = await post('/api/pcsx/draft_applications?hl=es', apply.alex, { pid: id, values: await wrongAnswers(), domain: 'demo.test' });
  expect(draft.statusCode).toBe(422);
  expect(draft.json().error.fields).toEqual({ resume: catalogueText('es', 'fileType', { types: '.pdf, .doc, .docx, .txt', files: 'photo.png' }) });
});
