import http from 'node:http';
import type { Config } from './config';

/**
 * The Node HTTP server under Fastify, with the time limits and connection cap of config.http: a
 * client that sends its headers or body slower than the limits (a trickled upload, a connection
 * opened and left) is answered 408 and disconnected instead of holding a socket for ever.
 * Node checks the limits every `connectionsCheckingInterval` (30 s by default): a tenth of the
 * request limit, so a 2-minute limit holds within 12 s.
 */
export function createHttpServer(config: Config, handler: http.RequestListener): http.Server {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs, maxConnections } = config.http;
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
  return server;
}
