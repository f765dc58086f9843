import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import { lockKey, type Db, type Tx } from '../../db/database';
import type { Tables } from '../../db/tables';
import { said, tooMany, unavailable } from '../../domainErrors';

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

type Where = (eb: ExpressionBuilder<Tables, 'form_files'>) => ExpressionWrapper<Tables, 'form_files', SqlBool>;

/**
 * Refuses a new file of `size` bytes (0 before its bytes arrive) when it would take its sender past the
 * upload quotas of the retention period:
 * - a candidate: files not yet used by a saved answer (used ones are theirs to keep);
 * - a visitor who is not logged in: every file of the period, used or not, since anyone can send a
 *   public form again and again;
 * - the address: every file of the period, so new sessions buy no new quota;
 * - the site: files not yet used plus every visitor's file of the period; beyond it uploads pause.
 * The new file counts as one more; call it in the transaction that inserts the row, after
 * `lockUploadQuota`, so concurrent uploads (on any instance) cannot all pass one check.
 */
export async function checkUploadQuota(db: Db, limits: UploadLimits, who: QuotaSubject, size: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - limits.pendingRetentionHours * 3_600_000).toISOString();
  const used = async (where: Where): Promise<Used> => {
    const row = await db
      .selectFrom('form_files')
      .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes')])
      .where('created_at', '>', since)
      .where(where)
      .executeTakeFirstOrThrow();
    return { files: Number(row.files), bytes: Number(row.bytes) };
  };

  const mine = who.candidateId !== null
    ? await used((eb) => eb.and([eb('attached_at', 'is', null), eb('domain', '=', who.domain), eb('candidate_id', '=', who.candidateId)]))
    : await used((eb) => eb('visitor', '=', who.visitor));
  if (mine.files + 1 > limits.pendingFilesPerUploader || mine.bytes + size > limits.pendingBytesPerUploader) {
    throw tooMany('upload_quota', said('server.upload.quota'));
  }
  if ((await used((eb) => eb('uploader_ip', '=', who.ip))).bytes + size > limits.bytesPerIp) throw tooMany('upload_quota', said('server.upload.quota'));
  const pendingOrVisitors = await used((eb) => eb.or([eb('attached_at', 'is', null), eb('candidate_id', 'is', null)]));
  if (pendingOrVisitors.bytes + size > limits.bytesTotal) throw unavailable('uploads_paused', said('server.upload.paused'));
}

/**
 * Makes the rest of transaction `trx` the only one checking upload quotas (on PostgreSQL, across
 * instances; an SQLite transaction has the connection to itself already). One key for the whole
 * site, because the site-wide quota is shared by every uploader; the locked part is a few indexed
 * counts and one insert.
 */
export function lockUploadQuota(trx: Tx): Promise<void> {
  return lockKey(trx, 'form_files:quota');
}
