import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { checkSha256, type BlobStore } from './blobStore';
import { UploadTemp } from './uploadTemp';

/**
 * Uploaded bytes in the `file_blobs` table, one row per content: every instance behind one database
 * reads every file, and backups of the database hold the files too. The default with PostgreSQL.
 * A file is at most UPLOAD_MAX_BYTES (10 MiB by default), so it is written and read whole.
 * `created_at` is renewed whenever a new upload uses a stored content, so the sweep's grace period
 * covers the moment between an upload's row and its bytes.
 */
export class DatabaseBlobStore implements BlobStore {
  readonly kind = 'database';
  private readonly temp: UploadTemp;

  /** `tmpRoot` (FILES_DIR) holds only this instance's uploads in progress, in `tmp/`. */
  constructor(private readonly db: Db, tmpRoot: string) {
    this.temp = new UploadTemp(path.join(tmpRoot, 'tmp'));
  }

  get tmpDir(): string {
    return this.temp.dir;
  }

  sweepTemp(graceMs: number, now = Date.now()): Promise<number> {
    return this.temp.sweep(graceMs, now);
  }

  tempFile() {
    return this.temp.create();
  }

  discard(tempPath: string): Promise<void> {
    return this.temp.discard(tempPath);
  }

  async keep(tempPath: string, sha256: string): Promise<void> {
    checkSha256(sha256);
    // Most contents are new; a known one is only renewed, without sending its bytes again.
    if (!(await this.renew(sha256))) await this.insert(sha256, await readFile(tempPath));
    await this.temp.discard(tempPath);
  }

  async put(sha256: string, bytes: Buffer): Promise<void> {
    checkSha256(sha256);
    if (!(await this.renew(sha256))) await this.insert(sha256, bytes);
  }

  async read(sha256: string): Promise<Buffer | null> {
    const row = await this.db.selectFrom('file_blobs').select('content').where('sha256', '=', checkSha256(sha256)).executeTakeFirst();
    return row ? Buffer.from(row.content) : null;
  }

  async has(sha256: string): Promise<boolean> {
    const row = await this.db.selectFrom('file_blobs').select('size').where('sha256', '=', checkSha256(sha256)).executeTakeFirst();
    return row !== undefined;
  }

  // The blobs and the rows that use them are in the one database this store was made with.
  async sweep(_db: Db, graceMs: number, now = Date.now()): Promise<number> {
    const before = new Date(now - graceMs).toISOString();
    // One statement: a content an upload renews meanwhile is young again when PostgreSQL re-checks
    // the row it waited for, and one a new row refers to is no longer unreferenced.
    const result = await this.db
      .deleteFrom('file_blobs')
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('form_files').select('form_files.id').whereRef('form_files.sha256', '=', 'file_blobs.sha256'))))
      .executeTakeFirst();
    return Number(result.numDeletedRows) + (await this.temp.sweep(graceMs, now));
  }

  /** Marks a stored content as just used; false when it is not stored. */
  private async renew(sha256: string): Promise<boolean> {
    const result = await this.db.updateTable('file_blobs').set({ created_at: new Date().toISOString() }).where('sha256', '=', sha256).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async insert(sha256: string, bytes: Buffer): Promise<void> {
    const at = new Date().toISOString();
    // Two uploads of one new content at once: the second only renews the first's row.
    await this.db
      .insertInto('file_blobs')
      .values({ sha256, size: bytes.length, content: bytes, created_at: at })
      .onConflict((oc) => oc.column('sha256').doUpdateSet({ created_at: at }))
      .execute();
  }
}
