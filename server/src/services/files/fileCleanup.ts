import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import type { BlobStore } from './blobStore';

/** An upload stores its bytes a moment before its row: younger unreferenced contents are left alone. */
const SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * Moves file contents that older versions kept in the database into the blob store (once; a row
 * whose bytes are stored loses its copy). Runs at start, before requests are served.
 */
export async function moveFilesToStore(db: Db, store: BlobStore): Promise<number> {
  const rows = sql(db, 'SELECT id, sha256 FROM form_files WHERE content IS NOT NULL').all() as Array<{ id: number; sha256: string }>;
  const bytesOf = sql(db, 'SELECT content FROM form_files WHERE id = ?').pluck();
  const clear = sql(db, 'UPDATE form_files SET content = NULL WHERE id = ?');
  for (const row of rows) {
    if (!(await store.has(row.sha256))) await store.put(row.sha256, bytesOf.get(row.id) as Buffer);
    clear.run(row.id);
  }
  return rows.length;
}

/**
 * Deletes uploads that no saved answer took up within `retentionHours`, then every stored content no
 * row refers to any more (replaced resumes, deleted drafts, expired uploads). Returns what went.
 */
export async function sweepFiles(db: Db, store: BlobStore, retentionHours: number, now = new Date()): Promise<{ rows: number; files: number }> {
  const before = new Date(now.getTime() - retentionHours * 3_600_000).toISOString();
  const rows = sql(db, 'DELETE FROM form_files WHERE attached_at IS NULL AND created_at <= ?').run(before).changes;
  const referenced = sql(db, 'SELECT 1 FROM form_files WHERE sha256 = ? LIMIT 1').pluck();
  const files = await store.sweep((sha256) => referenced.get(sha256) !== undefined, SWEEP_GRACE_MS, now.getTime());
  return { rows, files };
}
