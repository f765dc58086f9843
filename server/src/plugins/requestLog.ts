import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// Query parameters whose values are credentials or identify one person's link (the e-signature link's
// `t`, password-reset and unsubscribe tokens …): logged as [redacted], so a log never hands out access.
const SECRET_PARAM = /^(t|token|.*(token|secret|password|passwd|key|code|session|csrf|auth|signature|sig))$/i;

// How deep redirect parameters are followed into each other (`next=` naming a page whose own `next=` …).
// Past it, a value that still carries a query is redacted whole: no secret hides behind deeper nesting.
const MAX_NESTING = 4;

// URLs seen to hold nothing to redact, logged as they are without parsing them again: parsing every
// query was about 3 % of a cached search's CPU, and a site's requests repeat (the same searches, pages and
// files). Only such URLs are kept, so no secret stays in memory here; short ones only, at most
// CLEAN_KEPT of them (all forgotten when full: simpler than an LRU, and as good for a hot set).
const CLEAN_KEPT = 1024;
const CLEAN_MAX_LENGTH = 512;
const clean = new Set<string>();
let parses = 0;

/** The request's URL as it may be logged: the path, and the query with secret values replaced. */
export function loggableUrl(url: string): string {
  if (clean.has(url)) return url;
  parses++;
  const loggable = redactQuery(url, 0);
  if (loggable === url && url.length <= CLEAN_MAX_LENGTH) {
    if (clean.size >= CLEAN_KEPT) clean.clear();
    clean.add(url);
  }
  return loggable;
}

/** How many URLs loggableUrl has parsed (tests count work with it). */
export function loggableUrlParses(): number {
  return parses;
}

function redactQuery(url: string, depth: number): string {
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
      if (equals >= 0 && SECRET_PARAM.test(decoded(rawName) ?? rawName)) return `${rawName}=[redacted]`;
      return equals < 0 ? pair : `${rawName}=${redactNested(pair.slice(equals + 1), depth)}`;
    })
    .join('&');
  return `${url.slice(0, mark + 1)}${query}`;
}

/**
 * A parameter's value that is itself an address with a query (`/candidate/login?next=%2Fesign%2F…%3Ft%3D…`,
 * a redirect_uri, a return URL): its secret parameters are redacted too, written back as the value was
 * (percent-encoded when it came encoded). Other values are kept as they are.
 */
// A '?' or '#' percent-encoded once or more (`%3F`, `%253F`, `%25253F` …).
const ENCODED_MARK = /%(25)*(3f|23)/i;

function redactNested(value: string, depth: number): string {
  const text = decoded(value);
  const plain = text ?? value;
  if (!/[?#]/.test(plain) && !(plain !== value && ENCODED_MARK.test(plain))) {
    // A value that does not decode (a stray '%') but holds an encoded '?' or '#': the route may still
    // read a query in it, so it is not logged at all.
    return text === undefined && ENCODED_MARK.test(value) ? '[redacted]' : value;
  }
  if (depth >= MAX_NESTING) return '[redacted]';
  // An address encoded more than once (its '?' still `%3F`, `%253F` … once decoded) is unwrapped again.
  const redacted = /[?#]/.test(plain) ? redactQuery(plain, depth + 1) : redactNested(plain, depth + 1);
  if (redacted === plain) return value;
  // Written back encoded when it came encoded, with the marker kept readable.
  return plain === value ? redacted : encodeURIComponent(redacted).replace(/%5Bredacted%5D/g, '[redacted]');
}

/** A query name or value as the route reads it ('+' is a space), or undefined when it does not decode. */
function decoded(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
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
