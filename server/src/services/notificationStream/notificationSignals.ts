import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import { engineOf, type Db } from '../../db/database';

/**
 * How the instances of a site tell each other that a notification was stored or a session ended (issue 33), through
 * the database they already share: PostgreSQL's LISTEN/NOTIFY, or on SQLite (one process) an in-memory emitter. A
 * signal names what changed, never its content (NOTIFY payloads are limited to 8000 bytes and readable by any
 * listener): the listening instance reads the row itself.
 */
export type NotificationSignal =
  | { kind: 'notification'; domain: string; candidateId: number; id: number }
  | { kind: 'session_ended'; idHash: string };

const CHANNEL = 'careers_notifications';

/** `n:<candidate>:<id>:<domain>` (the domain last: it is the one part that is free text) or `s:<session hash>`. */
function encode(signal: NotificationSignal): string {
  return signal.kind === 'notification' ? `n:${signal.candidateId}:${signal.id}:${signal.domain}` : `s:${signal.idHash}`;
}

/** The signal a payload carries, or null for one this version does not know (a newer instance's). */
function decodeSignal(payload: string): NotificationSignal | null {
  const notification = /^n:(\d{1,15}):(\d{1,15}):(.+)$/.exec(payload);
  if (notification) return { kind: 'notification', candidateId: Number(notification[1]), id: Number(notification[2]), domain: notification[3] as string };
  const session = /^s:([0-9a-f]{64})$/.exec(payload);
  return session ? { kind: 'session_ended', idHash: session[1] as string } : null;
}

// One emitter per SQLite database, keyed by its Kysely adapter: a transaction shares its database's adapter, so a
// notification stored inside one reaches the same emitter as one stored outside. Tests open many databases in one
// process; each has its own emitter, so one test's notifications never reach another's streams.
const sqliteEmitters = new WeakMap<object, EventEmitter>();

function sqliteEmitter(db: Db): EventEmitter {
  const adapter = db.getExecutor().adapter;
  let emitter = sqliteEmitters.get(adapter);
  if (!emitter) {
    emitter = new EventEmitter();
    // One listener per app on the database; tests may build several on one file.
    emitter.setMaxListeners(0);
    sqliteEmitters.set(adapter, emitter);
  }
  return emitter;
}

/**
 * Tells every instance of the site about `signal`. Called with the transaction that stored the row, the signal goes
 * out when it commits (PostgreSQL sends NOTIFY at commit and drops it on rollback); on SQLite it goes out at once and
 * the listener's read of the row waits for the one connection, so finds the row once committed or none at all.
 */
export async function sendSignal(db: Db, signal: NotificationSignal): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`SELECT pg_notify(${CHANNEL}, ${encode(signal)})`.execute(db);
    return;
  }
  sqliteEmitter(db).emit(CHANNEL, signal);
}

/** What listening hands back: `close()` stops it (and on PostgreSQL ends its connection). */
export interface SignalListener {
  close(): Promise<void>;
}

interface ListenOptions {
  /** Every signal, from this instance or any other. */
  onSignal: (signal: NotificationSignal) => void;
  /**
   * After the listening connection was lost and is back: signals sent meanwhile are lost, so listeners catch up
   * from the database. Not called for the first connection.
   */
  onReconnect: () => void;
  onError: (error: unknown) => void;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Listens for signals. On PostgreSQL one connection per instance (not per stream) LISTENs, opened here beside the
 * pool and closed by `close()`; lost, it is opened again with backoff. On SQLite, the database's emitter.
 */
export async function listenForSignals(db: Db, postgresUrl: string | null, options: ListenOptions): Promise<SignalListener> {
  if (engineOf(db) !== 'postgres' || postgresUrl === null) {
    const emitter = sqliteEmitter(db);
    const handler = (signal: NotificationSignal) => options.onSignal(signal);
    emitter.on(CHANNEL, handler);
    return { close: async () => void emitter.off(CHANNEL, handler) };
  }

  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: postgresUrl, application_name: 'careers-server-listen' });
    // An error on an idle client (server restart, failover) must not end the process: it is reported and retried.
    next.on('error', (error) => {
      options.onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const signal = decodeSignal(message.payload);
      if (signal) options.onSignal(signal);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RECONNECT_MIN_MS;
  };

  const lost = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = null;
    which.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(options.onReconnect, (error: unknown) => {
        options.onError(error);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        schedule();
      });
    }, delay);
    retry.unref();
  };

  // The first connection fails the start, as the pool's first query would.
  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
