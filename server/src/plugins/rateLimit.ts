import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

export const RATE_LIMIT_MESSAGE = 'Please try again in a few minutes';

// Built files (shell, remotes, server images) are cheap, immutable and cached by browsers; one page
// load fetches a dozen of them, so counting them would throttle real visitors long before an abuser.
const STATIC_FILES = /^\/(shell|static|remotes)\//;

/** Per-IP limits: RATE_LIMIT_MAX a minute overall; routes may set a stricter `config.rateLimit`. */
export async function installRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => STATIC_FILES.test(request.url),
    errorResponseBuilder: () => new AppError(429, 'rate_limited', RATE_LIMIT_MESSAGE),
  });
}

/** Route config for log-in and sign-up: the tighter limit that slows password guessing. */
export function loginRateLimit(config: Config) {
  return { rateLimit: { max: config.loginRateLimitMax, timeWindow: '1 minute' } };
}
