/**
 * A stand-in for the browser's EventSource in tests (jsdom has none): each one made is kept in `FakeEventSource.made`,
 * and the test plays the server's part with `emit`, `fail` and `drop`.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  readonly url: string;
  readonly withCredentials: boolean;

  constructor(url: string | URL, init?: EventSourceInit) {
    super();
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.made.push(this);
  }

  /** The newest one made. */
  static get last(): FakeEventSource {
    const last = FakeEventSource.made.at(-1);
    if (!last) throw new Error('No EventSource was made.');
    return last;
  }

  /** The server sends an event named `type` with `data` (as JSON) and `id`. */
  emit(type: string, data: unknown, id = ''): void {
    this.readyState = this.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }

  /** The answer was no stream (401, 429, a blocked address): the browser gives up for good. */
  fail(): void {
    this.readyState = this.CLOSED;
    this.dispatchEvent(new Event('error'));
  }

  /** The connection dropped: the browser will reconnect by itself. */
  drop(): void {
    this.readyState = this.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  close(): void {
    this.readyState = this.CLOSED;
  }
}
