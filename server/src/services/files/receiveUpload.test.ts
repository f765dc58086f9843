import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openDatabase, type Db } from '../../db/database';
import { isDomainError } from '../../domainErrors';
import { addCompany } from '../../testing/formsFixture';
import { createTestDatabase, testEngine, type TestDatabase } from '../../testing/testDatabase';
import type { BlobStore } from './blobStore';
import { openBlobStore } from './openBlobStore';
import { receiveUpload, type Uploader } from './receiveUpload';
import type { UploadLimits } from './uploadQuota';

// The quota check and the file's row are one locked step: uploads sent at once, to one instance or
// (PostgreSQL) to several behind one database, cannot all pass one check.

const LIMITS: UploadLimits = {
  maxFileBytes: 1024 * 1024,
  pendingFilesPerUploader: 3,
  pendingBytesPerUploader: 1024 * 1024,
  bytesPerIp: 1024 * 1024 * 1024,
  bytesTotal: 1024 * 1024 * 1024,
  pendingRetentionHours: 24,
};

let database: TestDatabase;
let dir: string;
let store: BlobStore;
let domain: string;
let serial = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  domain = await addCompany(database.db);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-uploads-'));
  store = openBlobStore(database.engine === 'postgres' ? 'database' : 'directory', database.db, dir);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One text file as the multipart parser hands it over: a name and a stream of bytes. */
const part = (label: string) => ({ filename: `${label}.txt`, file: Readable.from([Buffer.from(`resume ${label} ${++serial}\n`)]) });

/** Sends `count` uploads at once from one visitor, spread over `instances`; returns what each got. */
async function atOnce(instances: Db[], who: Uploader, count: number): Promise<Array<number | string>> {
  const sent = Array.from({ length: count }, (_, i) =>
    receiveUpload(instances[i % instances.length] as Db, store, LIMITS, who, part(`${who.visitor}-${i}`)).then(
      () => 201,
      (error: unknown) => (isDomainError(error) ? `${error.kind} ${error.code}` : String(error)),
    ));
  return Promise.all(sent);
}

const rowsOf = async (visitor: string) =>
  (await database.db.selectFrom('form_files').select('id').where('visitor', '=', visitor).execute()).length;

test('10 uploads at once from one visitor, over a quota of 3 pending files: exactly 3 are stored', async () => {
  const who = { domain, candidateId: null, visitor: 'visitor-one-instance', ip: '10.9.0.1' };
  const results = await atOnce([database.db], who, 10);
  expect(results.filter((r) => r === 201)).toHaveLength(3);
  expect(results.filter((r) => r !== 201)).toEqual(Array(7).fill("too_many upload_quota"));
  expect(await rowsOf(who.visitor)).toBe(3);
});

// Two server instances are two connection pools on one PostgreSQL database. (SQLite is one process.)
(testEngine === 'postgres' ? test : test.skip)('10 uploads at once spread over two instances: still exactly 3 are stored', async () => {
  const second = openDatabase({ engine: 'postgres', url: database.url, poolSize: 5 });
  try {
    const who = { domain, candidateId: null, visitor: 'visitor-two-instances', ip: '10.9.0.2' };
    const results = await atOnce([database.db, second.db], who, 10);
    expect(results.filter((r) => r === 201)).toHaveLength(3);
    expect(await rowsOf(who.visitor)).toBe(3);
  } finally {
    await second.close();
  }
});
