import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LogLevel } from '../config';
import type { EmbedOrigins } from '../services/embedOrigins';
import { logDestination } from '../logDestination';
import { intranetPage } from './intranetPage';

export interface IntranetOptions {
  /** Port the careers site listens on: embed.js and the API are fetched from there. */
  careersPort: number;
  logLevel?: LogLevel;
  /** Other origins the careers page loads scripts from (remotes pinned to a CDN): the CSP allows them too. */
  scriptOrigins?: () => string[];
  /**
   * Origins the embedded widgets may frame: the e-signature provider's signing page, shown inside
   * the offers widget's document page. None by default (frames fall back to default-src 'self').
   */
  frameOrigins?: () => string[];
}

// Hostnames only: the Host header is the visitor's to choose, and it ends up in a script URL.
const HOSTNAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$|^\[[0-9A-Fa-f:.]+\]$/;

/** The careers site's origin as the visitor reaches this machine (localhost and 127.0.0.1 both work). */
export function careersOriginFor(hostname: string, careersPort: number): string {
  return `http://${HOSTNAME.test(hostname) ? hostname : 'localhost'}:${careersPort}`;
}

/**
 * A stand-in for a company intranet on a second origin: one page that embeds the notification bell.
 * A separate, tiny Fastify instance, so nothing of the careers site (cookies, CSP, CORS) leaks into it.
 */
export function buildIntranetApp(options: IntranetOptions): FastifyInstance {
  // The process's bounded stdout, which the careers site opened first (logDestination.ts).
  const app = Fastify({ logger: { level: options.logLevel ?? 'info', stream: logDestination() } });
  app.get('/', async (request, reply) => {
    const careersOrigin = careersOriginFor(request.hostname, options.careersPort);
    const allowed = [careersOrigin, ...(options.scriptOrigins?.() ?? [])].join(' ');
    const nonce = randomBytes(16).toString('base64');
    // Strict like a careful intranet's: only the careers site may add scripts, and inline styles
    // only with this response's nonce (the page's own, and the bell's, which embed.js hands on).
    const csp = [
      "default-src 'self'",
      `script-src ${allowed}`,
      `connect-src 'self' ${allowed}`,
      `style-src 'self' 'nonce-${nonce}'`,
      `img-src 'self' data: blob: ${careersOrigin}`,
      `font-src 'self' data: ${careersOrigin}`,
      ...(options.frameOrigins?.().length ? [`frame-src 'self' ${options.frameOrigins().join(' ')}`] : []),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; ');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(intranetPage({ careersOrigin, nonce }));
  });
  // Browsers ask for it on every visit; an empty answer keeps the console free of 404s.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).header('cache-control', 'public, max-age=86400').send());
  return app;
}

/**
 * Starts the demo intranet beside the careers site and allows its origins to embed for every
 * company. Returns null (after saying why) when the port is taken: the careers site runs without it.
 */
export async function startIntranet(
  embedOrigins: EmbedOrigins,
  options: IntranetOptions & { host: string; port: number },
): Promise<{ app: FastifyInstance; port: number } | null> {
  const app = buildIntranetApp(options);
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    console.warn(
      `Demo intranet not started on port ${options.port}: ${(error as Error).message}. ` +
        'Set INTRANET_PORT to a free port, or to 0 to turn it off.',
    );
    return null;
  }
  const port = (app.server.address() as { port: number } | null)?.port ?? options.port;
  embedOrigins.allowForEveryCompany([`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  return { app, port };
}
