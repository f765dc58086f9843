import { openDatabase, type Db } from '../db/database';
import { addCandidate, addCompany } from '../testing/fixtures';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/testDatabase';
import { BACKGROUND_CHECK_FORM, ONBOARDING_FORM, TAX_FORM } from '../db/demo/demoForms';
import { getCandidate, type Candidate } from './candidates';
import { listCandidateForms } from './forms/formResponses';
import { saveForm } from './forms/formStore';
import { markOnboarded } from './profile';

let database: TestDatabase;
let db: Db;
let sam: Candidate;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  await addCompany(db, 'demo.test');
  sam = (await getCandidate(db, 'demo.test', await addCandidate(db, 'demo.test', 'sam@demo.test'))) as Candidate;
});
afterEach(() => database.close());

const assigned = async () =>
  (await db.selectFrom('notifications').select('message').where('candidate_id', '=', sam.id).execute()).map((row) => row.message);

/** The demo company's onboarding forms, in the test company. */
async function addOnboardingForms(): Promise<void> {
  for (const form of [ONBOARDING_FORM, TAX_FORM, BACKGROUND_CHECK_FORM]) await saveForm(db, 'demo.test', form);
}

test('a new candidate, once onboarded, has the onboarding forms the bell announces (not "No data found")', async () => {
  await addOnboardingForms();
  expect((await listCandidateForms(db, sam)).forms).toEqual([]);
  await markOnboarded(db, sam);
  expect(await assigned()).toEqual(['New form to complete: Onboarding forms.']);
  const { forms } = await listCandidateForms(db, sam);
  const onboarding = forms.filter((form) => form.kind === 'onboarding');
  expect(onboarding.map((form) => form.title).sort()).toEqual([ONBOARDING_FORM.title, TAX_FORM.title, BACKGROUND_CHECK_FORM.title].sort());
  expect(onboarding.every((form) => form.status === 'open')).toBe(true);
});

test('a company without onboarding forms: the candidate is onboarded and the bell announces nothing', async () => {
  await markOnboarded(db, sam);
  expect(await assigned()).toEqual([]);
  expect((await getCandidate(db, 'demo.test', sam.id))?.isOnboarded).toBe(true);
});

test('onboarding posted several times at once (two tabs, two instances) assigns the onboarding forms once', async () => {
  // On PostgreSQL half of the posts go through a pool of their own, as from another instance.
  await addOnboardingForms();
  const other = testEngine === 'postgres' ? openDatabase({ engine: 'postgres', url: database.url, poolSize: 4 }).db : db;
  try {
    await Promise.all(Array.from({ length: 8 }, (_, n) => markOnboarded(n % 2 ? other : db, sam)));
  } finally {
    if (other !== db) await other.destroy();
  }
  expect(await assigned()).toEqual(['New form to complete: Onboarding forms.']);
  expect((await getCandidate(db, 'demo.test', sam.id))?.isOnboarded).toBe(true);
  expect((await listCandidateForms(db, sam)).forms).toHaveLength(3);
});
