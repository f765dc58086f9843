import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DEFAULT_OUTBOX_POLL_MS, type Config } from '../../config';
import { engineOf, type Db } from '../../db/database';
import { announceNewPositions } from '../alerts/announceNewPositions';
import { renderConfirmationMail, renderNewJobsMail, stillOpenJobs, stillSubscribed } from '../alerts/outboxMessages';
import { mailerFor } from './mailer';
import { onOutboxWork, payloadWithoutSecrets, type AnnouncePositions, type ConfirmationMail, type NewJobsMail } from './outbox';

/** Rows claimed at once. */
const BATCH = 20;
/** How long a claim holds: an instance that dies mid-send leaves its rows to another after this. */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Tries of one row, the first included; then it is marked failed and logged. */
export const MAX_ATTEMPTS = 8;
/** The wait after the first failure; it doubles after each further one (30 s, 1 min … 32 min). */
export const RETRY_BASE_MS = 30_000;

export interface OutboxSenderDeps {
  db: Db;
  /** The sending instance's settings: its public origin makes every link. */
  config: Config;
  now: () => number;
  /** Where failed tries and given-up rows are reported. */
  log: { warn(what: string): void; error(error: unknown, what: string): void };
}

export interface OutboxSender {
  /** This sender's name in `claimed_by`. */
  readonly id: string;
  /** Starts polling and takes the work already due. */
  start(): void;
  /** Looks for due work soon (after a commit in this process). */
  wake(): void;
  /** Sends everything due now, including the e-mail that announcing makes; resolves with the rows done. For tests and shutdown. */
  drain(): Promise<number>;
  /** Stops polling and waits for the round in progress. */
  close(): Promise<void>;
}

type Row = { id: number; kind: string; domain: string; payload_json: string; attempts: number };

/** Claims due rows for `me`: a lease in claimed_by/claimed_until, rows another instance holds skipped. */
async function claim(deps: OutboxSenderDeps, me: string): Promise<Row[]> {
  const now = new Date(deps.now()).toISOString();
  const until = new Date(deps.now() + CLAIM_LEASE_MS).toISOString();
  const postgres = engineOf(deps.db) === 'postgres';
  // One statement: on SQLite it is its own transaction (one writer at a time); on PostgreSQL
  // FOR UPDATE SKIP LOCKED makes two instances claiming at once take different rows.
  return deps.db
    .updateTable('outbox')
    .set({ claimed_by: me, claimed_until: until })
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', now)]))
        .orderBy('id')
        .limit(BATCH);
      return postgres ? due.forUpdate().skipLocked() : due;
    })
    .returning(['id', 'kind', 'domain', 'payload_json', 'attempts'])
    .execute();
}

/** Does one row's work; false when there was nothing to send (the recipient unsubscribed, or every job closed, meanwhile). */
async function perform(deps: OutboxSenderDeps, row: Row): Promise<boolean> {
  const payload = JSON.parse(row.payload_json) as object;
  const origin = deps.config.mail.publicOrigin;
  switch (row.kind) {
    case 'announce_positions':
      await announceNewPositions(deps, row.domain, (payload as Omit<AnnouncePositions, 'kind'>).positionIds);
      return true;
    case 'new_jobs_mail': {
      const mail = { kind: row.kind, ...payload } as NewJobsMail;
      if (!(await stillSubscribed(deps.db, mail))) return false;
      // Only jobs still open when it leaves; none left: nothing to send (the row is done, not failed).
      const jobs = await stillOpenJobs(deps.db, row.domain, mail.jobs, deps.now());
      if (jobs.length === 0) return false;
      await mailerFor(deps.config.mail).send(await renderNewJobsMail(deps.db, origin, row.domain, { ...mail, jobs }));
      return true;
    }
    case 'job_alert_confirmation':
      await mailerFor(deps.config.mail).send(renderConfirmationMail(origin, row.domain, { kind: row.kind, ...payload } as ConfirmationMail));
      return true;
    default:
      throw new Error(`unknown outbox kind "${row.kind}"`);
  }
}

async function settle(deps: OutboxSenderDeps, me: string, row: Row, error: unknown): Promise<void> {
  const at = new Date(deps.now()).toISOString();
  // Only while the claim is ours: a row whose lease ran out and went to another instance is theirs.
  const mine = () => deps.db.updateTable('outbox').where('id', '=', row.id).where('claimed_by', '=', me);
  if (error === undefined) {
    // The payload goes once done: a confirmation's token is kept only until it is sent.
    await mine().set({ sent_at: at, claimed_by: null, claimed_until: null, payload_json: '{}' }).execute();
    return;
  }
  const attempts = row.attempts + 1;
  const message = error instanceof Error ? error.message : String(error);
  if (attempts >= MAX_ATTEMPTS) {
    // Never sent now: a confirmation's token would only wait there for someone to read it.
    await mine().set({ attempts, failed_at: at, last_error: message, claimed_by: null, claimed_until: null, payload_json: payloadWithoutSecrets(row.payload_json) }).execute();
    deps.log.error(error, `outbox ${row.kind} #${row.id} failed ${attempts} times; given up`);
    return;
  }
  const next = new Date(deps.now() + RETRY_BASE_MS * 2 ** (attempts - 1)).toISOString();
  await mine().set({ attempts, next_attempt_at: next, last_error: message, claimed_by: null, claimed_until: null }).execute();
  deps.log.warn(`outbox ${row.kind} #${row.id} failed (try ${attempts} of ${MAX_ATTEMPTS}), next at ${next}: ${message}`);
}

/** Claims and does due rows until none is left; the number done. */
async function round(deps: OutboxSenderDeps, me: string): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await claim(deps, me);
    if (rows.length === 0) return done;
    for (const row of rows) {
      let failure: unknown;
      try {
        await perform(deps, row);
      } catch (error) {
        failure = error ?? new Error('failed');
      }
      await settle(deps, me, row, failure);
      if (failure === undefined) done += 1;
    }
  }
}

/**
 * This instance's outbox sender (`start()` sets it going): woken after this process commits work,
 * and polling every `pollMs` (OUTBOX_POLL_MS) for work other processes queued. Every instance runs one; the claim
 * makes each row go once.
 */
export function createOutboxSender(deps: OutboxSenderDeps, options: { pollMs?: number } = {}): OutboxSender {
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let current: Promise<number> | null = null;
  let again = false;
  let closed = false;

  const kick = (): Promise<number> => {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      let done = 0;
      try {
        do {
          again = false;
          done += await round(deps, id);
        } while (again && !closed);
      } finally {
        current = null;
      }
      return done;
    })();
    return current;
  };
  const wake = () => {
    if (!closed) kick().catch((error: unknown) => deps.log.error(error, 'the outbox sender failed'));
  };
  let forget = () => {};
  let poll: NodeJS.Timeout | undefined;

  return {
    id,
    start() {
      if (poll || closed) return;
      forget = onOutboxWork(deps.db, wake);
      poll = setInterval(wake, options.pollMs ?? DEFAULT_OUTBOX_POLL_MS);
      poll.unref();
      wake(); // work left from before this start, or queued while no instance ran
    },
    wake,
    async drain() {
      while (current) await current.catch(() => 0);
      return kick();
    },
    async close() {
      closed = true;
      clearInterval(poll);
      forget();
      while (current) await current.catch(() => 0);
    },
  };
}
