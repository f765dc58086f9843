import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import type { Config } from '../config';
import { AppError } from '../errors';
import { postgresRateLimitStore } from './rateLimitStore';

const RATE_LIMIT_MESSAGE = 'Please try again in a few minutes';

// Built files (shell, remotes, server images) are cheap, immutable and cached by browsers; one page
// load fetches a dozen of them, so counting them would throttle real visitors long before an abuser.
const STATIC_FILES = /^\/(shell|static|remotes)\//;

/**
 * Per-IP limits: RATE_LIMIT_MAX a minute overall; routes may set a stricter `config.rateLimit`.
 * On PostgreSQL the counters are in the database, shared by every instance (the limits hold for the
 * site, not per instance); on SQLite, which serves one process, they stay in that process's memory.
 */
export async function installRateLimit(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'db' | 'engine'>): Promise<void> {
  const { config } = ctx;
  const store = ctx.engine === 'postgres'
    ? postgresRateLimitStore(ctx.db, (error) => app.log.warn({ err: error }, 'rate-limit counter upkeep (pruning, batched hits) failed'))
    : undefined;
  await app.register(rateLimit, {
    ...(store ? { store } : {}),
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => STATIC_FILES.test(request.url),
    // A request whose socket is already gone (a malformed Transfer-Encoding makes Node drop it) has
    // no address; the default key function threw on it and logged a stack per request.
    keyGenerator: clientKey,
    errorResponseBuilder: () => new AppError(429, 'rate_limited', RATE_LIMIT_MESSAGE),
  });
}

/** The client's address, as rate limits and upload counters count it. */
export function clientKey(request: FastifyRequest): string {
  return request.ip ?? request.socket?.remoteAddress ?? 'unknown';
}

/** Route config for log-in and sign-up: the tighter limit that slows password guessing. */
export function loginRateLimit(config: Config) {
  return { rateLimit: { max: config.loginRateLimitMax, timeWindow: '1 minute' } };
}
