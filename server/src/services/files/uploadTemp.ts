import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * This instance's temporary files of uploads in progress (`<FILES_DIR>/tmp`). An upload streams into
 * one while its bytes are checked; the whole-file checks (docx, doc containers) read it back. Whatever
 * store keeps the bytes afterwards, these stay on the instance's own disk and are never shared.
 */
export class UploadTemp {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** A fresh temporary file's name (nothing is created). */
  freshPath(): string {
    return path.join(this.dir, `${randomUUID()}.part`);
  }

  /** A fresh temporary file to stream an upload into. */
  create(): { path: string; stream: WriteStream } {
    const file = this.freshPath();
    return { path: file, stream: createWriteStream(file, { flags: 'wx' }) };
  }

  async discard(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true });
  }

  /** Deletes temporary files older than `graceMs` (left by interrupted uploads or a crash). Returns how many. */
  async sweep(graceMs: number, now: number): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      const file = path.join(this.dir, name);
      const modified = await stat(file).then((s) => s.mtimeMs, () => null);
      if (modified !== null && now - modified > graceMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
