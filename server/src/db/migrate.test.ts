import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from './connection';
import { migrate } from './migrate';
import { migrations } from './migrations';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-migrate-'));
  db = openDatabase(path.join(dir, 'test.sqlite'));
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('applies every migration once, in order, and records each version', () => {
  const first = migrate(db);
  expect(first.applied).toEqual(migrations.map((m) => m.version));
  const rows = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
  expect(rows).toEqual(migrations.map((m) => ({ version: m.version, name: m.name })));
});

test('running again changes nothing', () => {
  migrate(db);
  const again = migrate(db);
  expect(again.applied).toEqual([]);
  expect(again.version).toBe(Math.max(...migrations.map((m) => m.version)));
});

test('a failing migration leaves the database at the previous version', () => {
  migrate(db);
  const broken = { version: 999, name: 'broken', up: 'CREATE TABLE ok_table (id INTEGER); SELECT * FROM missing_table;' };
  expect(() => migrate(db, [...migrations, broken])).toThrow(/missing_table/);
  expect(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(Math.max(...migrations.map((m) => m.version)));
  expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'ok_table'").get()).toBeUndefined();
});

test('uses WAL and enforces foreign keys', () => {
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
});

test('every company-owned table has a domain column', () => {
  migrate(db);
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'positions_fts%'")
    .pluck()
    .all() as string[];
  const withoutDomain = tables.filter(
    (t) => !['domains', 'schema_migrations'].includes(t) &&
      !(db.prepare(`PRAGMA table_info(${t})`).all() as Array<{ name: string }>).some((c) => c.name === 'domain'),
  );
  expect(withoutDomain).toEqual([]);
});

test('companies created before embedding get embedConfig and the action-required flag', () => {
  const before = migrations.filter((m) => m.version < 3);
  migrate(db, before);
  const configs = { notificationsConfig: { savedSearchNotification: { enabled: true }, enableCandidateInappNotifications: true }, company: { name: 'A' } };
  const insert = db.prepare("INSERT INTO domains (id, name, config_json, created_at) VALUES (?, ?, ?, '2026-01-01T00:00:00.000Z')");
  insert.run('sends.test', 'Sends', JSON.stringify({ configs }));
  insert.run('quiet.test', 'Quiet', JSON.stringify({ configs }));
  insert.run('set.test', 'Set', JSON.stringify({ configs: { ...configs, embedConfig: { allowedOrigins: ['https://x.example'] },
    notificationsConfig: { ...configs.notificationsConfig, hasActionRequiredNotificationsConfigured: false } } }));
  db.prepare("INSERT INTO candidates (domain, email, password_hash, created_at) VALUES ('sends.test', 'a@b.test', 'x', '2026-01-01')").run();
  db.prepare(`INSERT INTO notifications (domain, candidate_id, category_title, message, created_at, notification_type)
    VALUES ('sends.test', 1, 'Offers', 'm', '2026-01-01', 'action_required')`).run();

  migrate(db);
  const configOf = (id: string) => JSON.parse(db.prepare('SELECT config_json FROM domains WHERE id = ?').pluck().get(id) as string).configs;
  expect(configOf('sends.test')).toMatchObject({ embedConfig: { allowedOrigins: [] }, notificationsConfig: { hasActionRequiredNotificationsConfigured: true } });
  expect(configOf('quiet.test')).toMatchObject({ embedConfig: { allowedOrigins: [] }, notificationsConfig: { hasActionRequiredNotificationsConfigured: false } });
  expect(configOf('set.test')).toMatchObject({ embedConfig: { allowedOrigins: ['https://x.example'] }, notificationsConfig: { hasActionRequiredNotificationsConfigured: false } });
  expect(configOf('sends.test').company).toEqual({ name: 'A' });
});
