import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DirectoryBlobStore } from '../../services/files/directoryBlobStore';
import { moveFilesToStore, sweepFiles } from '../../services/files/fileCleanup';
import { getForm } from '../../services/forms/formStore';
import { validateForm, type FormValues } from '../../services/forms/rules';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Db } from '../connection';
import { DEMO_FORMS } from './demoForms';
import { seedDemoData } from './seedDemo';
import { ensureDemoForms } from './seedDemoForms';

const NOW = new Date('2026-03-02T12:00:00.000Z');
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.sqlite as Db;
  await seedDemoData(db, { positions: 60, seed: 42, now: NOW });
});
afterAll(() => database.close());

const responses = (email: string) =>
  db
    .prepare(`SELECT r.form_id, r.status, r.values_json FROM form_responses r JOIN candidates c ON c.id = r.candidate_id WHERE c.email = ? ORDER BY r.form_id`)
    .all(email) as Array<{ form_id: string; status: string; values_json: string }>;

test('the demo company has its forms: application, every-type onboarding, stepper, public talent network', async () => {
  const stored = db.prepare("SELECT id, kind, is_public FROM forms WHERE domain = 'demo.test' ORDER BY id").all();
  expect(stored).toEqual([
    { id: 'application', kind: 'application', is_public: 0 },
    { id: 'background-check', kind: 'onboarding', is_public: 0 },
    { id: 'employee-information', kind: 'onboarding', is_public: 0 },
    { id: 'new-hire-onboarding', kind: 'onboarding', is_public: 0 },
    { id: 'talent-network', kind: 'general', is_public: 1 },
    { id: 'tax-information', kind: 'onboarding', is_public: 0 },
  ]);
  const onboarding = (await getForm(database.db, 'demo.test', 'new-hire-onboarding'))?.definition;
  const types = new Set(onboarding?.sections.flatMap((s) => s.items.flatMap((i) => [i.type, ...(i.items ?? []).map((f) => f.type)])));
  expect([...types].sort()).toEqual([
    'checkbox', 'checkboxItem', 'date', 'dateRange', 'dropdown', 'dynamicList', 'email', 'embedded_form', 'esignForm', 'fileUpload',
    'file_upload', 'info', 'instruction', 'number', 'phone', 'radio', 'select', 'sin', 'skillSelector', 'ssn', 'star_rating', 'text', 'textarea',
  ]);
  expect((await getForm(database.db, 'demo.test', 'employee-information'))?.definition.layout).toBe('stepper');
  // Item names are unique in each form: answers are keyed by them.
  for (const { definition } of DEMO_FORMS) {
    const names = definition.sections.flatMap((s) => s.items.map((i) => i.name));
    expect(new Set(names).size).toBe(names.length);
  }
});

test('Alex has an open, an in-progress and a completed form; the completed answers pass the form\'s rules', async () => {
  const alex = responses('alex@demo.test');
  expect(alex.map((r) => [r.form_id, r.status])).toEqual([
    ['background-check', 'completed'],
    ['employee-information', 'in_progress'],
    ['new-hire-onboarding', 'open'],
  ]);
  const completed = alex[0] as { values_json: string };
  const form = (await getForm(database.db, 'demo.test', 'background-check'))?.definition;
  expect(form && validateForm(form, JSON.parse(completed.values_json) as FormValues, { today: NOW })).toEqual({});
  expect(responses('sam@demo.test').map((r) => [r.form_id, r.status])).toEqual([
    ['employee-information', 'open'],
    ['tax-information', 'open'],
  ]);
});

test('Alex\'s latest open draft holds real application answers, its resume stored as a file', async () => {
  const draft = db
    .prepare(`SELECT d.answers_json FROM draft_applications d JOIN positions p ON p.id = d.position_id JOIN candidates c ON c.id = d.candidate_id
      WHERE c.email = 'alex@demo.test' AND p.archived_at IS NULL ORDER BY d.updated_at DESC LIMIT 1`)
    .pluck()
    .get() as string;
  const answers = JSON.parse(draft);
  expect(answers).toMatchObject({ firstName: 'Alex', email: 'alex@demo.test', 'workHistory[0].employer': 'Contoso' });
  const file = db.prepare('SELECT name, type, content FROM form_files WHERE id = ?').get(answers.resume[0].fileId) as { name: string; type: string; content: Buffer };
  expect(file).toMatchObject({ name: 'alex-rivera-resume.txt', type: 'text/plain; charset=utf-8' });
  expect(file.content.toString()).toContain('Frontend engineer, Berlin');
  // A draft is a start: it may miss answers, but what it has is valid.
  const application = (await getForm(database.db, 'demo.test', 'application'))?.definition;
  const errors = application ? validateForm(application, answers, { today: NOW }) : {};
  expect(Object.keys(errors).sort()).toEqual(['privacyConsent', 'workAuthorization']);
});

test('an older database with the demo company but no forms gets them once', () => {
  expect(ensureDemoForms(db, NOW)).toBe(false);
  db.exec("DELETE FROM form_responses; DELETE FROM forms;");
  expect(ensureDemoForms(db, NOW)).toBe(true);
  expect(db.prepare('SELECT COUNT(*) FROM forms').pluck().get()).toBe(DEMO_FORMS.length);
  expect(ensureDemoForms(db, NOW)).toBe(false);
});

test('the demo files are used by answers, so the cleanup of unused uploads never deletes them', async () => {
  const files = db.prepare('SELECT id, sha256 FROM form_files').all() as Array<{ id: number; sha256: string }>;
  expect(files.length).toBeGreaterThan(0);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-forms-files-'));
  const store = new DirectoryBlobStore(path.join(dir, 'files'));
  expect(await moveFilesToStore(database.db, store)).toBe(files.length);
  const later = new Date(NOW.getTime() + 30 * 24 * 3_600_000);
  await sweepFiles(database.db, store, 24, later);
  expect(db.prepare('SELECT id, sha256 FROM form_files').all()).toEqual(files);
  for (const { sha256 } of files) expect(await store.has(sha256)).toBe(true);
  fs.rmSync(dir, { recursive: true, force: true });
});
