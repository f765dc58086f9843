import { sql } from 'kysely';
import { openDatabase, type Db } from '../../db/database';
import { TAX_FORM } from '../../db/demo/demoForms';
import { isDomainError } from '../../domainErrors';
import { addCandidate, addCompany } from '../../testing/formsFixture';
import { createTestDatabase, testEngine, type TestDatabase } from '../../testing/testDatabase';
import type { Candidate } from '../candidates';
import { checkSave } from './checkAnswers';
import { attachFiles, deleteUnreferencedFiles } from './formFiles';
import { assignForm, getCandidateForm, submitForm } from './formResponses';
import { saveForm } from './formStore';

// A form is submitted once: two submissions sent at once (a double click, two tabs, two instances
// behind one PostgreSQL) complete it once, and the other is told it was submitted already.

const ANSWERS = { ssn: '123-45-6789', filingStatus: 'single', dependents: 1, certify: true };

let database: TestDatabase;
let domain: string;
let serial = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  domain = await addCompany(database.db);
  await saveForm(database.db, domain, TAX_FORM);
});
afterAll(() => database.close());

async function assignedCandidate(): Promise<Candidate> {
  const candidate = await addCandidate(database.db, domain, `tax-${++serial}@example.com`);
  await assignForm(database.db, domain, candidate.id, TAX_FORM.id);
  return candidate;
}

const outcome = (promise: Promise<unknown>) =>
  promise.then((status) => String(status), (error: unknown) => (isDomainError(error) ? `${error.kind} ${error.code}` : String(error)));

/**
 * Runs `fire` while the candidate's answers are held busy, so that what it sends arrives "at once" in
 * the worst order: on SQLite an open transaction holds the one connection, so both submissions read
 * the form before either writes; on PostgreSQL a row lock on the form's row holds the first writer
 * until both submissions are waiting.
 */
async function whileBusy<T>(candidate: Candidate, fire: () => Promise<T>): Promise<T> {
  let sent: Promise<T> | undefined;
  await database.db.transaction().execute(async (trx) => {
    if (database.engine !== 'postgres') {
      sent = fire();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return;
    }
    await trx.selectFrom('form_responses').select('id').where('candidate_id', '=', candidate.id).forUpdate().execute();
    sent = fire();
    for (let waited = 0; waited < 5000; waited += 10) {
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(database.db);
      if (Number(rows[0]?.n) >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return sent as Promise<T>;
}

async function submitTwiceAtOnce(instances: [Db, Db], candidate: Candidate): Promise<string[]> {
  const results = await whileBusy(candidate, () =>
    Promise.all(instances.map((db) => outcome(submitForm(db, domain, candidate, TAX_FORM.id, { ...ANSWERS })))));
  return results.sort();
}

const rowsOf = (candidate: Candidate) =>
  database.db.selectFrom('form_responses').select(['status', 'submitted_at']).where('candidate_id', '=', candidate.id).execute();

test('two submissions of one form at once: one completes it, the other is refused as already_submitted (a conflict)', async () => {
  const candidate = await assignedCandidate();
  expect(await submitTwiceAtOnce([database.db, database.db], candidate)).toEqual(['completed', 'conflict already_submitted']);
  expect(await rowsOf(candidate)).toEqual([{ status: 'completed', submitted_at: expect.any(String) }]);
  expect((await getCandidateForm(database.db, domain, candidate, TAX_FORM.id)).values).toEqual(ANSWERS);
});

(testEngine === 'postgres' ? test : test.skip)('the same through two instances behind one PostgreSQL', async () => {
  const second = openDatabase({ engine: 'postgres', url: database.url, poolSize: 2 });
  try {
    const candidate = await assignedCandidate();
    expect(await submitTwiceAtOnce([database.db, second.db], candidate)).toEqual(['completed', 'conflict already_submitted']);
    expect(await rowsOf(candidate)).toHaveLength(1);
  } finally {
    await second.close();
  }
});

describe('files of stored answers', () => {
  const FILE_FORM = {
    id: 'documents', name: 'documents', title: 'Documents', kind: 'onboarding' as const, layout: 'simple' as const,
    sections: [{ id: 'd', title: 'Documents', items: [{ name: 'resume', label: 'Resume', type: 'file_upload' as const }] }],
  };
  const entry = (fileId: number) => ({ uid: `f${fileId}`, name: 'cv.txt', size: 3, type: 'text/plain', lastModified: 0, webkitRelativePath: '', status: 'done', fileId });

  async function file(candidate: Candidate, id?: number): Promise<number> {
    const row = await database.db
      .insertInto('form_files')
      .values({ ...(id ? { id } : {}), domain, candidate_id: candidate.id, name: 'cv.txt', type: 'text/plain', size: 3, sha256: 'a'.repeat(64), created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  beforeAll(() => saveForm(database.db, domain, FILE_FORM));
  const exists = async (id: number) => (await database.db.selectFrom('form_files').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  test('a chosen profile resume deleted after the answers were checked fails the save and leaves no copy', async () => {
    const candidate = await addCandidate(database.db, domain, 'resume-gone@example.com');
    const fileId = await file(candidate);
    const owner = { domain, candidateId: candidate.id };
    const { id: resumeId } = await database.db.insertInto('candidate_resumes')
      .values({ domain, candidate_id: candidate.id, file_id: fileId, name: 'cv.txt', type: 'text/plain', size: 3, text: '', proposal_json: '{}', created_at: new Date().toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    const { values } = await checkSave(database.db, owner, FILE_FORM, { resume: [{ resumeId }] });
    await database.db.deleteFrom('candidate_resumes').where('id', '=', resumeId).execute();
    const files = async () => (await database.db.selectFrom('form_files').select('id').where('candidate_id', '=', candidate.id).execute()).length;
    const before = await files();
    await expect(database.db.transaction().execute((trx) => attachFiles(trx, owner, FILE_FORM, values))).rejects.toMatchObject({
      kind: 'rule_broken', code: 'invalid_form', details: { fields: { resume: 'File could not be uploaded' } },
    });
    expect(await files()).toBe(before);
  });

  test('a file that went away after the answers were checked fails the save as an upload failure', async () => {
    const candidate = await addCandidate(database.db, domain, 'files-gone@example.com');
    const id = await file(candidate);
    await database.db.deleteFrom('form_files').where('id', '=', id).execute();
    await expect(attachFiles(database.db, { domain, candidateId: candidate.id }, FILE_FORM, { resume: [entry(id)] })).rejects.toMatchObject({
      kind: 'rule_broken', code: 'invalid_form', details: { fields: { resume: 'File could not be uploaded' } },
    });
  });

  test('a file is deleted only when no stored answer names its id; an id that starts the same is another file', async () => {
    const candidate = await addCandidate(database.db, domain, 'files-ids@example.com');
    // 9000012 is a prefix of 90000123 in the stored text; each is its own file.
    const short = await file(candidate, 9000012);
    const long = await file(candidate, 90000123);
    await database.db
      .insertInto('form_responses')
      .values({ domain, form_id: FILE_FORM.id, candidate_id: candidate.id, status: 'in_progress', values_json: JSON.stringify({ resume: [entry(long)] }), created_at: 'x', updated_at: 'x' })
      .execute();
    await deleteUnreferencedFiles(database.db, { domain, candidateId: candidate.id }, [short, long]);
    expect([await exists(short), await exists(long)]).toEqual([false, true]);
  });
});
