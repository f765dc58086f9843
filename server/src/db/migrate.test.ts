import { sql } from 'kysely';
import { deleteSqliteFiles, openDatabase } from './database';
import { currentVersion, migrate, migrationName } from './migrate';
import { migrations } from './migrations';
import { createTestDatabase, createTestDatabaseTarget, testEngine, type TestDatabase } from '../testing/testDatabase';

const NEWEST = Math.max(...migrations.map((m) => m.version));

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterEach(() => database.close());

const names = async () =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(database.db)).rows.map((r) => r.name);

test('applies every migration once, in order, and records each', async () => {
  const first = await migrate(database);
  expect(first.applied).toEqual(migrations.map((m) => m.version));
  expect(await names()).toEqual(migrations.map(migrationName));
  expect(first.version).toBe(NEWEST);
});

test('running again changes nothing', async () => {
  await migrate(database);
  const again = await migrate(database);
  expect(again.applied).toEqual([]);
  expect(again.version).toBe(NEWEST);
});

test('a failing migration leaves the database at the previous version', async () => {
  await migrate(database);
  const broken = { version: 999, name: 'broken', sqlite: 'CREATE TABLE ok_table (id INTEGER); SELECT * FROM missing_table;', postgres: 'CREATE TABLE ok_table (id INTEGER); SELECT * FROM missing_table;' };
  await expect(migrate(database, [...migrations, broken])).rejects.toThrow(/missing_table/);
  expect(await currentVersion(database.db)).toBe(NEWEST);
  const tables = await database.db.introspection.getTables();
  expect(tables.map((t) => t.name)).not.toContain('ok_table');
});

test('every company-owned table has a domain column', async () => {
  await migrate(database);
  const tables = await database.db.introspection.getTables();
  const withoutDomain = tables
    // file_blobs holds bytes by content, reached only through form_files rows (a company's); the cluster's
    // own bookkeeping (rate-limit counters, the per-requester count of job-alert confirmations, background work), the installation's PDF-sealing key and its other secrets belong to no company.
    .filter((t) => !['domains', 'file_blobs', 'installation_secrets', 'job_alert_requests', 'rate_limit_hits', 'scheduled_work', 'signing_keys'].includes(t.name) && !t.name.startsWith('positions_fts'))
    .filter((t) => !t.columns.some((c) => c.name === 'domain'))
    .map((t) => t.name);
  expect(withoutDomain).toEqual([]);
});

test('both engines build the same tables and columns', async () => {
  await migrate(database);
  const tables = await database.db.introspection.getTables();
  const shape = Object.fromEntries(
    tables.filter((t) => !t.name.startsWith('positions_fts')).map((t) => [t.name, t.columns.map((c) => c.name).filter((c) => c !== 'search_text').sort()]),
  );
  // The expected shape is the SQLite one, written out: a PostgreSQL run compares itself with it.
  expect(Object.keys(shape).sort()).toEqual([
    'application_status_changes', 'application_submissions', 'application_version', 'applications',
    'candidate_education', 'candidate_experience', 'candidate_resumes', 'candidate_skills', 'candidates', 'departments', 'domains',
    'draft_applications', 'esign_results', 'event_registrations', 'events', 'file_blobs', 'form_files', 'form_responses', 'forms',
    'import_tokens', 'installation_secrets', 'interviews',
    'job_cart_candidate_items', 'job_cart_session_items', 'login_attempts', 'login_devices', 'notifications', 'nudges',
    'offer_actions', 'offer_documents', 'offer_events', 'offers', 'position_skills', 'positions', 'rate_limit_hits', 'referrals', 'saved_positions', 'saved_searches',
    'scheduled_work', 'search_version',
    'sessions', 'signing_keys', 'vslog',
    // Job alerts (migration 019).
    'job_alert_matches', 'job_alerts', 'saved_search_matches',
    // Who asked for job-alert confirmations, for the per-requester cap (migration 029).
    'job_alert_requests',
    // The transactional outbox (migration 022).
    'outbox',
    // The theme builder (migration 033).
    'theme_assets', 'theme_drafts', 'theme_versions',
  ].sort());
  expect(shape.outbox).toEqual([
    'attempts', 'claimed_by', 'claimed_until', 'created_at', 'domain', 'email', 'failed_at', 'id', 'kind', 'last_error', 'next_attempt_at', 'payload_json', 'sent_at',
  ]);
  expect(shape.form_files).toEqual(['attached_at', 'candidate_id', 'content', 'created_at', 'domain', 'id', 'name', 'sha256', 'size', 'type', 'uploader_ip', 'visitor']);
  expect(shape.file_blobs).toEqual(['content', 'created_at', 'sha256', 'size']);
  // The event a notification is drawn from when read (migration 032), beside the English it is stored with.
  expect(shape.notifications).toEqual([
    'candidate_id', 'category_title', 'created_at', 'domain', 'event_json', 'id', 'is_clicked', 'is_viewed', 'message', 'notification_type', 'redirect_url',
  ]);
  expect(shape.login_attempts).toEqual(['account_hash', 'domain', 'failures', 'last_failed_at', 'retry_at']);
  // Where an application came from (migration 021): the tracking and referral parameters, one column each.
  expect(shape.application_submissions).toEqual([
    'application_id', 'candidate_id', 'created_at', 'domain', 'email', 'form_id', 'id', 'microsite', 'position_id',
    'ref_src', 'referral_token', 'source', 'src', 'utm_campaign', 'utm_source', 'values_json',
  ]);
});

test('companies created before embedding get embedConfig and the action-required flag', async () => {
  await migrate(database, migrations.filter((m) => m.version < 3));
  const db = database.db;
  const configs = { notificationsConfig: { savedSearchNotification: { enabled: true }, enableCandidateInappNotifications: true }, company: { name: 'A' } };
  const add = (id: string, value: object) =>
    db.insertInto('domains').values({ id, name: id, config_json: JSON.stringify(value), created_at: '2026-01-01T00:00:00.000Z' }).execute();
  await add('sends.test', { configs });
  await add('quiet.test', { configs });
  await add('set.test', { configs: { ...configs, embedConfig: { allowedOrigins: ['https://x.example'] },
    notificationsConfig: { ...configs.notificationsConfig, hasActionRequiredNotificationsConfigured: false } } });
  const { id } = await db.insertInto('candidates').values({ domain: 'sends.test', email: 'a@b.test', password_hash: 'x', created_at: '2026-01-01' })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('notifications').values({ domain: 'sends.test', candidate_id: id, category_title: 'Offers', message: 'm',
    created_at: '2026-01-01', notification_type: 'action_required' }).execute();

  await migrate(database);
  const configOf = async (domain: string) =>
    JSON.parse((await db.selectFrom('domains').select('config_json').where('id', '=', domain).executeTakeFirstOrThrow()).config_json).configs;
  expect(await configOf('sends.test')).toMatchObject({ embedConfig: { allowedOrigins: [] }, notificationsConfig: { hasActionRequiredNotificationsConfigured: true } });
  expect(await configOf('quiet.test')).toMatchObject({ embedConfig: { allowedOrigins: [] }, notificationsConfig: { hasActionRequiredNotificationsConfigured: false } });
  expect(await configOf('set.test')).toMatchObject({ embedConfig: { allowedOrigins: ['https://x.example'] }, notificationsConfig: { hasActionRequiredNotificationsConfigured: false } });
  expect((await configOf('sends.test')).company).toEqual({ name: 'A' });
});

test('mail queued before migration 024 gets its recipient in outbox.email; announcements and sent rows none', async () => {
  await migrate(database, migrations.filter((m) => m.version <= 22));
  const db = database.db;
  await db.insertInto('domains').values({ id: 'mail.test', name: 'Mail', config_json: '{}', created_at: '2026-01-01T00:00:00.000Z' }).execute();
  const row = (kind: string, payload: object, sentAt: string | null = null) =>
    ({ kind, domain: 'mail.test', payload_json: JSON.stringify(payload), next_attempt_at: '2026-01-01T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z', sent_at: sentAt });
  await db.insertInto('outbox').values([
    row('job_alert_confirmation', { to: 'Pending@Example.test', token: 't' }),
    row('new_jobs_mail', { to: 'jobs@example.test' }),
    row('announce_positions', { positionIds: [1] }),
    row('new_jobs_mail', {}, '2026-01-02T00:00:00.000Z'),
  ]).execute();
  await migrate(database);
  expect((await db.selectFrom('outbox').select('email').orderBy('id').execute()).map((r) => r.email)).toEqual(['Pending@Example.test', 'jobs@example.test', null, null]);
});

(testEngine === 'sqlite' ? describe : describe.skip)('SQLite files', () => {
  test('use WAL and enforce foreign keys', () => {
    expect(database.sqlite?.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(database.sqlite?.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  test('a file made before Kysely keeps its data and migrates forward from where it was', async () => {
    const where = await createTestDatabaseTarget();
    if (where.target.engine !== 'sqlite') throw new Error('SQLite only');
    const file = where.target.path;
    deleteSqliteFiles(file);
    // What the old migrator left: its own record table and the schema of version 8.
    const old = openDatabase(where.target);
    const raw = old.sqlite!;
    raw.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    for (const m of migrations.filter((m) => m.version <= 8)) {
      raw.exec(m.sqlite);
      raw.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, '2026-01-01T00:00:00.000Z');
    }
    raw.prepare("INSERT INTO domains (id, name, config_json, created_at) VALUES ('old.test', 'Old', '{}', '2026-01-01')").run();
    await old.close();

    const reopened = openDatabase(where.target);
    const result = await migrate(reopened);
    expect(result.applied).toEqual(migrations.filter((m) => m.version > 8).map((m) => m.version));
    expect(result.version).toBe(NEWEST);
    expect(await reopened.db.selectFrom('domains').select('name').execute()).toEqual([{ name: 'Old' }]);
    expect((await reopened.db.introspection.getTables()).map((t) => t.name)).not.toContain('schema_migrations');
    await reopened.close();
    await where.drop();
  });
});
