import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// Query parameters whose values are credentials or identify one person's link (the e-signature link's
// `t`, password-reset and unsubscribe tokens …): logged as [redacted], so a log never hands out access.
const SECRET_PARAM = /^(t|token|.*(token|secret|password|passwd|key|code|session|csrf|auth|signature|sig))$/i;

/** The request's URL as it may be logged: the path, and the query with secret values replaced. */
export function loggableUrl(url: string): string {
  // Where the router (find-my-way) starts the query: at the first '?' or '#'. Browsers never send a
  // '#', but a hand-made request does, and the route then reads `#token=…` as its token.
  const mark = url.search(/[?#]/);
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // not decodable: judged as written
      }
      return equals >= 0 && SECRET_PARAM.test(name) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark + 1)}${query}`;
}

/**
 * One log line per request, at info, when its answer has gone out: method, URL (secrets redacted),
 * status, response time in ms and client address, with the request id pino adds to every line of the
 * request (an answer cut short by an error: the same line at error, with the error). Fastify's own
 * pair of lines per request (received, with the whole request's host and port, and completed) was
 * twice the writes for little more; the "received" line is still there at debug, for following a
 * request that never finishes. Never headers or bodies: they carry cookies, CSRF tokens and what
 * candidates type. Fastify's other lines (errors of its own handler, streams cut short) stay as they are.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (request.log.level === 'debug' || request.log.level === 'trace') {
      request.log.debug({ method: request.method, url: loggableUrl(request.url) }, 'request received');
    }
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    logRequestCompleted(error, request, reply);
  }
}

/**
 * The request's line (see RequestLogController). Fastify writes it through the controller for every
 * routed request; errorHandler's frameworkErrors, for the answers Fastify gives before routing (a
 * malformed address), where Fastify writes none (and its "received" line, at info before, is now at debug).
 */
export function logRequestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
  const line = { method: request.method, url: loggableUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10, ip: request.ip };
  if (error) request.log.error({ ...line, err: error }, 'request errored');
  else request.log.info(line, 'request completed');
}
