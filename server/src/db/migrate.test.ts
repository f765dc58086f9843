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
