import type { Readable } from 'node:stream';
import type { WriteStream } from 'node:fs';
import type { Db } from '../../db/database';

/** Where uploaded bytes live (FILES_STORE): a folder, or the database every instance already shares. */
export type FilesStoreKind = 'directory' | 'database';

/**
 * Uploaded files' bytes, one copy per content, named by their SHA-256: the same resume sent twice is
 * stored once, and names are the server's, never the uploader's. `form_files` rows say who owns which
 * content; a store only keeps bytes. Two implementations:
 * - DirectoryBlobStore (the default with SQLite): files under FILES_DIR; several instances need it on
 *   a shared volume.
 * - DatabaseBlobStore (the default with PostgreSQL): the `file_blobs` table, so every instance behind
 *   one database reads every file with nothing else to share.
 * Uploads stream into a temporary file on the instance's own disk first (`tempFile`), are checked
 * there, and go into the store (`keep`) only when whole and accepted.
 */
export interface BlobStore {
  readonly kind: FilesStoreKind;
  /** This instance's folder of uploads in progress (FILES_DIR/tmp), whichever the store. */
  readonly tmpDir: string;
  /** A fresh temporary file to stream an upload into (see `keep` and `discard`). */
  tempFile(): { path: string; stream: WriteStream };
  discard(tempPath: string): Promise<void>;
  /**
   * Moves a finished temporary file into the store as `sha256`. A content already stored is kept
   * (and counts as new for the sweep's grace period, since a row has just started to use it).
   */
  keep(tempPath: string, sha256: string): Promise<void>;
  /** Stores `bytes` as `sha256` (contents that older versions kept in `form_files.content`). */
  put(sha256: string, bytes: Buffer): Promise<void>;
  /** The bytes of `sha256`, or null when the store does not have them. */
  read(sha256: string): Promise<Readable | Buffer | null>;
  has(sha256: string): Promise<boolean>;
  /**
   * Deletes stored contents that no `form_files` row of `db` refers to, and temporary files left by
   * interrupted uploads, when older than `graceMs` (an upload's row is written a moment before its
   * bytes are kept). Returns how many contents and temporary files went.
   */
  sweep(db: Db, graceMs: number, now?: number): Promise<number>;
  /**
   * Deletes only this instance's temporary files older than `graceMs`. They are the instance's own
   * (local disk), so each instance clears its leftovers at start, whichever instance runs the sweep.
   */
  sweepTemp(graceMs: number, now?: number): Promise<number>;
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Throws for anything but a lower-case hex SHA-256: store keys become file names and keys. */
export function checkSha256(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`not a SHA-256: ${sha256.slice(0, 80)}`);
  return sha256;
}

export const isSha256 = (name: string) => SHA256.test(name);
