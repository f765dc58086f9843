import http from 'node:http';
import type { Config } from './config';

/**
 * The Node HTTP server under Fastify, with the time limits and connection cap of config.http: a
 * client that sends its headers or body slower than the limits (a trickled upload, a connection
 * opened and left) is answered 408 and disconnected instead of holding a socket for ever.
 * Node checks the limits every `connectionsCheckingInterval` (30 s by default): a tenth of the
 * request limit, so a 2-minute limit holds within 12 s. Sockets idle longer than IDLE_TIMEOUT_MS
 * (a client that stops reading the answer) are closed, and one address has at most
 * MAX_CONNECTIONS_PER_IP of them.
 */
export function createHttpServer(config: Config, handler: http.RequestListener): http.Server {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs, maxConnections, idleTimeoutMs, maxConnectionsPerIp } = config.http;
  const server = http.createServer(
    {
      requestTimeout: requestTimeoutMs,
      // Node requires the header limit to be at most the request limit.
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      keepAliveTimeout: keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(Math.min(requestTimeoutMs, headersTimeoutMs) / 10))),
    },
    handler,
  );
  server.maxConnections = maxConnections;
  // A client that stops reading the answer leaves its socket without traffic: closed after this long
  // (the request limits above only cover what the client sends).
  server.setTimeout(idleTimeoutMs, (socket) => socket.destroy());
  // One address may not take the whole connection cap; behind a proxy every client has the proxy's
  // address, so the proxy must do this itself (TRUST_PROXY set).
  if (!config.trustProxy) limitConnectionsPerAddress(server, maxConnectionsPerIp);
  return server;
}

/** Closes a new connection at once when its address already has `max` open. */
function limitConnectionsPerAddress(server: http.Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
