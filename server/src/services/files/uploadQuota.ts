import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { AppError } from '../../errors';

/** Upload limits (see config.ts for the settings and their defaults). */
export interface UploadLimits {
  /** Largest single file. */
  maxFileBytes: number;
  /** Files not yet part of a saved answer, per candidate or visitor: count and bytes. */
  pendingFilesPerUploader: number;
  pendingBytesPerUploader: number;
  /** The same per network address over the retention period (visitors can start new sessions at will). */
  pendingBytesPerIp: number;
  /** All pending files together: the disk a flood of uploads may take before uploads pause. */
  pendingBytesTotal: number;
  /** Hours a pending file is kept before it is deleted. */
  pendingRetentionHours: number;
}

export const QUOTA_MESSAGE =
  'You have uploaded too many files that are not part of a saved form yet. Save or submit your form, or remove files you do not need, then try again.';
export const PAUSED_MESSAGE = 'Uploads are paused for a while because too many files are waiting. Please try again later.';

interface Pending {
  files: number;
  bytes: number;
}

/**
 * Refuses an upload of `adding` more bytes when it would take the uploader (candidate or visitor), their
 * address or the whole site past the pending-file limits. Pending = uploaded within the retention
 * period and not yet referred to by stored answers; attached files count for nothing here.
 */
export function checkPendingQuota(db: Db, limits: UploadLimits, who: { domain: string; candidateId: number | null; visitor: string | null; ip: string }, adding: number, now: Date): void {
  const since = new Date(now.getTime() - limits.pendingRetentionHours * 3_600_000).toISOString();
  const pending = (where: string, ...params: unknown[]) =>
    sql(db, `SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS bytes FROM form_files WHERE attached_at IS NULL AND created_at > ? AND ${where}`).get(since, ...params) as Pending;

  const mine = who.candidateId !== null ? pending('domain = ? AND candidate_id = ?', who.domain, who.candidateId) : pending('visitor = ?', who.visitor);
  const newFile = adding === 0 ? 1 : 0; // checked before the bytes arrive (count) and after (bytes)
  if (mine.files + newFile > limits.pendingFilesPerUploader || mine.bytes + adding > limits.pendingBytesPerUploader) {
    throw new AppError(429, 'upload_quota', QUOTA_MESSAGE);
  }
  if (pending('uploader_ip = ?', who.ip).bytes + adding > limits.pendingBytesPerIp) throw new AppError(429, 'upload_quota', QUOTA_MESSAGE);
  if (pending('1 = 1').bytes + adding > limits.pendingBytesTotal) throw new AppError(503, 'uploads_paused', PAUSED_MESSAGE);
}
