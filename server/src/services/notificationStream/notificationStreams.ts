import type { Db } from '../../db/database';
import { tooMany, said } from '../../domainErrors';
import { newestNotificationId, notificationsAfter, unviewedCount, type NotificationScope } from '../notifications';
import type { NotificationReader } from '../notificationTexts';
import { listenForSignals, type NotificationSignal, type SignalListener } from './notificationSignals';
import { NOTIFICATION_BADGE_EVENT, NOTIFICATION_STREAM_EVENT, type NotificationStreamEvent } from '@careers/shared/contracts/notifications';

/** How many streams may be open, and for how long (issue 33). */
export interface StreamLimits {
  /** Open streams of one candidate (tabs, the embedded bell): a bell per tab, with room to spare. */
  perCandidate: number;
  /** Open streams from one address, whoever is signed in (an office behind one address has many candidates). */
  perAddress: number;
  /** A comment this often keeps proxies from closing a quiet stream, and finds readers that stopped reading. */
  heartbeatMs: number;
  /** A stream with no notification for this long is closed; the browser opens it again (and so re-checks its session). */
  idleMs: number;
  /** No stream lives longer than this, whatever it sends. */
  lifetimeMs: number;
  /** Most notifications one (re)connection replays. */
  replay: number;
}

export const STREAM_LIMITS: StreamLimits = {
  perCandidate: 6,
  perAddress: 50,
  heartbeatMs: 25_000,
  idleMs: 30 * 60_000,
  lifetimeMs: 2 * 3_600_000,
  replay: 50,
};

/** Where a stream writes: the response's socket, as the route hands it over. */
export interface StreamSink {
  /** Writes `text`; false when the reader has not taken what was written before (Node's backpressure). */
  write(text: string): boolean;
  /** Ends the response. */
  end(): void;
}

/** One open stream: whose it is, in which language it speaks, and what it has sent. */
interface Stream {
  scope: NotificationScope;
  address: string;
  sessionHash: string;
  reader: NotificationReader;
  sink: StreamSink;
  /** The id of the last notification sent (or already known to the browser when it opened). */
  lastId: number;
  openedAt: number;
  lastEventAt: number;
  sessionExpiresAt: number;
  /** A heartbeat found the previous one still unread. */
  stalled: boolean;
  /** Sends, one after another: a signal that arrives while the previous send reads the database waits for it. */
  sending: Promise<void>;
  closed: boolean;
}

/** What a route opens a stream with. */
export interface OpenStream {
  scope: NotificationScope;
  address: string;
  sessionHash: string;
  /** When the session ends by itself; the stream ends then too. */
  sessionExpiresAt: string;
  reader: NotificationReader;
  /** The id of the last notification the browser has (Last-Event-ID), or null for a first connection. */
  lastEventId: number | null;
  sink: StreamSink;
}

interface StreamDeps {
  db: Db;
  now: () => number;
  onError: (error: unknown, what: string) => void;
}

const keyOf = (scope: NotificationScope) => `${scope.domain}\n${scope.candidateId}`;

/** One SSE event: `id` (when given) lets the browser's reconnect say where it stopped. */
function sseEvent(event: string, data: unknown, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

// Sessions are checked this many per query (each id a bound parameter).
const SESSION_CHECK_CHUNK = 500;

/**
 * The notification streams this instance holds (issue 33). One listener per instance hears every notification stored
 * on any instance (notificationSignals.ts); for each open stream of that candidate, this instance reads what the
 * stream has not sent yet and sends it with the new badge count. A shared tick sends the heartbeats, closes streams
 * past their limits or whose session is gone, and one query per tick checks the sessions of all of them.
 */
export class NotificationStreams {
  readonly #deps: StreamDeps;
  readonly #limits: StreamLimits;
  readonly #byCandidate = new Map<string, Set<Stream>>();
  readonly #byAddress = new Map<string, number>();
  readonly #bySession = new Map<string, Set<Stream>>();
  #listener: SignalListener | null = null;
  #ticker: NodeJS.Timeout | null = null;

  constructor(deps: StreamDeps, limits: StreamLimits = STREAM_LIMITS) {
    this.#deps = deps;
    this.#limits = limits;
  }

  /** Starts listening (`postgresUrl` on PostgreSQL, null on SQLite) and ticking. */
  async start(postgresUrl: string | null): Promise<void> {
    this.#listener = await listenForSignals(this.#deps.db, postgresUrl, {
      onSignal: (signal) => this.#heard(signal),
      // Signals sent while the connection was lost are gone: every stream reads what it missed.
      onReconnect: () => {
        for (const streams of this.#byCandidate.values()) for (const stream of streams) this.#send(stream);
      },
      onError: (error) => this.#deps.onError(error, 'notification signals: the listening connection failed'),
    });
    this.#ticker = setInterval(() => {
      this.tick().catch((error: unknown) => this.#deps.onError(error, 'notification streams: tick failed'));
    }, this.#limits.heartbeatMs);
    this.#ticker.unref();
  }

  /** How many streams are open. */
  get size(): number {
    let n = 0;
    for (const streams of this.#byCandidate.values()) n += streams.size;
    return n;
  }

  /** Throws a 'too many' failure when the candidate or the address already has as many streams as allowed. */
  admit(scope: NotificationScope, address: string): void {
    const candidate = this.#byCandidate.get(keyOf(scope))?.size ?? 0;
    const fromAddress = this.#byAddress.get(address) ?? 0;
    if (candidate >= this.#limits.perCandidate || fromAddress >= this.#limits.perAddress) {
      throw tooMany('too_many_streams', said('server.notifications.tooManyStreams'), Math.ceil(this.#limits.heartbeatMs / 1000));
    }
  }

  /**
   * Opens a stream: sends the badge, then what the browser missed after `lastEventId` (nothing on a first connection),
   * then each new notification as it is stored. Returns the function that closes it (the route calls it when the
   * connection closes).
   */
  open(input: OpenStream): () => void {
    this.admit(input.scope, input.address);
    const now = this.#deps.now();
    const stream: Stream = {
      scope: input.scope, address: input.address, sessionHash: input.sessionHash, reader: input.reader, sink: input.sink,
      lastId: input.lastEventId ?? Number.MAX_SAFE_INTEGER, openedAt: now, lastEventAt: now,
      sessionExpiresAt: Date.parse(input.sessionExpiresAt), stalled: false, sending: Promise.resolve(), closed: false,
    };
    // Registered before anything is read, so a notification stored meanwhile is heard and sent after the start.
    addTo(this.#byCandidate, keyOf(stream.scope), stream);
    addTo(this.#bySession, stream.sessionHash, stream);
    this.#byAddress.set(stream.address, (this.#byAddress.get(stream.address) ?? 0) + 1);
    stream.sending = this.#first(stream, input.lastEventId).catch((error: unknown) => this.#failed(stream, error));
    return () => this.#close(stream);
  }

  async #first(stream: Stream, lastEventId: number | null): Promise<void> {
    const { db } = this.#deps;
    if (lastEventId === null) stream.lastId = await newestNotificationId(db, stream.scope);
    const count = await unviewedCount(db, stream.scope);
    if (stream.closed) return;
    stream.sink.write(sseEvent(NOTIFICATION_BADGE_EVENT, { count }));
    if (lastEventId !== null) await this.#sendNew(stream);
  }

  /** Sends what `stream` has not sent yet, after whatever it is sending now. */
  #send(stream: Stream): void {
    stream.sending = stream.sending.then(() => this.#sendNew(stream)).catch((error: unknown) => this.#failed(stream, error));
  }

  async #sendNew(stream: Stream): Promise<void> {
    if (stream.closed) return;
    const { db } = this.#deps;
    const fresh = await notificationsAfter(db, stream.scope, stream.lastId, this.#limits.replay, stream.reader);
    if (fresh.length === 0 || stream.closed) return;
    const count = await unviewedCount(db, stream.scope);
    if (stream.closed) return;
    for (const notification of fresh) {
      const event: NotificationStreamEvent = { count, notification };
      stream.sink.write(sseEvent(NOTIFICATION_STREAM_EVENT, event, notification.id));
      stream.lastId = Number(notification.id);
    }
    stream.lastEventAt = this.#deps.now();
  }

  #failed(stream: Stream, error: unknown): void {
    this.#deps.onError(error, 'notification stream: sending failed');
    // The browser opens it again and catches up from its Last-Event-ID.
    this.#close(stream);
  }

  #heard(signal: NotificationSignal): void {
    if (signal.kind === 'session_ended') {
      for (const stream of [...(this.#bySession.get(signal.idHash) ?? [])]) this.#close(stream);
      return;
    }
    const streams = this.#byCandidate.get(keyOf({ domain: signal.domain, candidateId: signal.candidateId }));
    // Even a stream still reading where it starts: the send runs after that and finds whatever is newer.
    for (const stream of streams ?? []) this.#send(stream);
  }

  /**
   * The heartbeat: a comment to every stream, and the end of those past their limits, whose reader left the last
   * heartbeat unread, or whose session is gone (ended on an instance that could not say so, deleted with its
   * account). Runs every `heartbeatMs`; tests call it after moving time.
   */
  async tick(): Promise<void> {
    const now = this.#deps.now();
    const live: Stream[] = [];
    for (const streams of this.#byCandidate.values()) {
      for (const stream of streams) {
        const over = now >= stream.sessionExpiresAt || now - stream.openedAt >= this.#limits.lifetimeMs || now - stream.lastEventAt >= this.#limits.idleMs;
        if (over || stream.stalled) this.#close(stream);
        else live.push(stream);
      }
    }
    for (const stream of live) stream.stalled = !stream.sink.write(': heartbeat\n\n');
    const hashes = [...new Set(live.map((stream) => stream.sessionHash))];
    for (let i = 0; i < hashes.length; i += SESSION_CHECK_CHUNK) {
      const chunk = hashes.slice(i, i + SESSION_CHECK_CHUNK);
      const found = await this.#deps.db
        .selectFrom('sessions')
        .select('id_hash')
        .where('id_hash', 'in', chunk)
        .where('expires_at', '>', new Date(now).toISOString())
        .execute();
      const alive = new Set(found.map((row) => row.id_hash));
      for (const hash of chunk) if (!alive.has(hash)) for (const stream of [...(this.#bySession.get(hash) ?? [])]) this.#close(stream);
    }
  }

  #close(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    removeFrom(this.#byCandidate, keyOf(stream.scope), stream);
    removeFrom(this.#bySession, stream.sessionHash, stream);
    const left = (this.#byAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.#byAddress.set(stream.address, left);
    else this.#byAddress.delete(stream.address);
    stream.sink.end();
  }

  /** Ends every stream (the server is closing; browsers reconnect to another instance). */
  closeStreams(): void {
    for (const streams of [...this.#byCandidate.values()]) for (const stream of [...streams]) this.#close(stream);
  }

  /** Ends every stream, stops ticking and listening; waits for sends under way, so the database can close after. */
  async close(): Promise<void> {
    if (this.#ticker) clearInterval(this.#ticker);
    this.#ticker = null;
    const sending: Array<Promise<void>> = [];
    for (const streams of this.#byCandidate.values()) for (const stream of streams) sending.push(stream.sending);
    this.closeStreams();
    await Promise.allSettled(sending);
    await this.#listener?.close();
    this.#listener = null;
  }
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}
