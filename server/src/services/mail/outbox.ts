import { inRowChunks } from '../../db/chunked';
import type { Db, Tx } from '../../db/database';
import type { StoredSearch } from '../alerts/matchSearch';

// The outbox's rows (migration 022): what each kind carries. Data only, never a link: the instance
// that sends makes the links with its own public origin (services/mail/outboxSender.ts).

/** New positions of one company to match against its saved searches and job alerts. */
export interface AnnouncePositions {
  kind: 'announce_positions';
  positionIds: number[];
}

/** One recipient's "new jobs" message: the jobs by id, the unsubscribe link by what it stops. */
export interface NewJobsMail {
  kind: 'new_jobs_mail';
  to: string;
  company: string;
  search: StoredSearch;
  jobs: Array<{ id: number; title: string; location: string }>;
  unsubscribe: { kind: 'alert' | 'search'; id: number };
  /**
   * An account's saved search (`unsubscribe.kind` 'search'), named without its words
   * (services/alerts/describeSearch.ts): the account's address was never checked. The message quotes
   * nothing of `search` then.
   */
  filters?: string;
  /** The language the mail is written in (services/alerts/mailLocale.ts); rows queued before issue 30 have none: English. */
  locale?: string;
}

/**
 * A visitor's job-alert confirmation. The token itself must travel to the sender (the database keeps
 * only its hash); the payload is emptied once the message is sent.
 */
export interface ConfirmationMail {
  kind: 'job_alert_confirmation';
  to: string;
  company: string;
  /**
   * The search named without the requester's words (services/alerts/describeSearch.ts): nobody
   * confirmed it yet. Rows queued before issue 25 carry `search` instead, which is not quoted.
   */
  filters?: string;
  token: string;
  /** The language the mail is written in (services/alerts/mailLocale.ts); rows queued before issue 30 have none: English. */
  locale?: string;
}

export type OutboxWork = AnnouncePositions | NewJobsMail | ConfirmationMail;

/** Writes `work` for `domain` to the outbox; call it inside the transaction that causes the work. */
export async function enqueue(trx: Tx | Db, domain: string, work: OutboxWork[], now: number): Promise<void> {
  if (work.length === 0) return;
  const at = new Date(now).toISOString();
  // `email` ties one person's mail to them: account deletion and the data export find it by that column.
  const rows = work.map(({ kind, ...payload }) => ({ kind, domain, email: 'to' in payload ? payload.to : null, payload_json: JSON.stringify(payload), next_attempt_at: at, created_at: at }));
  await inRowChunks(rows, (piece) => trx.insertInto('outbox').values(piece).execute());
}

/**
 * A payload without what would let its reader act for the recipient (a confirmation's token): what a
 * row that failed for good keeps, since it is never sent and only read to find out why it failed.
 */
export function payloadWithoutSecrets(payloadJson: string): string {
  const { token: _token, ...rest } = JSON.parse(payloadJson) as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** Days a sent row is kept (its payload is already emptied; the row still names the recipient). */
const OUTBOX_SENT_KEEP_DAYS = 7;
/** Days a failed row is kept, for looking into why it failed; its payload still holds the message (without its token). */
const OUTBOX_FAILED_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes rows whose life ended long enough ago: sent ones after OUTBOX_SENT_KEEP_DAYS, failed ones
 * after OUTBOX_FAILED_KEEP_DAYS (the hourly clean-up calls it). Rows name recipients' addresses, so
 * they are not kept forever; pending rows are never touched. Resolves to the number deleted.
 */
export async function pruneOutbox(db: Db, now: number): Promise<number> {
  const sentBefore = new Date(now - OUTBOX_SENT_KEEP_DAYS * DAY_MS).toISOString();
  const failedBefore = new Date(now - OUTBOX_FAILED_KEEP_DAYS * DAY_MS).toISOString();
  const result = await db
    .deleteFrom('outbox')
    .where((eb) => eb.or([eb('sent_at', '<', sentBefore), eb('failed_at', '<', failedBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// The senders running in this process, by the database they serve: a process that enqueued work
// wakes its own sender at once (other processes, such as the import command, are found by polling).
const senders = new WeakMap<Db, () => void>();

/** Registers the wake-up of this process's sender for `db` (outboxSender does); returns its removal. */
export function onOutboxWork(db: Db, wake: () => void): () => void {
  senders.set(db, wake);
  return () => {
    if (senders.get(db) === wake) senders.delete(db);
  };
}

/** Tells this process's sender that work was committed; nothing when no sender runs here. Call after the commit. */
export function wakeOutbox(db: Db): void {
  senders.get(db)?.();
}
