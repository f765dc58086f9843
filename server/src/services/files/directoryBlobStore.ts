import { createReadStream, mkdirSync } from 'node:fs';
import { readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { checkSha256, isSha256, type BlobStore } from './blobStore';
import { UploadTemp } from './uploadTemp';

/**
 * Uploaded bytes as files under `root` (FILES_DIR): `root/ab/abcdef…`, one per content. Writes go to
 * `root/tmp` first and are renamed into place when whole, so a reader never sees half a file. The
 * default with SQLite; instances that share `root` (a shared volume) share the files.
 */
export class DirectoryBlobStore implements BlobStore {
  readonly kind = 'directory';
  private readonly temp: UploadTemp;
  // Keeping a content and the sweep's decision to delete it must not interleave in this process:
  // the sweep could otherwise delete a file that an upload has just found there and relied on.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true });
    this.temp = new UploadTemp(path.join(root, 'tmp'));
  }

  get tmpDir(): string {
    return this.temp.dir;
  }

  /** Where the bytes of `sha256` live. */
  pathOf(sha256: string): string {
    return path.join(this.root, checkSha256(sha256).slice(0, 2), sha256);
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
    const target = this.pathOf(sha256);
    return this.exclusive(async () => {
      if (await exists(target)) {
        // Renewed, so a sweep running on another instance (shared volume) sees it as young.
        const now = new Date();
        await utimes(target, now, now).catch(() => {});
        await rm(tempPath, { force: true });
        return;
      }
      mkdirSync(path.dirname(target), { recursive: true });
      await rename(tempPath, target);
    });
  }

  async put(sha256: string, bytes: Buffer): Promise<void> {
    const temp = this.temp.freshPath();
    await writeFile(temp, bytes, { flag: 'wx' });
    await this.keep(temp, sha256);
  }

  async read(sha256: string): Promise<Readable | null> {
    const file = this.pathOf(sha256);
    return (await exists(file)) ? createReadStream(file) : null;
  }

  async has(sha256: string): Promise<boolean> {
    return exists(this.pathOf(sha256));
  }

  async sweep(db: Db, graceMs: number, now = Date.now()): Promise<number> {
    let removed = await this.temp.sweep(graceMs, now);
    for (const dir of await readdir(this.root, { withFileTypes: true })) {
      if (!dir.isDirectory() || dir.name === 'tmp') continue;
      const dirPath = path.join(this.root, dir.name);
      for (const name of await readdir(dirPath)) {
        if (!isSha256(name)) continue;
        const file = path.join(dirPath, name);
        const gone = await this.exclusive(async () => {
          const modified = await stat(file).then((s) => s.mtimeMs, () => null);
          if (modified === null || now - modified <= graceMs) return false;
          const used = await db.selectFrom('form_files').select('id').where('sha256', '=', name).limit(1).executeTakeFirst();
          if (used) return false;
          await rm(file, { force: true });
          return true;
        });
        if (gone) removed += 1;
      }
    }
    return removed;
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => {});
    return run;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
