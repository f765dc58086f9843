import { APPLICATION_FORM, BACKGROUND_CHECK_FORM, DEMO_FORMS, EMPLOYEE_INFORMATION_FORM, ONBOARDING_FORM, TAX_FORM } from '../../db/demo/demoForms';
import { addCandidate, addCompany } from '../../testing/formsFixture';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { deleteDrafts, listDrafts } from './applications';
import { checkFiles, moveVisitorFiles, readFile } from './formFiles';
import { assignForm, listCandidateForms } from './formResponses';
import { allForms, getApplicationForm, getForm, saveForm } from './formStore';

// The forms area's reads and writes that need no other area, on the engine the tests run on (the
// routes' tests cover them through the API as well).

let database: TestDatabase;
let domain: string;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  domain = await addCompany(db());
  for (const { definition, isPublic } of DEMO_FORMS) await saveForm(db(), domain, definition, { isPublic, now: new Date('2026-01-01T00:00:00.000Z') });
});
afterAll(() => database.close());

test('forms are stored per company; saving one again replaces it; the application form is the first of its kind', async () => {
  expect((await getForm(db(), domain, TAX_FORM.id))?.definition).toEqual(TAX_FORM);
  expect((await getForm(db(), domain, 'talent-network'))?.isPublic).toBe(true);
  expect(await getForm(db(), 'other.test', TAX_FORM.id)).toBeNull();
  await saveForm(db(), domain, { ...TAX_FORM, title: 'W-4' }, { now: new Date('2026-02-01T00:00:00.000Z') });
  expect((await getForm(db(), domain, TAX_FORM.id))?.definition.title).toBe('W-4');
  await saveForm(db(), domain, TAX_FORM);
  await saveForm(db(), domain, { ...APPLICATION_FORM, id: 'zz-later-application' }, { now: new Date('2026-03-01T00:00:00.000Z') });
  expect((await getApplicationForm(db(), domain))?.definition.id).toBe(APPLICATION_FORM.id);
  expect((await allForms(db())).map((f) => f.id)).toContain('zz-later-application');
});

test('the forms center lists unfinished forms first, soonest due first, then by last change; assigning twice changes nothing', async () => {
  const candidate = await addCandidate(db(), domain, 'center@example.com');
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  await assignForm(db(), domain, candidate.id, TAX_FORM.id, { dueAt: at(20), now: at(1) });
  await assignForm(db(), domain, candidate.id, ONBOARDING_FORM.id, { dueAt: at(10), now: at(2) });
  await assignForm(db(), domain, candidate.id, EMPLOYEE_INFORMATION_FORM.id, { now: at(3) });
  await assignForm(db(), domain, candidate.id, BACKGROUND_CHECK_FORM.id, { dueAt: at(5), now: at(4) });
  await assignForm(db(), domain, candidate.id, TAX_FORM.id, { dueAt: at(1), now: at(9) });
  await db().updateTable('form_responses').set({ status: 'completed' }).where('candidate_id', '=', candidate.id).where('form_id', '=', BACKGROUND_CHECK_FORM.id).execute();
  await db().updateTable('form_responses').set({ status: 'in_progress' }).where('candidate_id', '=', candidate.id).where('form_id', '=', TAX_FORM.id).execute();

  const { tabs, forms } = await listCandidateForms(db(), candidate);
  expect(forms.map((f) => [f.id, f.status, f.due_at])).toEqual([
    [ONBOARDING_FORM.id, 'open', at(10).toISOString()],
    [TAX_FORM.id, 'in_progress', at(20).toISOString()],
    [EMPLOYEE_INFORMATION_FORM.id, 'open', null],
    [BACKGROUND_CHECK_FORM.id, 'completed', at(5).toISOString()],
  ]);
  expect(tabs).toEqual([
    { id: 'all', label: 'All', count: 4 },
    { id: 'open', label: 'To do', count: 2 },
    { id: 'in_progress', label: 'In progress', count: 1 },
    { id: 'completed', label: 'Completed', count: 1 },
  ]);
  expect((await listCandidateForms(db(), candidate, 'open')).forms.map((f) => f.id)).toEqual([ONBOARDING_FORM.id, EMPLOYEE_INFORMATION_FORM.id]);
});

test('a file is its owner\'s: checked and read only by them; a visitor\'s unused files follow them when they log in', async () => {
  const candidate = await addCandidate(db(), domain, 'owner@example.com');
  const insert = async (values: { candidate_id: number | null; visitor: string | null; attached_at?: string | null }) =>
    (await db()
      .insertInto('form_files')
      .values({ domain, name: 'cv.pdf', type: 'application/pdf', size: 10, sha256: 'b'.repeat(64), created_at: new Date().toISOString(), attached_at: null, ...values })
      .returning('id')
      .executeTakeFirstOrThrow()).id;
  const visitorFile = await insert({ candidate_id: null, visitor: 'session-hash' });
  const visitorUsed = await insert({ candidate_id: null, visitor: 'session-hash', attached_at: new Date().toISOString() });
  const someoneElses = await insert({ candidate_id: null, visitor: 'another-session' });

  const asVisitor = { domain, candidateId: null, visitor: 'session-hash' };
  expect(await readFile(db(), asVisitor, visitorFile)).toEqual({ name: 'cv.pdf', type: 'application/pdf', size: 10, sha256: 'b'.repeat(64) });
  expect(await readFile(db(), asVisitor, someoneElses)).toBeNull();
  expect(await readFile(db(), { domain, candidateId: null, visitor: null }, visitorFile)).toBeNull();
  const entry = (fileId: number) => ({ uid: 'u', name: 'claimed.pdf', size: 1, type: 'image/png', lastModified: 0, webkitRelativePath: '', status: 'done', fileId });
  const checked = await checkFiles(db(), asVisitor, APPLICATION_FORM, { resume: [entry(visitorFile)] });
  expect(checked).toEqual({ values: { resume: [{ ...entry(visitorFile), name: 'cv.pdf', size: 10, type: 'application/pdf' }] }, errors: {} });
  expect((await checkFiles(db(), asVisitor, APPLICATION_FORM, { resume: [entry(someoneElses)] })).errors).toEqual({ resume: 'File could not be uploaded' });

  await moveVisitorFiles(db(), 'session-hash', candidate);
  const owners = await db().selectFrom('form_files').select(['id', 'candidate_id', 'visitor']).where('id', 'in', [visitorFile, visitorUsed, someoneElses]).orderBy('id').execute();
  expect(owners).toEqual([
    { id: visitorFile, candidate_id: candidate.id, visitor: null },
    { id: visitorUsed, candidate_id: null, visitor: 'session-hash' },
    { id: someoneElses, candidate_id: null, visitor: 'another-session' },
  ]);
  expect(await readFile(db(), { domain, candidateId: candidate.id }, visitorFile)).not.toBeNull();
});

test('drafts are listed newest first with their position; deleting them takes only the candidate\'s own, and their files', async () => {
  const candidate = await addCandidate(db(), domain, 'drafts@example.com');
  const other = await addCandidate(db(), domain, 'other-drafts@example.com');
  const position = async (title: string, archivedAt: string | null) =>
    (await db()
      .insertInto('positions')
      .values({
        domain, title, location_name: 'Berlin', city: 'Berlin', country: 'DE', region: null, lat: 52.52, lng: 13.4, department: 'Kitchen',
        description: 'Cooking', employment_type: 'FULL_TIME', posted_at: '2026-01-01T00:00:00.000Z', archived_at: archivedAt,
        salary_currency: null, salary_max: null, salary_min: null, valid_through: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()).id;
  const live = await position('Chef', null);
  const closed = await position('Baker', '2026-01-10T00:00:00.000Z');
  const file = (await db()
    .insertInto('form_files')
    .values({ domain, candidate_id: candidate.id, name: 'cv.txt', type: 'text/plain', size: 3, sha256: 'c'.repeat(64), created_at: 'x', attached_at: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow()).id;
  const resume = { uid: 'u', name: 'cv.txt', size: 3, type: 'text/plain', lastModified: 0, webkitRelativePath: '', status: 'done', fileId: file };
  await db().insertInto('draft_applications').values([
    { domain, candidate_id: candidate.id, position_id: live, answers_json: JSON.stringify({ resume: [resume] }), updated_at: '2026-01-02T00:00:00.000Z' },
    { domain, candidate_id: candidate.id, position_id: closed, answers_json: '{}', updated_at: '2026-01-03T00:00:00.000Z' },
    { domain, candidate_id: other.id, position_id: live, answers_json: '{}', updated_at: '2026-01-04T00:00:00.000Z' },
  ]).execute();

  const now = new Date();
  expect(await listDrafts(db(), candidate, now)).toEqual([
    { position_id: closed, position: { name: 'Baker', location: 'Berlin', archived_at: '2026-01-10T00:00:00.000Z', is_closed: true }, updated_at: '2026-01-03T00:00:00.000Z' },
    { position_id: live, position: { name: 'Chef', location: 'Berlin', archived_at: null, is_closed: false }, updated_at: '2026-01-02T00:00:00.000Z' },
  ]);
  await deleteDrafts(db(), candidate, [live, 987654]);
  expect((await listDrafts(db(), candidate, now)).map((d) => d.position_id)).toEqual([closed]);
  expect(await listDrafts(db(), other, now)).toHaveLength(1);
  expect(await db().selectFrom('form_files').select('id').where('id', '=', file).executeTakeFirst()).toBeUndefined();
});
