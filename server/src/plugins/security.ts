import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { esignFrameAddresses } from '../services/forms/esignFrameAddresses';
import { esignProviderOrigin } from '../services/offers/esign/esignProviderOrigin';
import { requestDomain } from './requestContext';

interface CspExtras {
  nonce: string;
  scriptOrigins: string[];
  connectOrigins: string[];
  imgOrigins: string[];
  frameOrigins: string[];
}

// helmet computes directive values from the raw request/response; this is how they reach it.
const extras = new WeakMap<ServerResponse, CspExtras>();

// What goes into the policy must be a plain origin: URL parsing lets ';' or ',' through in a host
// name, and a company setting must not be able to add directives or sources of its own.
const CSP_ORIGIN = /^https?:\/\/(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+(:\d+)?$|^https?:\/\/\[[0-9a-f:.]+\](:\d+)?$/;

/** The origin of an absolute http(s) URL, or null (relative URLs are same origin; others not allowed). */
function originOf(src: string | null | undefined): string | null {
  if (!src) return null;
  try {
    const url = new URL(src);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return CSP_ORIGIN.test(url.origin) ? url.origin : null;
  } catch {
    return null; // relative: same origin
  }
}

/**
 * The origin of a map tile template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`): a leading
 * subdomain placeholder becomes a CSP wildcard (`https://*.tile.example.org`).
 */
function tileOriginOf(template: string | null | undefined): string | null {
  if (!template) return null;
  const placeholder = /^(https?:\/\/)\{[a-z0-9_-]+\}\./i;
  if (!placeholder.test(template)) return originOf(template);
  const origin = originOf(template.replace(placeholder, '$1placeholder.'));
  return origin ? origin.replace('://placeholder.', '://*.') : null;
}

const nonceSource = (nonce: string) => (nonce ? [`'nonce-${nonce}'`] : []);

const add = (set: Set<string>, origin: string | null) => {
  if (origin) set.add(origin);
};

// What every answer gets from helmet besides the policy (HSTS, nosniff, X-Frame-Options …), taken once
// from helmet itself. A JSON answer is read by scripts, never shown as a document: of these it needs only
// what still acts on it. nosniff (it is never run as a script or style), Cross-Origin-Resource-Policy (no
// other origin can pull it into its own page), Referrer-Policy (a redirect to another site leaks no
// address) and HSTS (any answer over HTTPS may pin it). The document-only headers (CSP, X-Frame-Options,
// COOP, Origin-Agent-Cluster, X-XSS-Protection, X-DNS-Prefetch-Control, X-Download-Options,
// X-Permitted-Cross-Domain-Policies) would only cost bytes and time. One fixed policy and DENY say the
// same for an answer opened on its own or framed by another site (OWASP's advice for APIs): nothing in it
// runs or loads, and no page frames it. Both are constant strings, set with the others.
const JSON_ONLY_HEADERS: Array<[string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
];
const JSON_ANSWER_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security']);
const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

function headersOf(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const res = { setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]), removeHeader: () => {} };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

const done = (error?: unknown) => {
  if (error) throw error;
};

const get = (res: ServerResponse): CspExtras => extras.get(res) ?? { nonce: '', scriptOrigins: [], connectOrigins: [], imgOrigins: [], frameOrigins: [] };
// Built once per process: only the nonce and the company's origins change from one page to the next.
const documentHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        (_req: IncomingMessage, res: ServerResponse) => {
          const { nonce, scriptOrigins } = get(res);
          return ["'self'", ...nonceSource(nonce), ...scriptOrigins].join(' ');
        },
      ],
      // No 'unsafe-inline': emotion's <style> tags carry this response's nonce (the shell reads
      // it from its own script tag), and the server's own pages link a stylesheet.
      styleSrc: [(_req: IncomingMessage, res: ServerResponse) => ["'self'", ...nonceSource(get(res).nonce)].join(' ')],
      imgSrc: [(_req: IncomingMessage, res: ServerResponse) => ["'self'", 'data:', 'blob:', ...get(res).imgOrigins].join(' ')],
      connectSrc: [(_req: IncomingMessage, res: ServerResponse) => ["'self'", ...get(res).connectOrigins].join(' ')],
      fontSrc: ["'self'"],
      frameSrc: [(_req: IncomingMessage, res: ServerResponse) => ["'self'", ...get(res).frameOrigins].join(' ')],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
});
const jsonHeaders = [...headersOf(helmet({ contentSecurityPolicy: false })).filter(([name]) => JSON_ANSWER_HEADERS.has(name)), ...JSON_ONLY_HEADERS];

/** The security headers of an answer that is data, not a document (JSON, an event stream): the JSON answers' ones. */
export function dataAnswerHeaders(): ReadonlyArray<readonly [string, string]> {
  return jsonHeaders;
}

/**
 * Sets the security headers of an answer whose type is known: JSON answers get JSON_ANSWER_HEADERS and
 * the fixed policy, any other answer (a page whose route is not a page route, such as a 404 or an error
 * page, a file) a policy with a nonce of its own, as every answer had. The onSend hook calls it for
 * every routed answer; errorHandler's frameworkErrors for the answers Fastify gives before routing
 * (a malformed address), where no hook runs.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const res = reply.raw;
  if (JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
    // Into Fastify's headers, which it hands to Node once (writeHead), rather than Node's one by one
    // (each checked and stored apart): a share of every JSON answer's time. A header the route set wins.
    for (const [name, value] of jsonHeaders) if (!reply.hasHeader(name)) reply.header(name, value);
    return;
  }
  if (!extras.has(res)) {
    if (!request.cspNonce) request.cspNonce = randomBytes(16).toString('base64');
    extras.set(res, { nonce: request.cspNonce, scriptOrigins: [], connectOrigins: [], imgOrigins: [], frameOrigins: [] });
  }
  documentHeaders(request.raw, res, done);
}

/**
 * Security headers from helmet, with a Content-Security-Policy that allows neither 'unsafe-eval'
 * nor 'unsafe-inline': scripts run only from this origin, with this response's nonce, or from
 * origins the company's head scripts and the remotes manifest name; styles come from this origin
 * or carry the nonce. Images and fetches may also go to the origins the company configured (logo,
 * hero image, map tiles, chatbot), and frames to the e-signature providers its forms and offers use.
 *
 * helmet is built once here: @fastify/helmet built the whole middleware (every directive parsed and
 * checked) for every request, the largest share of a /healthz request's time. Per answer only the
 * nonce and the company's origins are spliced into the prepared policy, and only answers that are not
 * JSON get it: a JSON answer gets the headers that protect it (JSON_ANSWER_HEADERS) and no nonce is drawn
 * for it. Headers a route sets itself win over these, as they did over helmet's.
 */
export async function installSecurityHeaders(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Runs after the request context (company) and before the handler, which puts the nonce into its page.
  // Only pages load anything, so only pages pay for a nonce and for looking up the company's origins
  // (a callback hook: other requests pass without a promise).
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config?.html) done();
    else preparePagePolicy(request, reply).then(() => done(), done);
  });
  const preparePagePolicy = async (request: FastifyRequest, reply: FastifyReply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    const scriptOrigins = new Set<string>();
    const connectOrigins = new Set<string>();
    const imgOrigins = new Set<string>();
    const frameOrigins = new Set<string>();
    try {
      const { configs } = (await requestDomain(ctx, request)).settings;
      for (const script of Object.values(configs.pcsxConfig?.branding?.headScripts ?? {}).flat()) {
        add(scriptOrigins, originOf(script.src));
      }
      add(imgOrigins, originOf(configs.company?.logoUrl));
      add(imgOrigins, originOf(configs.pcsxConfig?.branding?.heroImage?.url));
      const tiles = tileOriginOf(configs.pcsxConfig?.searchConfig?.mapConfig?.tileUrl);
      add(imgOrigins, tiles);
      add(connectOrigins, tiles);
      add(connectOrigins, originOf(configs.chatbot?.endpoint));
      for (const address of await esignFrameAddresses(ctx.db, request.domainId)) add(frameOrigins, originOf(address));
    } catch {
      // An unknown company fails later with its own error; the policy stays strict.
    }
    for (const origin of ctx.remotes.externalOrigins()) {
      scriptOrigins.add(origin);
      connectOrigins.add(origin);
    }
    // The e-signature provider's signing pages, which the offers pages frame. Every page of the
    // shell, since it moves between them without loading a page; on the host name this visitor
    // uses and on localhost (where offer lists made without a host name point).
    add(frameOrigins, originOf(esignProviderOrigin(ctx.config, request.hostname)));
    add(frameOrigins, originOf(esignProviderOrigin(ctx.config)));
    extras.set(reply.raw, {
      nonce: request.cspNonce,
      scriptOrigins: [...scriptOrigins],
      connectOrigins: [...connectOrigins],
      imgOrigins: [...imgOrigins],
      frameOrigins: [...frameOrigins],
    });
  };

  // When the answer is known: its type decides which headers it gets.
  app.addHook('onSend', (request, reply, payload, next) => {
    setSecurityHeaders(request, reply);
    next(null, payload);
  });
}
