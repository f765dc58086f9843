import { sql } from 'kysely';
import pg from 'pg';
import type { Tables } from '../db/tables';
import { addPosition } from '../testing/fixtures';
import { testEngine } from '../testing/testDatabase';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';
import { uploadedAnswer } from '../testing/uploadFile';

// An import archiving a position while a save, job-cart add, application or draft for it is under way
// (README "Closed positions on the site"): the write checks the position inside its own transaction and,
// on PostgreSQL, holds the row (FOR SHARE) so the archive cannot land between the check and the write.
// Here a second connection runs the import's archiving UPDATE and keeps its transaction open (the import
// mid-way); the request must wait for it and, once it commits, refuse with 409 and store nothing.
// SQLite has no such test: its transactions begin immediate (db/database.ts), so the read inside the
// transaction already excludes every other writer until the commit, and a second connection waiting on
// the write lock blocks this whole (synchronous) process, so the interleaving cannot be staged in-process.

let t: TestApp;
let alex: Browser;
let importer: pg.Client;
const db = () => t.app.careers.db;
const start = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  alex = await logInAs(t.app, 'alex@demo.test');
  t.app.careers.now = () => start;
  if (testEngine === 'postgres') {
    importer = new pg.Client({ connectionString: t.config.databaseUrl });
    await importer.connect();
  }
});
// A failed case must not leave its archive open for the next (a ROLLBACK outside a transaction only warns).
afterEach(async () => {
  await importer?.query('ROLLBACK');
});
afterAll(async () => {
  await importer?.end();
  await t.close();
});

const post = (url: string, payload: object, who: Browser = alex) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });

/** The import's archiving UPDATE (positionsImport/importPositions.ts), in a transaction left open. */
async function archiveLeftOpen(id: number): Promise<{ commit: () => Promise<unknown> }> {
  const at = new Date(start).toISOString();
  await importer.query('BEGIN');
  await importer.query(
    'UPDATE positions SET archived_at = $1, updated_at = $1, valid_through = CASE WHEN valid_through IS NOT NULL AND valid_through <= $1 THEN valid_through ELSE $1 END WHERE id = $2',
    [at, id],
  );
  return { commit: () => importer.query('COMMIT') };
}

/** Connections of this database waiting for a lock (the request, once it reaches the held row). */
async function waitingOnLocks(): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db());
  return Number(rows[0]?.n);
}

const rowsFor = async (table: keyof Tables & ('saved_positions' | 'job_cart_session_items' | 'applications' | 'application_submissions' | 'draft_applications'), id: number) =>
  (await db().selectFrom(table).select('position_id').where('position_id', '=', id).execute()).length;

const CLOSED_TO_ADDING = { error: { code: 'position_closed', message: 'This position is closed and no longer takes applications.' } };
const CLOSED_TO_APPLYING = { error: { code: 'position_closed', message: 'This position is no longer accepting applications.' } };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const applyValues = async () => ({
  firstName: 'Alex', lastName: 'Rivera', email: 'alex@demo.test',
  phone: { callingCode: '+49', number: '15123456789', country: 'DE' }, country: 'DE', region: 'BE',
  resume: [await uploadedAnswer(t.app, alex, 'alex-cv.pdf', PDF)],
  'workHistory[0].employer': 'Contoso', 'workHistory[0].jobTitle': 'Frontend Engineer',
  'workHistory[0].period': { startDate: '03/2019', endDate: '', isCurrent: true },
  workAuthorization: 'yes', privacyConsent: true,
});

interface Case {
  name: string;
  /** What must be ready before the archive starts (an upload), then the request itself. */
  prepare: (id: number) => Promise<() => ReturnType<typeof post>>;
  refusal: object;
  tables: Array<Parameters<typeof rowsFor>[0]>;
}

const cases: Case[] = [
  { name: 'saving', prepare: async (id) => () => post('/api/pcsx/position_action', { position_id: id, action: 'save', domain: 'demo.test' }), refusal: CLOSED_TO_ADDING, tables: ['saved_positions'] },
  {
    name: 'adding to the job cart',
    prepare: async (id) => {
      const visitor = await visit(t.app);
      return () => post('/api/pcsx/job_cart', { pids: [id], operation: 'add', domain: 'demo.test' }, visitor);
    },
    refusal: CLOSED_TO_ADDING,
    tables: ['job_cart_session_items'],
  },
  {
    name: 'applying',
    prepare: async (id) => {
      const values = await applyValues();
      return () => post('/api/pcsx/apply', { pid: id, values, domain: 'demo.test' });
    },
    refusal: CLOSED_TO_APPLYING,
    tables: ['applications', 'application_submissions'],
  },
  { name: 'keeping a draft', prepare: async (id) => () => post('/api/pcsx/draft_applications', { pid: id, values: { firstName: 'Alex' }, domain: 'demo.test' }), refusal: CLOSED_TO_APPLYING, tables: ['draft_applications'] },
];

(testEngine === 'postgres' ? describe : describe.skip)('an import archives the position while the request is under way (PostgreSQL)', () => {
  test.each(cases)('$name waits for the archive, then answers 409 position_closed and stores nothing', async ({ prepare, refusal, tables }) => {
    const id = await addPosition(db(), 'demo.test', 'Archived Meanwhile');
    const send = await prepare(id);
    const archive = await archiveLeftOpen(id);
    const answer = send();
    // Bounded: without the lock the request does not wait at all and this count stays 0.
    for (let i = 0; i < 250 && (await waitingOnLocks()) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await waitingOnLocks()).toBe(1);
    await archive.commit();
    const res = await answer;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal);
    for (const table of tables) expect(await rowsFor(table, id)).toBe(0);
  });
});
