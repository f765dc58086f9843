import { APPLICATION_FORM, DEMO_FORMS } from '../db/demo/demoForms';
import { assignForm } from '../services/forms/formResponses';
import type { FormDefinition, FormItem } from '../services/forms/rules';
import { count, createTestApp, sessionCookie, visit, type Browser, type TestApp } from '../testing/testApp';

// Hand-made requests to every route that takes form answers (apply, draft applications, form save and
// submit): whatever a value is, the answer is a 400 naming the field or the form's own 422, never a 500,
// and a list too long to be real is refused before any work is done on it.

let t: TestApp;
let visitor: Browser;
let kim: Browser;

const db = () => t.app.careers.db;

beforeAll(async () => {
  // The per-IP limits would stop the fuzzing long before it ends; they have tests of their own.
  t = await createTestApp({ RATE_LIMIT_MAX: '10000000', FORM_SUBMIT_RATE_LIMIT_MAX: '10000000' });
  visitor = await visit(t.app);
  const from = await visit(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/candidate/signup',
    headers: { cookie: from.cookie, 'x-csrf-token': from.csrf },
    payload: { email: 'kim.hostile@example.com', password: 'plum-kettle-42', firstName: 'Kim', lastName: 'Lee' },
  });
  kim = { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
  const kimRow = await db().selectFrom('candidates').select('id').where('email', '=', 'kim.hostile@example.com').executeTakeFirstOrThrow();
  for (const { definition } of DEMO_FORMS) await assignForm(db(), 'demo.test', kimRow.id, definition.id);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, who: Browser, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });
const livePosition = async () => {
  const row = await db()
    .selectFrom('positions')
    .select('id')
    .where('domain', '=', 'demo.test')
    .where('archived_at', 'is', null)
    .where('id', 'not in', (eb) => eb.selectFrom('applications').select('position_id'))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
};

/** 25 values no toolkit sends: objects that break String() and Number(), wrong types, odd shapes. */
const HOSTILE: readonly unknown[] = [
  { toString: 1 },
  { valueOf: 1, toString: 1 },
  { toString: { x: 1 } },
  {},
  [],
  [[]],
  [{}],
  [{ toString: 1 }],
  [null],
  [1, 2, 3],
  true,
  0,
  -1e308,
  '',
  'x'.repeat(20_001),
  '\u0000\u202e<script>',
  { number: { toString: 1 }, callingCode: [], country: {} },
  { startDate: { toString: 1 }, endDate: [], isCurrent: 'yes' },
  { signed: 'yes', signedAt: { toString: 1 } },
  [{ fileId: { toString: 1 }, name: 'a.pdf', size: 1 }],
  [{ fileId: '1e3', name: 'a.pdf', size: 1 }],
  [{ content: { a: 1 }, name: 'x.pdf', size: 1 }],
  [{ name: { toString: 1 }, size: 'big', lastModified: {} }],
  [[[[[[1]]]]]],
  'NaN',
];

/** Every answer key of a form: its questions, and each dynamic list's fields in both shapes the server reads. */
function answerKeys(def: FormDefinition): Array<{ item: FormItem; values: (value: unknown) => Record<string, unknown> }> {
  const out: Array<{ item: FormItem; values: (value: unknown) => Record<string, unknown> }> = [];
  for (const item of def.sections.flatMap((s) => s.items)) {
    out.push({ item, values: (value) => ({ [item.name]: value }) });
    for (const field of item.items ?? []) {
      out.push({ item: field, values: (value) => ({ [`${item.name}[0].${field.name}`]: value }) });
      out.push({ item: field, values: (value) => ({ [item.name]: [{ [field.name]: value }] }) });
    }
  }
  return out;
}

test('25 hostile values × every question of the demo forms × the 4 routes: never a 500', async () => {
  const pid = await livePosition();
  const routes: Array<{ name: string; forms: FormDefinition[]; send: (values: Record<string, unknown>, def: FormDefinition) => ReturnType<typeof post> }> = [
    { name: 'apply', forms: [APPLICATION_FORM], send: (values) => post('/api/pcsx/apply', visitor, { pid, values, domain: 'demo.test' }) },
    { name: 'draft', forms: [APPLICATION_FORM], send: (values) => post('/api/pcsx/draft_applications', kim, { pid, values, domain: 'demo.test' }) },
    ...(['save', 'submit'] as const).map((action) => ({
      name: action,
      forms: DEMO_FORMS.map((f) => f.definition).filter((d) => d.kind !== 'application'),
      send: (values: Record<string, unknown>, def: FormDefinition) => post(`/api/pcsx/forms/${def.id}/${action}`, kim, { values, domain: 'demo.test' }),
    })),
  ];
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (const route of routes) {
    for (const def of route.forms) {
      for (const { item, values } of answerKeys(def)) {
        for (const [n, value] of HOSTILE.entries()) {
          const body = values(value);
          const res = await route.send(body, def);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const error = res.statusCode >= 400 ? res.json().error : null;
          const fine =
            (res.statusCode === 200 && route.name !== 'apply' && route.name !== 'submit') ||
            (res.statusCode === 400 && error.code === 'invalid_request' && /^The field "values/.test(error.message)) ||
            (res.statusCode === 422 && error.code === 'invalid_form');
          if (!fine) failures.push(`${route.name} ${def.id} ${item.name} (${item.type}) hostile #${n} ${JSON.stringify(body).slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
  // Nothing a visitor sent was stored as an application.
  const byCandidates = await db().selectFrom('application_submissions').select('id').where('candidate_id', 'is not', null).execute();
  expect(await count(t.app, 'application_submissions')).toBe(byCandidates.length);
  expect(statuses.get(400)).toBeGreaterThan(1000);
}, 120_000);

describe('dynamic lists are bounded before they are read', () => {
  test('a visitor\'s application with an 80,000-entry list is refused by the route schema, before the form rules read it', async () => {
    // 80,000 empty entries fit in BODY_LIMIT_BYTES (256 KiB), so the body is parsed and reaches the schema.
    const payload = { pid: await livePosition(), values: { workHistory: Array.from({ length: 80_000 }, () => ({})) }, domain: 'demo.test' };
    expect(JSON.stringify(payload).length).toBeLessThan(t.config.bodyLimitBytes);
    const res = await post('/api/pcsx/apply', visitor, payload);
    expect(res.statusCode).toBe(400);
    // The schema's message, not the form rules' ('has more than 5 entries'): no form code ran.
    expect(res.json()).toEqual({ error: { code: 'invalid_request', message: 'The field "values.workHistory" must NOT have more than 200 items.' } });
    // 100,000 of them are over the body limit: refused before the body is even parsed.
    const bigger = await post('/api/pcsx/apply', visitor, { ...payload, values: { workHistory: Array.from({ length: 100_000 }, () => ({})) } });
    expect(bigger.statusCode).toBe(413);
  });

  test('the list\'s own maxLength is the bound, in the nested and the flat shape', async () => {
    const pid = await livePosition();
    const nested = await post('/api/pcsx/draft_applications', kim, { pid, values: { workHistory: Array.from({ length: 6 }, () => ({ employer: 'X' })) }, domain: 'demo.test' });
    expect(nested.json().error).toEqual({ code: 'invalid_request', message: 'The field "values.workHistory" has more than 5 entries.' });
    const flat = await post('/api/pcsx/draft_applications', kim, { pid, values: { 'workHistory[5].employer': 'X' }, domain: 'demo.test' });
    expect(flat.json().error.message).toBe('The field "values.workHistory" has more than 5 entries.');
    const five = await post('/api/pcsx/draft_applications', kim, { pid, values: { workHistory: Array.from({ length: 5 }, () => ({ employer: 'X' })) }, domain: 'demo.test' });
    expect(five.statusCode).toBe(200);
    // The onboarding form's education list allows 3 (lists without a maxLength stop at 50: formValues.test.ts).
    const education = await post('/api/pcsx/forms/new-hire-onboarding/save', kim, { values: { education: Array.from({ length: 4 }, () => ({})) }, domain: 'demo.test' });
    expect(education.json().error.message).toBe('The field "values.education" has more than 3 entries.');
  });

  test('more than 500 answers in one request is a 400', async () => {
    const values = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`q${i}`, 'x']));
    for (const [url, extra] of [['/api/pcsx/apply', { pid: 1 }], ['/api/pcsx/draft_applications', { pid: 1 }], ['/api/pcsx/forms/tax-information/save', {}], ['/api/pcsx/forms/talent-network/submit', {}]] as const) {
      const res = await post(url, kim, { ...extra, values });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'invalid_request', message: 'The field "values" must NOT have more than 500 properties.' });
    }
  });
});

describe('keys and nesting are bounded before any code reads them', () => {
  // The key pattern that was here backtracked quadratically: an 80 KB key of '[1].' held the server 8-16 s.
  const hostileKey = `a${'[1].'.repeat(20_000)}\n`;
  const routes = (pid: number) =>
    [
      ['/api/pcsx/apply', visitor, { pid }],
      ['/api/pcsx/draft_applications', kim, { pid }],
      ['/api/pcsx/forms/employee-information/save', kim, {}],
      ['/api/pcsx/forms/talent-network/submit', visitor, {}],
    ] as const;

  test('an 80 KB answer key is a 400 on every route that takes answers, from anyone', async () => {
    for (const [url, who, extra] of routes(await livePosition())) {
      const res = await post(url, who, { ...extra, values: { [hostileKey]: 'x' }, domain: 'demo.test' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'invalid_request', message: 'The field "values" must NOT have more than 200 characters.' });
    }
  });

  test('keys inside answers, deep nesting and long texts are bounded too', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ workHistory: [{ [hostileKey]: 'x' }] }, 'The field "values.workHistory.0" must NOT have more than 200 characters.'],
      [{ skills: [[[[['SQL']]]]] }, 'The field "values.skills.0.0.0" must NOT have more than 0 items.'],
      [{ coverLetter: 'x'.repeat(20_001) }, 'The field "values.coverLetter" must NOT have more than 20000 characters.'],
    ];
    for (const [values, message] of cases) {
      const res = await post('/api/pcsx/draft_applications', kim, { pid: await livePosition(), values, domain: 'demo.test' });
      expect(res.json().error).toEqual({ code: 'invalid_request', message });
    }
  });

  test('a key of 200 characters is read as usual', async () => {
    const res = await post('/api/pcsx/draft_applications', kim, { pid: await livePosition(), values: { ['k'.repeat(200)]: 'x', skills: ['SQL'] }, domain: 'demo.test' });
    expect(res.statusCode).toBe(200);
  });
});

describe('answers keep the shape of their question type, on save too', () => {
  test('a save with an answer of the wrong type is a 400 naming it, and stores nothing', async () => {
    const row = () =>
      db()
        .selectFrom('form_responses as r')
        .innerJoin('candidates as c', 'c.id', 'r.candidate_id')
        .select(['r.status', 'r.values_json'])
        .where('c.email', '=', 'kim.hostile@example.com')
        .where('r.form_id', '=', 'employee-information')
        .executeTakeFirst();
    const before = await row();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ street: 42 }, 'The field "values.street" must be text.'],
      [{ street: { toString: 1 } }, 'The field "values.street" must be text.'],
      [{ phone: { callingCode: '+49', number: { toString: 1 }, country: 'DE' } }, 'The field "values.phone.number" must be text.'],
      [{ phone: 4915123456789 }, 'The field "values.phone" must be a phone number.'],
      [{ confirmAccurate: 'yes' }, 'The field "values.confirmAccurate" must be true or false.'],
      [{ emergencyRelationship: ['sibling'] }, 'The field "values.emergencyRelationship" must be one of the options.'],
    ];
    for (const [values, message] of cases) {
      const res = await post('/api/pcsx/forms/employee-information/save', kim, { values, domain: 'demo.test' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'invalid_request', message });
    }
    expect(await row()).toEqual(before);
  });

  test('a draft with a file id that is not a number is a 400; answers are stored with their own fields only', async () => {
    const pid = await livePosition();
    const res = await post('/api/pcsx/draft_applications', kim, { pid, values: { resume: [{ name: 'cv.pdf', size: 1, fileId: { toString: 1 } }] }, domain: 'demo.test' });
    expect(res.json().error).toEqual({ code: 'invalid_request', message: 'The field "values.resume[0].fileId" must be a file id.' });
    const ok = await post('/api/pcsx/draft_applications', kim, {
      pid,
      values: {
        phone: { callingCode: '+49', number: '15123456789', country: 'DE', extra: 'x'.repeat(1000) },
        'workHistory[0].period': { startDate: '03/2019', endDate: null, isCurrent: true, note: 'dropped' },
        salaryExpectation: '65000',
        skills: ['SQL'],
      },
      domain: 'demo.test',
    });
    expect(ok.statusCode).toBe(200);
    const draft = await db()
      .selectFrom('draft_applications as d')
      .innerJoin('candidates as c', 'c.id', 'd.candidate_id')
      .select('d.answers_json')
      .where('c.email', '=', 'kim.hostile@example.com')
      .where('d.position_id', '=', pid)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(draft.answers_json);
    expect(stored).toEqual({
      phone: { callingCode: '+49', number: '15123456789', country: 'DE' },
      'workHistory[0].period': { startDate: '03/2019', endDate: null, isCurrent: true },
      salaryExpectation: '65000',
      skills: ['SQL'],
    });
  });
});
