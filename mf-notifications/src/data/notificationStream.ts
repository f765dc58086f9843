import type { NOTIFICATION_BADGE_EVENT, NOTIFICATION_STREAM_EVENT, NotificationBadge, NotificationStreamEvent } from '@careers/shared/contracts';

// The contract's event names, checked against it without importing its schemas (the bell stays small where embedded).
const BADGE_EVENT: typeof NOTIFICATION_BADGE_EVENT = 'badge';
const NOTIFICATION_EVENT: typeof NOTIFICATION_STREAM_EVENT = 'notification';

/** What the stream tells the bell. */
interface StreamHandlers {
  /** The badge count (on opening, and after each notification). */
  onBadge: (count: number) => void;
  /** A notification stored for this candidate just now (or while the stream was away). */
  onNotification: (event: NotificationStreamEvent) => void;
  /** Whether events arrive live now; while not, the bell polls as the spec says. */
  onLive: (live: boolean) => void;
}

export interface StreamOptions extends StreamHandlers {
  /** The stream's address; `lastEventId` is the last notification received, to be replayed from (null: none yet). */
  url: (lastEventId: string | null) => string;
  /** The careers site is another origin (the embedded bell): the cookie goes along, as with its other calls. */
  withCredentials: boolean;
  /** The browser's EventSource; tests hand in their own. Absent (an old browser): the bell only polls. */
  EventSource?: typeof EventSource;
}

/** The first wait after a stream failed; doubled after each failure that follows, up to RETRY_MAX_MS. */
export const RETRY_MIN_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;
/**
 * The server sends the badge at once on opening. A stream that is "open" and says nothing for this long is held back
 * by something between (a buffering proxy): it is given up and the bell polls.
 */
export const FIRST_EVENT_TIMEOUT_MS = 30_000;

/**
 * Follows the candidate's notifications live (issue 33) until the returned function is called. Each failure (the
 * address refused or blocked by a policy, a 429, a connection lost or that never speaks) hands over to polling at once
 * (onLive(false)) and opens the stream again after a growing wait, naming the last notification it received so none
 * is missed in between.
 */
export function followNotifications(options: StreamOptions): () => void {
  const Source = options.EventSource ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
  if (!Source) return () => {};
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let retryMs = RETRY_MIN_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let firstEvent: ReturnType<typeof setTimeout> | undefined;
  let live = false;
  let stopped = false;

  const setLive = (next: boolean) => {
    if (live === next) return;
    live = next;
    options.onLive(next);
  };

  const failed = () => {
    clearTimeout(firstEvent);
    source?.close();
    source = null;
    setLive(false);
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(open, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  function open() {
    if (stopped) return;
    let next: EventSource;
    try {
      next = new Source!(options.url(lastEventId), { withCredentials: options.withCredentials });
    } catch {
      // A page whose policy forbids the address may refuse at once.
      failed();
      return;
    }
    source = next;
    firstEvent = setTimeout(failed, FIRST_EVENT_TIMEOUT_MS);
    next.addEventListener(BADGE_EVENT, (event) => {
      clearTimeout(firstEvent);
      retryMs = RETRY_MIN_MS;
      setLive(true);
      const data = parse<NotificationBadge>(event);
      if (data) options.onBadge(data.count);
    });
    next.addEventListener(NOTIFICATION_EVENT, (event) => {
      const data = parse<NotificationStreamEvent>(event);
      if (!data) return;
      lastEventId = (event as MessageEvent).lastEventId || data.notification.id;
      options.onBadge(data.count);
      options.onNotification(data);
    });
    // The browser reconnects by itself after a dropped connection (and then sends Last-Event-ID itself); it gives up
    // for good on an answer that is no stream (401, 429, a proxy's error page). Either way, poll meanwhile: a stream
    // that comes back says so with its badge event; one given up is opened again here, later.
    next.addEventListener('error', () => {
      if (next.readyState === Source!.CLOSED) failed();
      else setLive(false);
    });
  }

  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearTimeout(firstEvent);
    source?.close();
    source = null;
  };
}

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse(String((event as MessageEvent).data)) as T;
  } catch {
    return null;
  }
}
