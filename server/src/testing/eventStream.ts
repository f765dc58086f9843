import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** One Server-Sent Event as a browser's EventSource would hand it over (comments counted apart). */
interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/** A stream opened as a browser would: what it has received so far, and ways to wait for more. */
export interface EventStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body of an answer that is not a stream (a refusal). */
  body: Promise<string>;
  events: StreamEvent[];
  /** Comments (heartbeats) received. */
  comments: number;
  /** The first event (from the start) that `matches`; rejects after `timeoutMs` or when the stream ends first. */
  waitFor(matches: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The address `app` listens on, listening on a free loopback port first if it does not yet. */
async function listeningUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** GETs `path` of `app` (listening) with `headers`, reading the answer as an event stream as it comes. */
export async function openEventStream(app: FastifyInstance, path: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  const base = await listeningUrl(app);
  return await new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.setEncoding('utf8');
      const waiters = new Set<() => void>();
      let buffer = '';
      let raw = '';
      let finished = false;
      let markEnded: () => void = () => {};
      const ended = new Promise<void>((done) => (markEnded = done));
      const client: EventStreamClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: ended.then(() => raw),
        events: [],
        comments: 0,
        ended,
        close: () => request.destroy(),
        waitFor: (matches, timeoutMs = 10_000) =>
          new Promise((found, fail) => {
            const check = () => {
              const event = client.events.find(matches);
              if (event) {
                waiters.delete(check);
                clearTimeout(timer);
                found(event);
              } else if (finished) {
                waiters.delete(check);
                clearTimeout(timer);
                fail(new Error(`The stream ended without the event; it had ${JSON.stringify(client.events)}`));
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`No such event within ${timeoutMs} ms; the stream had ${JSON.stringify(client.events)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          }),
      };
      const finish = () => {
        finished = true;
        markEnded();
        for (const waiter of [...waiters]) waiter();
      };
      response.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut !== -1) {
          parseBlock(buffer.slice(0, cut), client);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        for (const waiter of [...waiters]) waiter();
      });
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
      resolve(client);
    });
    request.on('error', reject);
  });
}

function parseBlock(block: string, client: EventStreamClient): void {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  let fields = 0;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      client.comments += 1;
      continue;
    }
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'id') id = value;
    else if (name === 'event') event = value;
    else if (name === 'data') data.push(value);
    else continue;
    fields += 1;
  }
  if (fields > 0 && data.length > 0) client.events.push({ id, event, data: data.join('\n') });
}
