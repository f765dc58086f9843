import type { Db } from '../../db/database';
import type { BlobStore } from './blobStore';

/** An upload stores its bytes a moment after its row: younger unreferenced contents are left alone. */
const SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * Moves file contents that older versions kept in the database (`form_files.content`) into the blob
 * store, whichever it is (once; a row whose bytes are stored loses its copy). Runs at start, before
 * requests are served; instances starting together only repeat each other's idempotent steps.
 * Returns how many rows were moved.
 */
export async function moveFilesToStore(db: Db, store: BlobStore): Promise<number> {
  const rows = await db.selectFrom('form_files').select(['id', 'sha256']).where('content', 'is not', null).execute();
  for (const row of rows) {
    // One row's bytes at a time: old databases may hold many files.
    if (!(await store.has(row.sha256))) {
      const stored = await db.selectFrom('form_files').select('content').where('id', '=', row.id).executeTakeFirst();
      if (stored?.content) await store.put(row.sha256, Buffer.from(stored.content));
    }
    await db.updateTable('form_files').set({ content: null }).where('id', '=', row.id).execute();
  }
  return rows.length;
}

/**
 * Clears what uploads interrupted by a crash or a kill left in this instance's temporary folder
 * (uploads that fail otherwise clean up after themselves). Runs at start; old files only, since a
 * folder on a shared volume may hold other instances' uploads in progress.
 */
export function sweepTempFiles(store: BlobStore, now = new Date()): Promise<number> {
  return store.sweepTemp(SWEEP_GRACE_MS, now.getTime());
}

/**
 * Deletes uploads that no saved answer took up within `retentionHours`, then every stored content no
 * row refers to any more (replaced resumes, deleted drafts, expired uploads). Returns what went.
 */
export async function sweepFiles(db: Db, store: BlobStore, retentionHours: number, now = new Date()): Promise<{ rows: number; files: number }> {
  const before = new Date(now.getTime() - retentionHours * 3_600_000).toISOString();
  const deleted = await db.deleteFrom('form_files').where('attached_at', 'is', null).where('created_at', '<=', before).executeTakeFirst();
  const files = await store.sweep(db, SWEEP_GRACE_MS, now.getTime());
  return { rows: Number(deleted.numDeletedRows), files };
}
