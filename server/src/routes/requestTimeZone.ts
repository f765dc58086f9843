import type { FastifyRequest } from 'fastify';
import { timeZoneOf } from '../services/dashboard/localTime';
import { TIME_ZONE_COOKIE } from '@careers/shared/boot/timeZoneCookie';

/**
 * The zone a request's times are written in: an API call's x-timezone (the browser's, on every call), else the zone
 * the shell keeps in the careers_tz cookie, which a page's own request carries (its first answers, firstAnswers.ts);
 * else UTC.
 */
export function requestTimeZone(request: FastifyRequest): string {
  return timeZoneOf(request.headers['x-timezone'] ?? request.cookies[TIME_ZONE_COOKIE]);
}
