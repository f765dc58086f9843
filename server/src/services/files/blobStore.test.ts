import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/database';
import { addCompany } from '../../testing/formsFixture';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { BlobStore, FilesStoreKind } from './blobStore';
import { moveFilesToStore, sweepFiles, sweepTempFiles } from './fileCleanup';
import { openBlobStore } from './openBlobStore';

// Both stores keep the same promises on whichever engine the tests run: one copy per content, bytes
// back exactly, nothing half-written, and the sweep deletes only what no row uses and what is old.

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const HOUR = 3_600_000;
let serial = 0;
const unique = (label: string) => Buffer.from(`${label} ${++serial} ${'x'.repeat(serial % 7)}`);

async function bytesOf(store: BlobStore, key: string): Promise<Buffer | null> {
  const stored = await store.read(key);
  if (stored === null || Buffer.isBuffer(stored)) return stored;
  const chunks: Buffer[] = [];
  for await (const chunk of stored) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each<FilesStoreKind>(['directory', 'database'])('the %s store', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let dir: string;
  let store: BlobStore;
  let domain: string;

  /** The contents the store holds, by SHA-256. */
  async function contents(): Promise<string[]> {
    if (kind === 'database') return (await db.selectFrom('file_blobs').select('sha256').orderBy('sha256').execute()).map((r) => r.sha256);
    return fs.readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'tmp')
      .flatMap((d) => fs.readdirSync(path.join(dir, d.name)))
      .sort();
  }

  /** Makes a stored content look `hours` old to the sweep. */
  async function age(key: string, hours: number): Promise<void> {
    const then = new Date(Date.now() - hours * HOUR);
    if (kind === 'database') await db.updateTable('file_blobs').set({ created_at: then.toISOString() }).where('sha256', '=', key).execute();
    else fs.utimesSync(path.join(dir, key.slice(0, 2), key), then, then);
  }

  async function fileRow(bytes: Buffer, content: Buffer | null = null): Promise<number> {
    const row = await db
      .insertInto('form_files')
      .values({ domain, candidate_id: null, visitor: 'v', name: 'cv.txt', type: 'text/plain', size: bytes.length, sha256: sha(bytes), content, attached_at: null, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function keepTemp(bytes: Buffer): Promise<string> {
    const temp = store.tempFile();
    await new Promise<void>((resolve, reject) => temp.stream.end(bytes, () => resolve()).on('error', reject));
    await store.keep(temp.path, sha(bytes));
    return sha(bytes);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    domain = await addCompany(db);
  });
  afterAll(() => database.close());
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-blobs-'));
    store = openBlobStore(kind, db, dir);
  });
  afterEach(async () => {
    await db.deleteFrom('form_files').execute();
    await db.deleteFrom('file_blobs').execute();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('an upload\'s temporary file is kept under its SHA-256, read back byte for byte, once per content', async () => {
    expect(store.kind).toBe(kind);
    expect(store.tmpDir).toBe(path.join(dir, 'tmp'));
    const bytes = Buffer.concat([unique('resume'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);
    const key = await keepTemp(bytes);
    expect((await bytesOf(store, key))?.equals(bytes)).toBe(true);
    expect(await store.has(key)).toBe(true);
    await keepTemp(bytes);
    expect(await contents()).toEqual([key]);
    // The temporary files went into the store or away, never left behind.
    expect(fs.readdirSync(store.tmpDir)).toEqual([]);
  });

  test('put stores bytes given whole; unknown contents read as null; keys are SHA-256 only', async () => {
    const bytes = unique('legacy');
    await store.put(sha(bytes), bytes);
    await store.put(sha(bytes), bytes);
    expect(await contents()).toEqual([sha(bytes)]);
    expect((await bytesOf(store, sha(bytes)))?.equals(bytes)).toBe(true);
    const absent = sha(unique('never stored'));
    expect(await store.has(absent)).toBe(false);
    expect(await store.read(absent)).toBeNull();
    await expect(store.has('../../etc/passwd')).rejects.toThrow('not a SHA-256');
    await expect(store.put('ABC', bytes)).rejects.toThrow('not a SHA-256');
  });

  test('the sweep deletes old contents no row uses and old temporary files; used and young ones stay', async () => {
    const used = unique('used');
    const unused = unique('unused');
    const young = unique('young');
    for (const bytes of [used, unused, young]) await keepTemp(bytes);
    await fileRow(used);
    await age(sha(used), 5);
    await age(sha(unused), 5);
    const leftOver = path.join(store.tmpDir, 'interrupted.part');
    fs.writeFileSync(leftOver, 'half an upload');
    const then = new Date(Date.now() - 5 * HOUR);
    fs.utimesSync(leftOver, then, then);

    expect(await store.sweep(db, HOUR)).toBe(2);
    expect(await contents()).toEqual([sha(used), sha(young)].sort());
    expect(fs.existsSync(leftOver)).toBe(false);
    // Once nothing uses it and it is old, a content goes too.
    expect(await store.sweep(db, HOUR, Date.now() + 2 * HOUR)).toBe(1);
    expect(await contents()).toEqual([sha(used)]);
  });

  test('at start, only this instance\'s old temporary files go; stored contents and uploads in progress stay', async () => {
    const stored = await keepTemp(unique('stored'));
    await age(stored, 5);
    const old = path.join(store.tmpDir, 'crashed.part');
    const inProgress = path.join(store.tmpDir, 'in-progress.part');
    fs.writeFileSync(old, 'half');
    fs.writeFileSync(inProgress, 'still coming');
    const then = new Date(Date.now() - 5 * HOUR);
    fs.utimesSync(old, then, then);
    expect(await sweepTempFiles(store)).toBe(1);
    expect(fs.readdirSync(store.tmpDir)).toEqual(['in-progress.part']);
    expect(await contents()).toEqual([stored]);
  });

  test('keeping a content that is stored already renews it: an upload that relies on it is not swept from under it', async () => {
    const bytes = unique('renewed');
    const key = await keepTemp(bytes);
    await age(key, 5);
    // A new upload of the same bytes, whose row is about to refer to them.
    await keepTemp(bytes);
    expect(await store.sweep(db, HOUR)).toBe(0);
    expect(await store.has(key)).toBe(true);
  });

  test('moveFilesToStore moves bytes older versions kept in form_files.content into this store, once', async () => {
    const a = unique('old a');
    const b = unique('old b');
    const ids = [await fileRow(a, a), await fileRow(a, a), await fileRow(b, b)];
    expect(await moveFilesToStore(db, store)).toBe(3);
    expect(await contents()).toEqual([sha(a), sha(b)].sort());
    expect((await bytesOf(store, sha(b)))?.equals(b)).toBe(true);
    const rows = await db.selectFrom('form_files').select(['id', 'content']).where('id', 'in', ids).execute();
    expect(rows.map((r) => r.content)).toEqual([null, null, null]);
    expect(await moveFilesToStore(db, store)).toBe(0);
  });

  test('sweepFiles deletes uploads no answer took up in time, then the contents no row uses', async () => {
    const pending = unique('pending');
    const attached = unique('attached');
    await keepTemp(pending);
    await keepTemp(attached);
    await fileRow(pending);
    const kept = await fileRow(attached);
    await db.updateTable('form_files').set({ attached_at: new Date().toISOString() }).where('id', '=', kept).execute();

    expect(await sweepFiles(db, store, 24)).toEqual({ rows: 0, files: 0 });
    expect(await sweepFiles(db, store, 24, new Date(Date.now() + 25 * HOUR))).toEqual({ rows: 1, files: 1 });
    expect(await contents()).toEqual([sha(attached)]);
  });
});
