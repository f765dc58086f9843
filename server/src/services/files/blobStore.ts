import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, type ReadStream, type WriteStream } from 'node:fs';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Uploaded bytes, one file per content under `root` (DATA_DIR/files by default), named by their SHA-256:
 * the same resume sent twice is stored once, and the names are the server's, never the uploader's.
 * Writes go to `root/tmp` first and are renamed into place when whole, so a reader never sees half a
 * file. Instances that share `root` (a shared volume) share the files.
 */
export class BlobStore {
  readonly tmpDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, 'tmp');
    mkdirSync(this.tmpDir, { recursive: true });
  }

  /** Where the bytes of `sha256` live. */
  pathOf(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error(`not a SHA-256: ${sha256.slice(0, 80)}`);
    return path.join(this.root, sha256.slice(0, 2), sha256);
  }

  /** A fresh temporary file to stream an upload into (see `keep` and `discard`). */
  tempFile(): { path: string; stream: WriteStream } {
    const file = path.join(this.tmpDir, `${randomUUID()}.part`);
    return { path: file, stream: createWriteStream(file, { flags: 'wx' }) };
  }

  /** Moves a finished temporary file into the store as `sha256`; if that content is stored already, drops the copy. */
  async keep(tempPath: string, sha256: string): Promise<void> {
    const target = this.pathOf(sha256);
    if (await exists(target)) {
      await rm(tempPath, { force: true });
      return;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    await rename(tempPath, target);
  }

  async discard(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true });
  }

  /** Stores `bytes` (files that were in the database before the store existed). */
  async put(sha256: string, bytes: Buffer): Promise<void> {
    const temp = path.join(this.tmpDir, `${randomUUID()}.part`);
    await writeFile(temp, bytes, { flag: 'wx' });
    await this.keep(temp, sha256);
  }

  read(sha256: string): ReadStream {
    return createReadStream(this.pathOf(sha256));
  }

  async has(sha256: string): Promise<boolean> {
    return exists(this.pathOf(sha256));
  }

  /**
   * Deletes stored contents that `isReferenced` says no row needs any more, and temporary files left by
   * interrupted uploads, when older than `graceMs` (an upload in flight stores its bytes just before
   * its row). Returns how many files were deleted.
   */
  async sweep(isReferenced: (sha256: string) => boolean, graceMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    const oldEnough = async (file: string) => now - (await stat(file)).mtimeMs > graceMs;
    for (const dir of await readdir(this.root, { withFileTypes: true })) {
      if (!dir.isDirectory()) continue;
      const dirPath = path.join(this.root, dir.name);
      for (const name of await readdir(dirPath)) {
        const file = path.join(dirPath, name);
        const stale = dir.name === 'tmp' ? true : SHA256.test(name) && !isReferenced(name);
        if (stale && (await oldEnough(file).catch(() => false))) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
    }
    return removed;
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
