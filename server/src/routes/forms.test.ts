import { ONBOARDING_FORM, TALENT_NETWORK_FORM } from '../db/demo/demoForms';
import { validateForm } from '../services/forms/rules';
import { count, createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';
import { uploadedAnswer, type FileAnswer } from '../testing/uploadFile';

let t: TestApp;
let alex: Browser;
let sam: Browser;

beforeAll(async () => {
  t = await createTestApp();
  alex = await logInAs(t.app, 'alex@demo.test');
  sam = await logInAs(t.app, 'sam@demo.test');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;
const get = (url: string, who: Browser | null) => t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const post = (url: string, who: Browser, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });
const responseRow = (email: string, formId: string) =>
  db()
    .selectFrom('form_responses as r')
    .innerJoin('candidates as c', 'c.id', 'r.candidate_id')
    .select(['r.status', 'r.values_json'])
    .where('c.email', '=', email)
    .where('r.form_id', '=', formId)
    .executeTakeFirst();

const ID_PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
/** Uploads a file as `who`; the answer entry refers to it by id. */
const upload = (who: Browser, name: string, bytes: Buffer) => uploadedAnswer(t.app, who, name, bytes, { uid: `u-${name}`, lastModified: 1 });

/** Every required answer of the onboarding form (tax country US, so the SSN shows), with the photo ID uploaded before. */
const onboardingAnswers = (photoId: FileAnswer) => ({
  personalEmail: 'sam.chen@example.com',
  mobilePhone: { callingCode: '+1', number: '4165550123', country: 'CA' },
  dateOfBirth: '1990-05-17',
  homeCountry: 'CA',
  homeRegion: 'ON',
  taxCountry: 'US',
  ssn: '123-45-6789',
  equipment: ['laptop', 'headset'],
  skills: ['TypeScript', 'SQL'],
  'education[0].school': 'University of Toronto',
  'education[0].period': { startDate: '09/2008', endDate: '06/2012', isCurrent: false },
  photoId: [photoId],
  hiringExperience: 5,
  confirmAccurate: true,
});

describe('GET /api/pcsx/forms_list', () => {
  test('Alex\'s forms: one open, one in progress, one completed, with the tabs and their counts', async () => {
    const res = await get('/api/pcsx/forms_list?domain=demo.test&include_tab_list=true', alex);
    expect(res.statusCode).toBe(200);
    const { tabs, forms } = res.json().data;
    expect(tabs).toEqual([
      { id: 'all', label: 'All', count: 3 },
      { id: 'open', label: 'To do', count: 1 },
      { id: 'in_progress', label: 'In progress', count: 1 },
      { id: 'completed', label: 'Completed', count: 1 },
    ]);
    expect(forms.map((f: { title: string; status: string }) => [f.title, f.status])).toEqual([
      ['Employee information', 'in_progress'],
      ['New hire onboarding', 'open'],
      ['Background check authorization', 'completed'],
    ]);
    expect(forms[0]).toEqual({
      id: 'employee-information', title: 'Employee information', kind: 'onboarding', status: 'in_progress',
      updated_at: expect.any(String), due_at: expect.any(String), url: '/careers/forms?form_id=employee-information',
    });
  });

  test('tab_id narrows the list; without include_tab_list there are no tabs', async () => {
    const res = await get('/api/pcsx/forms_list?domain=demo.test&tab_id=completed', alex);
    expect(res.json().data).toEqual({ forms: [expect.objectContaining({ id: 'background-check', status: 'completed' })] });
    expect((await get('/api/pcsx/forms_list?tab_id=nope', alex)).statusCode).toBe(400);
  });

  test('login required', async () => {
    const res = await get('/api/pcsx/forms_list', null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Session timed out.');
  });
});

describe('GET /api/pcsx/forms/:formId', () => {
  test('an assigned form with the candidate\'s answers and status', async () => {
    const res = await get('/api/pcsx/forms/employee-information?domain=demo.test', alex);
    expect(res.statusCode).toBe(200);
    const { form, values, status } = res.json().data;
    expect(form).toMatchObject({ id: 'employee-information', layout: 'stepper', title: 'Employee information' });
    expect(status).toBe('in_progress');
    expect(values).toMatchObject({ legalFirstName: 'Alex', city: 'Berlin', country: 'DE' });
  });

  test('a form assigned to someone else is not found; a visitor is asked to log in; public forms are open to all', async () => {
    expect((await get('/api/pcsx/forms/background-check', sam)).json()).toEqual({ error: { code: 'not_found', message: 'Form not found.' } });
    expect((await get('/api/pcsx/forms/no-such-form', alex)).statusCode).toBe(404);
    expect((await get('/api/pcsx/forms/background-check', null)).statusCode).toBe(401);
    const open = await get('/api/pcsx/forms/talent-network?domain=demo.test', null);
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toEqual({ form: TALENT_NETWORK_FORM, values: {}, status: 'open' });
  });
});

describe('save and submit', () => {
  test('an invalid submission answers 422 with the shared rules\' messages and stores nothing', async () => {
    const before = await responseRow('sam@demo.test', 'employee-information');
    const answers = { legalFirstName: 'Sam', workEmail: 'sam@', phone: { callingCode: '+1', number: '12', country: 'CA' }, iban: 'nope' };
    const res = await post('/api/pcsx/forms/employee-information/submit', sam, { values: answers, domain: 'demo.test' });
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('invalid_form');
    expect(error.message).toBe('Please fix the highlighted fields.');
    expect(error.fields).toMatchObject({
      legalLastName: 'Legal last name is required',
      workEmail: 'Email is invalid. Use the format "name@example.com".',
      phone: 'Enter a valid phone number and country code.',
      iban: 'Enter an IBAN like DE89 3704 0044 0532 0130 00.',
      confirmAccurate: 'This field is required',
    });
    // Exactly what the toolkit computes in the browser with the same definition.
    const form = (await get('/api/pcsx/forms/employee-information', sam)).json().data.form;
    expect(error.fields).toEqual(validateForm(form, answers));
    expect(await responseRow('sam@demo.test', 'employee-information')).toEqual(before);
  });

  test('save keeps incomplete answers (in progress); submit stores them (completed); a second submit is refused', async () => {
    const saved = await post('/api/pcsx/forms/new-hire-onboarding/save', sam, { values: { personalEmail: 'sam@', shirtSize: 'M' }, domain: 'demo.test' });
    // Not assigned to Sam and not public.
    expect(saved.statusCode).toBe(404);

    const draft = await post('/api/pcsx/forms/tax-information/save', sam, { values: { ssn: '123', dependents: 2 }, domain: 'demo.test' });
    expect(draft.json()).toEqual({ ok: true, status: 'in_progress' });
    expect(await responseRow('sam@demo.test', 'tax-information')).toEqual({ status: 'in_progress', values_json: JSON.stringify({ ssn: '123', dependents: 2 }) });

    const answers = { ssn: '123-45-6789', filingStatus: 'single', dependents: 2, certify: true, notAQuestion: 'dropped' };
    const done = await post('/api/pcsx/forms/tax-information/submit', sam, { values: answers, domain: 'demo.test' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true, status: 'completed' });
    const row = await responseRow('sam@demo.test', 'tax-information');
    expect(row?.status).toBe('completed');
    expect(JSON.parse(row?.values_json ?? '')).toEqual({ ssn: '123-45-6789', filingStatus: 'single', dependents: 2, certify: true });

    for (const action of ['submit', 'save']) {
      const again = await post(`/api/pcsx/forms/tax-information/${action}`, sam, { values: answers, domain: 'demo.test' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This form has already been submitted.');
    }
  });

  test('the onboarding form with every question type is accepted when complete; its file is stored by id', async () => {
    // Give Sam the onboarding form the way the company would.
    const samRow = await db().selectFrom('candidates').select('id').where('email', '=', 'sam@demo.test').executeTakeFirstOrThrow();
    await db()
      .insertInto('form_responses')
      .values({ domain: 'demo.test', form_id: 'new-hire-onboarding', candidate_id: samRow.id, status: 'open', values_json: '{}', created_at: '2026-01-01', updated_at: '2026-01-01' })
      .execute();
    const files = await count(t.app, 'form_files');
    const types = new Set(ONBOARDING_FORM.sections.flatMap((s) => s.items.flatMap((i) => [i.type, ...(i.items ?? []).map((f) => f.type)])));
    expect(types.size).toBe(23);

    const photoId = await upload(sam, 'id.pdf', ID_PDF);
    expect(await count(t.app, 'form_files')).toBe(files + 1);
    // The entry's claims (a name, a size, a type) are replaced by what the upload stored.
    const claimed = { ...photoId, name: 'passport.pdf', size: 1, type: 'image/png' };
    const res = await post('/api/pcsx/forms/new-hire-onboarding/submit', sam, { values: onboardingAnswers(claimed), domain: 'demo.test' });
    expect(res.json()).toEqual({ ok: true, status: 'completed' });
    expect(await count(t.app, 'form_files')).toBe(files + 1);
    expect((await db().selectFrom('form_files').select('attached_at').where('id', '=', photoId.fileId).executeTakeFirst())?.attached_at).toEqual(expect.any(String));
    const stored = JSON.parse((await responseRow('sam@demo.test', 'new-hire-onboarding'))?.values_json ?? '{}');
    expect(stored.photoId).toEqual([{ uid: 'u-id.pdf', name: 'id.pdf', size: 15, type: 'application/pdf', lastModified: 1, webkitRelativePath: '', status: 'done', fileId: photoId.fileId }]);
    // Hidden questions keep no answer: the SIN only shows for Canada.
    expect(stored).not.toHaveProperty('sin');

    const view = (await get('/api/pcsx/forms/new-hire-onboarding', sam)).json().data;
    expect(view.status).toBe('completed');
    const download = await get(view.values.photoId[0].previewUrl, sam);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.body).toBe('%PDF-1.7\n%%EOF\n');
    expect(download.headers['content-disposition']).toBe(`inline; filename="id.pdf"; filename*=UTF-8''id.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toMatch(/^sandbox/);
    expect((await get(view.values.photoId[0].previewUrl, alex)).statusCode).toBe(404);
  });

  test('a region must belong to the chosen country (server-made option list)', async () => {
    const answers = {
      legalFirstName: 'Alex', legalLastName: 'Rivera', workEmail: 'alex@demo.test', phone: { callingCode: '+49', number: '15123456789', country: 'DE' },
      street: 'Friedrichstraße 68', postalCode: '10117', city: 'Berlin', country: 'DE', region: 'ON',
      emergencyName: 'Sam Rivera', emergencyRelationship: 'sibling', emergencyPhone: { callingCode: '+49', number: '15123456780', country: 'DE' },
      accountHolder: 'Alex Rivera', iban: 'DE89 3704 0044 0532 0130 00', confirmAccurate: true,
    };
    const res = await post('/api/pcsx/forms/employee-information/submit', alex, { values: answers, domain: 'demo.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ region: 'Enter a valid value.' });
    expect((await responseRow('alex@demo.test', 'employee-information'))?.status).toBe('in_progress');
  });

  test('a visitor can submit a public form (stored without a candidate) but no other', async () => {
    const visitor = await visit(t.app);
    const before = await count(t.app, 'form_responses');
    const values = { firstName: 'Robin', lastName: 'Park', email: 'robin@example.com', country: 'NL', interests: ['Data'], consent: true };
    const res = await post('/api/pcsx/forms/talent-network/submit', visitor, { values, domain: 'demo.test' });
    expect(res.json()).toEqual({ ok: true, status: 'completed' });
    expect(await count(t.app, 'form_responses')).toBe(before + 1);
    expect((await post('/api/pcsx/forms/tax-information/submit', visitor, { values, domain: 'demo.test' })).statusCode).toBe(401);
    expect((await post('/api/pcsx/forms/talent-network/save', visitor, { values, domain: 'demo.test' })).statusCode).toBe(401);
  });

  test('bad requests are 400s naming the field; a missing CSRF token writes nothing', async () => {
    const noValues = await post('/api/pcsx/forms/tax-information/submit', alex, { domain: 'demo.test' });
    expect(noValues.json().error).toEqual({ code: 'invalid_request', message: 'The field "values" is required.' });
    const deep = await post('/api/pcsx/forms/employee-information/save', alex, { values: { street: 'x'.repeat(20_001) } });
    expect(deep.statusCode).toBe(400);
    expect((await post('/api/pcsx/forms/bad%20id/save', alex, { values: {} })).statusCode).toBe(400);
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/pcsx/forms/employee-information/save', headers: { cookie: alex.cookie }, payload: { values: {} } });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('GET /api/pcsx/form_options/:list', () => {
  test('regions of a country, none for a country without a list, 404 for an unknown list', async () => {
    const ca = await get('/api/pcsx/form_options/regions?parent=CA&domain=demo.test', null);
    expect(ca.statusCode).toBe(200);
    expect(ca.json().data.options).toContainEqual({ label: 'Ontario', value: 'ON' });
    expect(ca.json().data.options).toHaveLength(13);
    expect((await get('/api/pcsx/form_options/regions?parent=JP', null)).json()).toEqual({ data: { options: [] } });
    expect((await get('/api/pcsx/form_options/countries', null)).json().data.options).toContainEqual({ label: 'Germany', value: 'DE' });
    expect((await get('/api/pcsx/form_options/planets', null)).statusCode).toBe(404);
  });
});

describe('file limits, end to end (default UPLOAD_* settings)', () => {
  const MiB = 1024 * 1024;
  /** A PDF of exactly `size` bytes (the content check reads its magic and its end). */
  const pdfOf = (size: number) => {
    const head = Buffer.from('%PDF-1.7\n%');
    const tail = Buffer.from('\n%%EOF\n');
    return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x41), tail]);
  };

  test('onboarding takes the largest files it allows (a 5 MB photo ID, 8 MB of certificates): Save draft and Submit; one byte more is refused naming the question and the limit', async () => {
    const photoId = await upload(alex, 'passport.pdf', pdfOf(5 * MiB));
    const certificates = [await upload(alex, 'degree.pdf', pdfOf(5 * MiB)), await upload(alex, 'first-aid.pdf', pdfOf(3 * MiB))];
    const values = { ...onboardingAnswers(photoId), certificates };
    const saved = await post('/api/pcsx/forms/new-hire-onboarding/save', alex, { values, domain: 'demo.test' });
    expect(saved.statusCode).toBe(200);
    const draft = (await get('/api/pcsx/forms/new-hire-onboarding?domain=demo.test', alex)).json().data;
    expect(draft.values.certificates.map((file: FileAnswer) => file.size)).toEqual([5 * MiB, 3 * MiB]);

    // One byte over each limit: the answer names the question, the message the limit and the file.
    const tooBig = await upload(alex, 'passport-large.pdf', pdfOf(5 * MiB + 1));
    const third = await upload(alex, 'course.pdf', pdfOf(1024));
    const over = await post('/api/pcsx/forms/new-hire-onboarding/submit', alex, {
      values: { ...values, photoId: [tooBig], certificates: [...certificates, third] },
      domain: 'demo.test',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields).toEqual({
      photoId: 'These files are larger than 5 MB: passport-large.pdf.',
      certificates: 'The files together are larger than 8 MB.',
    });

    const submitted = await post('/api/pcsx/forms/new-hire-onboarding/submit', alex, { values, domain: 'demo.test' });
    expect(submitted.json()).toEqual({ ok: true, status: 'completed' });
    const stored = JSON.parse((await responseRow('alex@demo.test', 'new-hire-onboarding'))?.values_json ?? '{}');
    expect([stored.photoId[0].size, ...stored.certificates.map((file: FileAnswer) => file.size)]).toEqual([5 * MiB, 5 * MiB, 3 * MiB]);
  });
});
