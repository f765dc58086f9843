import net from 'node:net';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';
import { uploadedAnswer } from '../testing/uploadFile';

// The HTTP server's own limits, on a real socket (app.inject has none): malformed framing, trickled
// requests and the connection cap (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, MAX_CONNECTIONS).

let t: TestApp;
let port: number;
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error', REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000', MAX_CONNECTIONS: '3' });
  t.app.log.error = ((obj: { err?: Error }, msg?: string) => logged.push(`${msg ?? ''} ${obj?.err?.message ?? JSON.stringify(obj).slice(0, 200)}`)) as never;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Exchange {
  socket: net.Socket;
  /** What the server sent until it closed the connection. */
  closed: Promise<string>;
}

/** A raw connection to `to` (the first server by default) that sends `first`. */
function connect(first: string, to = port): Exchange {
  const socket = net.connect(to, '127.0.0.1', () => socket.write(first));
  let data = '';
  const closed = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(data));
  });
  return { socket, closed };
}

test('a malformed Transfer-Encoding is a 400 and logs no error', async () => {
  for (const te of ['chunked, chunked', 'xchunked', 'chunked, identity']) {
    const { closed } = connect(`POST /vslog HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: ${te}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n5\r\nhello\r\n0\r\n\r\n`);
    expect((await closed).split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  }
  // The rate limiter's key function threw on these requests, whose socket is already gone.
  expect(logged).toEqual([]);
});

test('a body trickled slower than the request limit is cut off with 408', async () => {
  const { socket, closed } = connect('POST /vslog HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
  let sent = 0;
  // One byte every 100 ms would take 100 s for the whole body; the server must not wait for it.
  const trickle = setInterval(() => {
    if (!socket.destroyed && sent < 200) {
      socket.write(' ');
      sent += 1;
    }
  }, 100);
  try {
    const answer = await closed;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(sent).toBeLessThan(200);
  } finally {
    clearInterval(trickle);
  }
}, 30_000);

test('headers that never end are cut off with 408', async () => {
  const { closed } = connect('GET /healthz HTTP/1.1\r\nHost: x\r\n');
  expect((await closed).split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
}, 30_000);

test('connections beyond MAX_CONNECTIONS are refused while the others stay open', async () => {
  const idle = [0, 1, 2].map(() => connect(''));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const extra = connect('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(await extra.closed).toBe('');
  for (const { socket } of idle) socket.destroy();
  await Promise.all(idle.map((c) => c.closed));
  const after = connect('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect((await after.closed).split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
});

describe('per address and idle connections (MAX_CONNECTIONS_PER_IP 2, IDLE_TIMEOUT_MS 1000)', () => {
  let other: TestApp;
  let otherPort: number;
  beforeAll(async () => {
    other = await createTestApp({ LOG_LEVEL: 'silent', MAX_CONNECTIONS_PER_IP: '2', IDLE_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '60000', UPLOAD_MAX_BYTES: '41943040', UPLOAD_PENDING_BYTES: '52428800' });
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    otherPort = (other.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await other.close();
  });

  const open = (first: string) => connect(first, otherPort);

  test('one address cannot hold more than its share of connections', async () => {
    const held = [open(''), open('')];
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await open('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n').closed).toBe('');
    held[0]!.socket.destroy();
    await held[0]!.closed;
    expect((await open('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n').closed).split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    held[1]!.socket.destroy();
  });

  test('a client that stops reading a large answer (32 MB, more than the socket buffers hold) is disconnected after IDLE_TIMEOUT_MS', async () => {
    const alex = await logInAs(other.app, 'alex@demo.test');
    const stored = await uploadedAnswer(other.app, alex, 'large.txt', Buffer.alloc(32 * 1024 * 1024, 'a'));
    const socket = net.connect(otherPort, '127.0.0.1', () =>
      socket.write(`GET /api/pcsx/form_files/${stored.fileId} HTTP/1.1\r\nHost: x\r\nCookie: ${alex.cookie}\r\n\r\n`),
    );
    // Reads nothing: the answer fills the socket buffers and the server can write no more.
    socket.pause();
    const connections = () => new Promise<number>((resolve) => other.app.server.getConnections((_error, n) => resolve(n)));
    const tick = () => new Promise((resolve) => setTimeout(resolve, 100));
    while ((await connections()) === 0) await tick(); // connected and answering
    while ((await connections()) > 0) await tick(); // until the server lets go of it
    // The server let go of it; what the client reads now ends short of the whole file.
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.resume();
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    expect(received).toBeLessThan(32 * 1024 * 1024);
  }, 30_000);
});
