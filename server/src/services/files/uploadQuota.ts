import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { AppError } from '../../errors';

/** Upload limits (see config.ts for the settings and their defaults). */
export interface UploadLimits {
  /** Largest single file. */
  maxFileBytes: number;
  /** Files a candidate has not yet used in a saved answer (a visitor: every file of the period): count and bytes. */
  pendingFilesPerUploader: number;
  pendingBytesPerUploader: number;
  /** Every file uploaded from one network address within the retention period, used or not. */
  bytesPerIp: number;
  /** The whole site within the retention period: files not yet used, and every file of visitors who are not logged in. */
  bytesTotal: number;
  /** Hours a file no saved answer uses is kept before it is deleted; also the period the quotas count. */
  pendingRetentionHours: number;
}

export const QUOTA_MESSAGE =
  'You have uploaded too many files that are not part of a saved form yet. Save or submit your form, or remove files you do not need, then try again.';
export const PAUSED_MESSAGE = 'Uploads are paused for a while because too many files are waiting. Please try again later.';

interface Used {
  files: number;
  bytes: number;
}

export interface QuotaSubject {
  domain: string;
  candidateId: number | null;
  visitor: string | null;
  ip: string;
}

/**
 * Refuses a new file of `size` bytes (0 before its bytes arrive) when it would take its sender past the
 * upload quotas of the retention period:
 * - a candidate: files not yet used by a saved answer (used ones are theirs to keep);
 * - a visitor who is not logged in: every file of the period, used or not, since anyone can send a
 *   public form again and again;
 * - the address: every file of the period, so new sessions buy no new quota;
 * - the site: files not yet used plus every visitor's file of the period; beyond it uploads pause.
 * The new file counts as one more; call it in the same synchronous step as the row's insert so
 * concurrent uploads cannot all pass one check.
 */
export function checkUploadQuota(db: Db, limits: UploadLimits, who: QuotaSubject, size: number, now: Date): void {
  const since = new Date(now.getTime() - limits.pendingRetentionHours * 3_600_000).toISOString();
  const used = (where: string, ...params: unknown[]) =>
    sql(db, `SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS bytes FROM form_files WHERE created_at > ? AND ${where}`).get(since, ...params) as Used;

  const mine = who.candidateId !== null
    ? used('attached_at IS NULL AND domain = ? AND candidate_id = ?', who.domain, who.candidateId)
    : used('visitor = ?', who.visitor);
  if (mine.files + 1 > limits.pendingFilesPerUploader || mine.bytes + size > limits.pendingBytesPerUploader) {
    throw new AppError(429, 'upload_quota', QUOTA_MESSAGE);
  }
  if (used('uploader_ip = ?', who.ip).bytes + size > limits.bytesPerIp) throw new AppError(429, 'upload_quota', QUOTA_MESSAGE);
  if (used('(attached_at IS NULL OR candidate_id IS NULL)').bytes + size > limits.bytesTotal) throw new AppError(503, 'uploads_paused', PAUSED_MESSAGE);
}
