import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DirectoryBlobStore } from '../../services/files/directoryBlobStore';
import { moveFilesToStore, sweepFiles } from '../../services/files/fileCleanup';
import { validateForm, type FormDefinition, type FormValues } from '../../services/forms/rules';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Db } from '../database';
import { DEMO_FORMS } from './demoForms';
import { seedDemoData } from './seedDemo';
import { ensureDemoForms } from './seedDemoForms';

const NOW = new Date('2026-03-02T12:00:00.000Z');
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemoData(db, { positions: 60, seed: 42, now: NOW });
});
afterAll(() => database.close());

const responses = (email: string) =>
  db
    .selectFrom('form_responses as r')
    .innerJoin('candidates as c', 'c.id', 'r.candidate_id')
    .select(['r.form_id', 'r.status', 'r.values_json'])
    .where('c.email', '=', email)
    .orderBy('r.form_id')
    .execute();

async function definition(formId: string): Promise<FormDefinition | undefined> {
  const row = await db.selectFrom('forms').select('definition_json').where('domain', '=', 'demo.test').where('id', '=', formId).executeTakeFirst();
  return row ? (JSON.parse(row.definition_json) as FormDefinition) : undefined;
}

test('the demo company has its forms: application, every-type onboarding, stepper, public talent network', async () => {
  const stored = await db.selectFrom('forms').select(['id', 'kind', 'is_public']).where('domain', '=', 'demo.test').orderBy('id').execute();
  expect(stored).toEqual([
    { id: 'application', kind: 'application', is_public: 0 },
    { id: 'background-check', kind: 'onboarding', is_public: 0 },
    { id: 'employee-information', kind: 'onboarding', is_public: 0 },
    { id: 'new-hire-onboarding', kind: 'onboarding', is_public: 0 },
    { id: 'talent-network', kind: 'general', is_public: 1 },
    { id: 'tax-information', kind: 'onboarding', is_public: 0 },
  ]);
  const onboarding = await definition('new-hire-onboarding');
  const types = new Set(onboarding?.sections.flatMap((s) => s.items.flatMap((i) => [i.type, ...(i.items ?? []).map((f) => f.type)])));
  expect([...types].sort()).toEqual([
    'checkbox', 'checkboxItem', 'date', 'dateRange', 'dropdown', 'dynamicList', 'email', 'embedded_form', 'esignForm', 'fileUpload',
    'file_upload', 'info', 'instruction', 'number', 'phone', 'radio', 'select', 'sin', 'skillSelector', 'ssn', 'star_rating', 'text', 'textarea',
  ]);
  expect((await definition('employee-information'))?.layout).toBe('stepper');
  // Item names are unique in each form: answers are keyed by them.
  for (const { definition: form } of DEMO_FORMS) {
    const names = form.sections.flatMap((s) => s.items.map((i) => i.name));
    expect(new Set(names).size).toBe(names.length);
  }
});

test('Alex has an open, an in-progress and a completed form; the completed answers pass the form\'s rules', async () => {
  const alex = await responses('alex@demo.test');
  expect(alex.map((r) => [r.form_id, r.status])).toEqual([
    ['background-check', 'completed'],
    ['employee-information', 'in_progress'],
    ['new-hire-onboarding', 'open'],
  ]);
  const completed = alex[0] as { values_json: string };
  const form = await definition('background-check');
  expect(form && validateForm(form, JSON.parse(completed.values_json) as FormValues, { today: NOW })).toEqual({});
  expect((await responses('sam@demo.test')).map((r) => [r.form_id, r.status])).toEqual([
    ['employee-information', 'open'],
    ['tax-information', 'open'],
  ]);
});

test('Alex\'s latest open draft holds real application answers, its resume stored as a file', async () => {
  const draft = await db
    .selectFrom('draft_applications as d')
    .innerJoin('positions as p', 'p.id', 'd.position_id')
    .innerJoin('candidates as c', 'c.id', 'd.candidate_id')
    .select('d.answers_json')
    .where('c.email', '=', 'alex@demo.test')
    .where('p.archived_at', 'is', null)
    .orderBy('d.updated_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const answers = JSON.parse(draft.answers_json);
  expect(answers).toMatchObject({ firstName: 'Alex', email: 'alex@demo.test', 'workHistory[0].employer': 'Contoso' });
  const file = await db.selectFrom('form_files').select(['name', 'type', 'content']).where('id', '=', answers.resume[0].fileId).executeTakeFirstOrThrow();
  expect(file).toMatchObject({ name: 'alex-rivera-resume.txt', type: 'text/plain; charset=utf-8' });
  expect(file.content?.toString()).toContain('Frontend engineer, Berlin');
  // A draft is a start: it may miss answers, but what it has is valid.
  const application = await definition('application');
  const errors = application ? validateForm(application, answers, { today: NOW }) : {};
  expect(Object.keys(errors).sort()).toEqual(['privacyConsent', 'workAuthorization']);
});

test('an older database with the demo company but no forms gets them once', async () => {
  expect(await ensureDemoForms(db, NOW)).toBe(false);
  await sql`DELETE FROM form_responses`.execute(db);
  await sql`DELETE FROM forms`.execute(db);
  expect(await ensureDemoForms(db, NOW)).toBe(true);
  expect(await db.selectFrom('forms').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: DEMO_FORMS.length });
  expect(await ensureDemoForms(db, NOW)).toBe(false);
});

test('the demo files are attached to answers, so the cleanup of unused uploads never deletes them', async () => {
  const files = await db.selectFrom('form_files').select(['id', 'sha256', 'attached_at', 'visitor']).orderBy('id').execute();
  expect(files.length).toBeGreaterThan(0);
  // The cleanup deletes rows with no attached_at (uploads no saved answer took up) and bytes no row names.
  for (const file of files) expect(file).toMatchObject({ attached_at: expect.any(String), visitor: null });
});

test('the cleanup of unused uploads keeps the demo files and moves their bytes to the store', async () => {
  const files = await db.selectFrom('form_files').select(['id', 'sha256']).orderBy('id').execute();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-forms-files-'));
  try {
    const store = new DirectoryBlobStore(path.join(dir, 'files'));
    expect(await moveFilesToStore(db, store)).toBe(files.length);
    const later = new Date(NOW.getTime() + 30 * 24 * 3_600_000);
    await sweepFiles(db, store, 24, later);
    expect(await db.selectFrom('form_files').select(['id', 'sha256']).orderBy('id').execute()).toEqual(files);
    for (const { sha256 } of files) expect(await store.has(sha256)).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
