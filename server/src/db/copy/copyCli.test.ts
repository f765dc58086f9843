import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestDatabaseTarget, testEngine, type TestDatabaseTarget } from '../../testing/testDatabase';
import { engineOf, openDatabase, type Db, type OpenDatabase } from '../database';
import { seedDemoData } from '../demo/seedDemo';
import { migrate } from '../migrate';
import { migrations } from '../migrations';
import { runCopyCli } from './copyCli';
import { everyRow } from './everyRow';

const NOW = new Date('2026-03-02T12:00:00.000Z');
const onPostgres = testEngine === 'postgres' ? test : test.skip;

function buffer() {
  const chunks: string[] = [];
  return { chunks, write: (text: string) => chunks.push(text), text: () => chunks.join('') };
}

let dir: string;
const cleanups: Array<() => Promise<void>> = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-copy-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens `target` for the test; closed (and dropped, for test databases) afterwards. */
function open(target: Parameters<typeof openDatabase>[0], drop?: TestDatabaseTarget): OpenDatabase {
  const database = openDatabase(target);
  cleanups.push(async () => {
    await database.close();
    await drop?.drop();
  });
  return database;
}

/**
 * The demo, plus a row in each table the demo leaves empty (sessions, carts, saved searches,
 * submissions, log lines, log-in throttling), so every table is copied with something in it.
 */
async function fillDemo(db: Db): Promise<void> {
  await seedDemoData(db, { positions: 300, seed: 42, now: NOW });
  const at = NOW.toISOString();
  const alex = (await db.selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow()).id;
  const { id: application } = await db.selectFrom('applications').select('id').where('candidate_id', '=', alex).orderBy('id').executeTakeFirstOrThrow();
  await db.insertInto('sessions').values({ id_hash: 'a'.repeat(64), candidate_id: alex, domain: 'demo.test', csrf_token: 't', created_at: at, expires_at: at }).execute();
  await db.insertInto('job_cart_session_items').values({ domain: 'demo.test', session_hash: 'b'.repeat(64), position_id: 7, created_at: at }).execute();
  await db.insertInto('job_cart_candidate_items').values({ domain: 'demo.test', candidate_id: alex, position_id: 8, created_at: at }).execute();
  await db
    .insertInto('saved_searches')
    .values({ domain: 'demo.test', candidate_id: alex, query: 'engineer', location: 'Berlin', filters_json: '{}', search_key: 'engineer|berlin', created_at: at, last_notified_at: null })
    .execute();
  // Job alerts (migration 019): a saved search told about a position, a visitor's confirmed alert and what it was told.
  const savedSearch = (await db.selectFrom('saved_searches').select('id').where('candidate_id', '=', alex).executeTakeFirstOrThrow()).id;
  await db.insertInto('saved_search_matches').values({ domain: 'demo.test', saved_search_id: savedSearch, position_id: 7, created_at: at }).execute();
  const { id: jobAlert } = await db
    .insertInto('job_alerts')
    .values({ domain: 'demo.test', email: 'visitor@example.com', query: 'engineer', location: '', filters_json: '{}', search_key: 'k', confirm_token_hash: null, confirmation_sent_at: at, confirmed_at: at, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('job_alert_matches').values({ domain: 'demo.test', job_alert_id: jobAlert, position_id: 7, created_at: at }).execute();
  // The theme builder (migration 033): a draft, a published version with its recorded override, an image's bytes.
  await db.insertInto('theme_drafts').values({ domain: 'demo.test', product: 'pcsx', document_json: '{"product":"pcsx","sections":{}}', saved_by: 'theme@demo.test', saved_at: at }).execute();
  await db.insertInto('theme_versions').values({
    domain: 'demo.test', product: 'pcsx', version: 1, document_json: '{"product":"pcsx","sections":{}}', published_by: 'theme@demo.test', published_at: at,
    override_reason: 'Launch day; fixed next week.', override_failures: 2, restored_from: null,
  }).execute();
  await db.insertInto('theme_assets').values({
    domain: 'demo.test', id: `${'d'.repeat(64)}.png`, content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]), content_type: 'image/png', size: 8, width: 1, height: 1,
    uploaded_by: 'theme@demo.test', created_at: at,
  }).execute();
  // Who asked for confirmations within the hour (migration 029): the per-requester cap must hold after a copy.
  await db.insertInto('job_alert_requests').values({ requester: 'r'.repeat(43), requested_at: at }).execute();
  await db
    .insertInto('application_submissions')
    .values({ domain: 'demo.test', position_id: 9, form_id: 'application', application_id: application, candidate_id: alex, email: null, values_json: '{"firstName":"Alex"}', created_at: at, utm_source: 'newsletter', utm_campaign: 'spring', src: null, source: 'linkedin', microsite: 'campus', ref_src: 'employee', referral_token: 'r-7f3a' })
    .execute();
  // Mail waiting in the outbox (migrations 022, 024): a copy must not lose or resend it.
  await db
    .insertInto('outbox')
    .values({ domain: 'demo.test', kind: 'job_alert_confirmation', email: 'visitor@example.com', payload_json: '{"to":"visitor@example.com"}', next_attempt_at: at, created_at: at, claimed_by: null, claimed_until: null, sent_at: null, failed_at: null, last_error: null })
    .execute();
  await db.insertInto('vslog').values({ domain: 'demo.test', namespace: 'search', event: 'loaded', pid: 1, data_json: '{"ms":12}', metrics_json: null, candidate_id: alex, created_at: at }).execute();
  await db.insertInto('login_attempts').values({ domain: 'demo.test', account_hash: 'c'.repeat(64), failures: 2, last_failed_at: NOW.getTime(), retry_at: NOW.getTime() + 1000 }).execute();
  await db.insertInto('login_devices').values({ domain: 'demo.test', account_hash: 'c'.repeat(64), token_hash: 'd'.repeat(64), created_at: NOW.getTime() }).execute();
  // Uploaded bytes kept in the database (FILES_STORE=database): binary content crosses engines unchanged.
  const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]);
  await db.insertInto('file_blobs').values({ sha256: 'e'.repeat(64), size: bytes.length, content: bytes, created_at: at }).execute();
  // The cluster's counters and job runs (migration 012) are copied like any table.
  await db.insertInto('rate_limit_hits').values({ key: '127.0.0.1', window_start: NOW.getTime(), expires_at: NOW.getTime() + 60_000, hits: 3 }).execute();
  await db.insertInto('scheduled_work').values({ name: 'hourly clean-up', last_started_at: NOW.getTime() }).execute();
  // The signing evidence (migration 014): an audit entry, a stored answer, a provider result, the sealing key.
  const document = await db.selectFrom('offer_documents').select(['id', 'offer_id']).orderBy('id').executeTakeFirstOrThrow();
  await db
    .insertInto('offer_events')
    .values({ domain: 'demo.test', offer_id: document.offer_id, document_id: document.id, candidate_id: alex, event: 'viewed', at, ip: '127.0.0.1', user_agent: 'jest', sha256_before: 'f'.repeat(64), sha256_after: null, prev_hash: '', hash: '0'.repeat(64) })
    .execute();
  await db.insertInto('offer_actions').values({ domain: 'demo.test', candidate_id: alex, idempotency_key: 'k1', request: 'decline 1', status_code: 200, response_json: '{}', created_at: at }).execute();
  await db.insertInto('esign_results').values({ document_id: document.id, domain: 'demo.test', result: 'signed', signer_name: 'Alex', signed_pdf: bytes, ip: '127.0.0.1', user_agent: 'jest', recorded_at: at, applied_at: null }).execute();
  await db.insertInto('signing_keys').values({ id: 1, private_key_pem: 'key', certificate_pem: 'cert', p12_base64: 'p12', created_at: at }).execute();
  // A resume (migration 017): its bytes are a form_files row like any upload; the profile lists come with the demo.
  const { id: resumeFile } = await db
    .insertInto('form_files')
    .values({ domain: 'demo.test', candidate_id: alex, visitor: null, uploader_ip: '127.0.0.1', name: 'alex.pdf', type: 'application/pdf', size: bytes.length, sha256: 'e'.repeat(64), content: null, attached_at: at, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('candidate_resumes').values({ domain: 'demo.test', candidate_id: alex, file_id: resumeFile, name: 'alex.pdf', type: 'application/pdf', size: bytes.length, text: 'Alex Rivera', proposal_json: '{}', confirmed_at: null, created_at: at }).execute();
  // The installation's shared secrets (migration 015): the e-sign page tokens stay valid after a copy.
  await db.insertInto('installation_secrets').values({ name: 'esign page tokens', secret: 'f'.repeat(64), created_at: at }).execute();
  // Issue 13 H5: the company's import token (migration 020), and a position that came from its ATS.
  await db.insertInto('import_tokens').values({ domain: 'demo.test', token_hash: '1'.repeat(64), created_at: at }).execute();
  await db.updateTable('positions').set({ external_id: 'ATS-1' }).where('id', '=', 10).execute();
}

async function sqliteDemo(name = 'source.sqlite'): Promise<{ url: string; database: OpenDatabase }> {
  const file = path.join(dir, name);
  const database = open({ engine: 'sqlite', path: file });
  await migrate(database);
  await fillDemo(database.db);
  return { url: `sqlite:${file}`, database };
}

/** Runs the command; its output, and the exit code. */
async function copy(from: string, to: string) {
  const stdout = buffer();
  const stderr = buffer();
  const code = await runCopyCli(['--from', from, '--to', to], { stdout, stderr });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** The target holds what the source holds, table by table, row by row, and the demo goes on working on it. */
async function expectSameData(source: Db, target: Db): Promise<void> {
  const [expected, actual] = [await everyRow(source), await everyRow(target)];
  expect(Object.keys(expected).filter((t) => !(t in actual))).toEqual([]);
  for (const table of Object.keys(expected)) expect({ table, rows: actual[table] }).toEqual({ table, rows: expected[table] });
  expect(expected.positions).toHaveLength(300);
  for (const table of Object.keys(expected)) expect({ table, empty: expected[table]?.length === 0 }).toEqual({ table, empty: false });
  // New rows get new ids after the copied ones (PostgreSQL's identity sequences were moved).
  const { id } = await target
    .insertInto('vslog')
    .values({ domain: 'demo.test', namespace: 'copy', event: 'after', pid: null, data_json: null, metrics_json: null, candidate_id: null, created_at: NOW.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(id).toBe(Math.max(...(expected.vslog as Array<{ id: number }>).map((r) => r.id)) + 1);
  const { id: position } = await target
    .insertInto('positions')
    .values({
      domain: 'demo.test', title: 'Copy check engineer', department: 'Engineering', description: 'Added after the copy.', skills_json: '["Go"]',
      employment_type: 'FULL_TIME', location_name: 'Berlin, BE, DE', city: 'Berlin', region: 'BE', country: 'DE', lat: 52.52, lng: 13.405, posted_at: NOW.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(position).toBe(301);
  // The search triggers run again on the target: the new position's skills are rows, its company's counter moved.
  const skills = await target.selectFrom('position_skills').select('skill').where('position_id', '=', position).execute();
  expect(skills).toEqual([{ skill: 'Go' }]);
  const version = await target.selectFrom('search_version').select('version').where('domain', '=', 'demo.test').executeTakeFirstOrThrow();
  expect(version.version).toBe((expected.search_version as Array<{ version: number }>)[0]?.version as number + 1);
}

/** SQLite's full-text index agrees with the positions table (FTS5's own check) and finds what the text holds. */
async function expectCompleteFullTextIndex(db: Db): Promise<void> {
  await sql`INSERT INTO positions_fts(positions_fts, rank) VALUES ('integrity-check', 1)`.execute(db);
  const { rows: matched } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM positions_fts WHERE positions_fts MATCH 'title:engineer'`.execute(db);
  const { rows: titled } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM positions WHERE title LIKE '%engineer%'`.execute(db);
  expect(matched[0]?.n).toBeGreaterThan(10);
  expect(matched[0]?.n).toBe(titled[0]?.n);
}

test('copies an SQLite database into another SQLite file: every row, ids, search index and counts', async () => {
  const source = await sqliteDemo();
  const file = path.join(dir, 'target.sqlite');
  const result = await copy(source.url, `sqlite:${file}`);
  expect(result.stderr).toContain(`Copying ${path.join(dir, 'source.sqlite')} into ${file}…\n`);
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/^positions +300 +300$/m);
  expect(result.stdout).toMatch(/Copied \d+ tables \([\d,]+ rows\) in \d+\.\d s: every count matches\.\n$/);
  const target = open({ engine: 'sqlite', path: file });
  await expectCompleteFullTextIndex(target.db);
  await expectSameData(source.database.db, target.db);
});

onPostgres('copies an SQLite demo database into a new PostgreSQL database, table by table, checked by counts', async () => {
  const source = await sqliteDemo();
  // A new database, not even migrated: the copy migrates it first.
  const where = await createTestDatabaseTarget({ migrated: false });
  const result = await copy(source.url, where.url);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('every count matches');
  for (const table of ['positions', 'position_skills', 'candidates', 'form_files', 'offer_documents', 'search_version']) {
    expect(result.stdout).toMatch(new RegExp(`^${table} +([\\d,]+) +\\1$`, 'm'));
  }
  const target = open(where.target, where);
  expect(engineOf(target.db)).toBe('postgres');
  await expectSameData(source.database.db, target.db);
});

onPostgres('and back: PostgreSQL into SQLite, with a complete full-text index', async () => {
  const where = await createTestDatabaseTarget();
  const postgres = open(where.target, where);
  await migrate(postgres);
  await fillDemo(postgres.db);
  const file = path.join(dir, 'from-postgres.sqlite');
  const result = await copy(where.url, `sqlite:${file}`);
  expect(result.code).toBe(0);
  const target = open({ engine: 'sqlite', path: file });
  await expectCompleteFullTextIndex(target.db);
  await expectSameData(postgres.db, target.db);
});

test('refuses a target that holds rows, and changes nothing in it', async () => {
  const source = await sqliteDemo();
  const where = await createTestDatabaseTarget();
  const target = open(where.target, where);
  await migrate(target);
  await seedDemoData(target.db, { positions: 60, seed: 1, now: NOW });
  const before = await everyRow(target.db);
  const result = await copy(source.url, where.url);
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(
    /The target is not empty: application_status_changes \(55 rows\), application_version \(1 row\), applications \(17 rows\), candidate_education \(1 row\), candidate_experience \(3 rows\), …\. db:copy only copies into an empty database \(a server started on it has already put the demo there\): create a new one and copy into that\.\n$/,
  );
  expect(await everyRow(target.db)).toEqual(before);
});

test('a count that differs is shown and ends with exit code 1', async () => {
  const source = await sqliteDemo();
  const where = await createTestDatabaseTarget();
  const target = open(where.target, where);
  await migrate(target);
  // A target whose own trigger adds a row to a copied table: the copy completes, the counts disagree.
  if (engineOf(target.db) === 'postgres') {
    await sql.raw(`CREATE FUNCTION note_domain() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO login_devices VALUES (NEW.id, 'x', 'y', 0); RETURN NULL; END $$;
      CREATE TRIGGER note_domain AFTER INSERT ON domains FOR EACH ROW EXECUTE FUNCTION note_domain();`).execute(target.db);
  } else {
    await sql`CREATE TRIGGER note_domain AFTER INSERT ON domains BEGIN INSERT INTO login_devices VALUES (new.id, 'x', 'y', 0); END`.execute(target.db);
  }
  const result = await copy(source.url, where.url);
  expect(result.code).toBe(1);
  expect(result.stdout).toMatch(/^login_devices +1 +2 {2}← differs$/m);
  expect(result.stdout).toMatch(/1 of \d+ tables have a different number of rows in the target\.\n$/);
});

test('refuses a source that is not there or not up to date, and bad arguments', async () => {
  const missing = await copy(`sqlite:${path.join(dir, 'nothing.sqlite')}`, `sqlite:${path.join(dir, 't.sqlite')}`);
  expect([missing.code, missing.stderr]).toEqual([1, `There is no database at ${path.join(dir, 'nothing.sqlite')} (--from).\n`]);
  expect(fs.existsSync(path.join(dir, 'nothing.sqlite'))).toBe(false);

  const old = open({ engine: 'sqlite', path: path.join(dir, 'old.sqlite') });
  await migrate(old, migrations.slice(0, 5));
  const behind = await copy(`sqlite:${path.join(dir, 'old.sqlite')}`, `sqlite:${path.join(dir, 't.sqlite')}`);
  expect(behind.code).toBe(1);
  expect(behind.stderr).toMatch(/^The source is at migration 5 of \d+: start the server of this version once on it \(it migrates the database\), then copy again\.\n$/m);
  // A new target file the copy did not fill is not left behind.
  expect(fs.existsSync(path.join(dir, 't.sqlite'))).toBe(false);

  const same = await copy(`sqlite:${path.join(dir, 'old.sqlite')}`, `sqlite:${path.join(dir, 'old.sqlite')}`);
  expect(same.stderr).toBe('--from and --to name the same database.\n');
  const bad = await copy('mysql://x', `sqlite:${path.join(dir, 't.sqlite')}`);
  expect(bad.stderr).toBe('--from: the address must look like sqlite:<path> or postgres://user:password@host:5432/database (got "mysql://x").\n');
  const stderr = buffer();
  expect(await runCopyCli(['--from', 'sqlite:x'], { stdout: buffer(), stderr })).toBe(2);
  expect(stderr.text()).toContain('Both --from and --to are needed.');
});
