import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { LogStream } from '../app';
import type { AppContext } from '../appContext';
import { createHttpServer } from '../httpServer';
import { logDestination } from '../logDestination';
import { AppError } from '../errors';
import { toAppError } from '../plugins/errorHandler';
import { RequestLogController, logRequestCompleted } from '../plugins/requestLog';
import { normalizeOrigin } from '../origins';
import { getDomain } from '../services/domains';
import { esignProviderOrigin } from '../services/offers/esign/esignProviderOrigin';
import { documentPdf } from './documentPdf';
import { canSign, recordEsignResult, recordedResult } from './recordEsignResult';
import { NAME_REQUIRED, confirmRejectPage, refusalPage, resultPage, signingPage } from './signingPage';
import { isSignerName } from '../services/offers/isSignerName';
import { parseDocumentId, signingDocument, type SigningDocument } from './signingDocument';

export interface EsignProviderOptions {
  /** Port the careers site listens on: its pages frame the signing page. */
  careersPort: number;
  /** Where its log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
}

const MAX_NAME = 200;
const INVALID_LINK = 'This signing link is not valid. Open the document again from the careers site.';
const EXPIRED_LINK = 'This signing link has expired. Open the document again from the careers site to get a new one.';
const FOREIGN_FORM = 'This form was not sent from the signing page. Open the document again from the careers site.';
const WRONG_PARENT = 'This document can only be signed from the careers site.';
const CLOSED = 'This document can no longer be signed.';

/**
 * The development e-signature provider: a separate, tiny Fastify instance on its own port (its own
 * origin), sharing the process and the database with the careers site. It serves a signing page for
 * each e-sign document (`GET /sign/:documentId?t=<token>&parent=<origin>`), records a signature
 * or rejection in `esign_results`, and tells the framing page with a message to its exact origin.
 * Like a real provider, it changes no offer: the site applies what it recorded (applyEsignResults).
 */
export function buildEsignApp(ctx: AppContext, options: EsignProviderOptions): FastifyInstance {
  const { config } = ctx;
  const app = Fastify({
    logger: { level: config.logLevel, stream: options.logStream ?? logDestination(config.logBufferBytes) },
    // The site's request log: Fastify's own lines would write every signing link's token (`t`) out whole.
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    serverFactory: (handler) => createHttpServer(config, handler),
    // An address Fastify cannot route (`/%`) is answered before any route or hook: like the site's
    // (errorHandler's frameworkErrors), it gets the provider's page with its headers, and its log line.
    frameworkErrors: (error, request, reply) => {
      const known = toAppError(error) ?? new AppError(400, 'invalid_request', 'The address is not valid.');
      reply.raw.once('finish', () => logRequestCompleted(null, request, reply));
      const nonce = randomBytes(16).toString('base64');
      void send(reply, known.status, refusalPage({ nonce, title: 'Something is not right', message: known.message }), nonce, refusalAncestors);
    },
  });
  void app.register(formbody, { bodyLimit: 16 * 1024 });

  // The careers site, from configuration only (never from the request's Host, which the sender
  // chooses): its port on localhost and 127.0.0.1 (it hands out addresses on either). Deployed on
  // another origin, the site is listed in EMBED_ALLOWED_ORIGINS, which parentAllowed accepts too.
  const careersOrigins = [`http://localhost:${options.careersPort}`, `http://127.0.0.1:${options.careersPort}`];
  // Who may frame a refusal (before the document, hence its company, is known).
  const refusalAncestors = [...new Set([...careersOrigins, ...config.embedAllowedOrigins])];

  // The provider's own origins, as the offers API hands its pages out (esignPageUrl): a form posted
  // from its pages carries one of them in Origin; another site's page posting here carries its own.
  const ownOrigins = new Set(
    [config.esignPublicOrigin, esignProviderOrigin(config, 'localhost'), esignProviderOrigin(config, '127.0.0.1')].filter((o): o is string => o !== null),
  );

  /** Whether `parent` (exactly an origin) may frame the page and hear its messages. */
  const parentAllowed = async (doc: SigningDocument, parent: unknown): Promise<boolean> => {
    if (typeof parent !== 'string' || normalizeOrigin(parent) !== parent) return false;
    if (careersOrigins.includes(parent)) return true;
    return ctx.embedOrigins.allows(await getDomain(ctx.db, doc.domain), parent);
  };

  const send = (reply: FastifyReply, status: number, body: string, nonce: string, ancestors: string[]) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          `script-src 'nonce-${nonce}'`,
          `style-src 'nonce-${nonce}'`,
          "img-src 'self'",
          // The document itself, shown by the browser's PDF viewer.
          "object-src 'self'",
          "frame-src 'self'",
          "form-action 'self'",
          "base-uri 'none'",
          // Framed only by the page the messages go to (or, for refusals, the careers site).
          `frame-ancestors ${ancestors.join(' ')}`,
        ].join('; '),
      )
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      // The address carries the token: never hand it to another origin. Not no-referrer: with it,
      // browsers send `Origin: null` with the page's own form posts, which the Origin check refuses.
      .header('referrer-policy', 'same-origin')
      .send(body);

  const pdfHref = (doc: SigningDocument, token: string) => `/sign/${doc.id}/document.pdf?t=${encodeURIComponent(token)}`;
  const pageHref = (doc: SigningDocument, token: string, parent: string) => `/sign/${doc.id}?t=${encodeURIComponent(token)}&parent=${encodeURIComponent(parent)}`;

  /** The document and its parent when both check out; otherwise answers the refusal and returns null. */
  const open = async (reply: FastifyReply, nonce: string, fields: { documentId: unknown; t: unknown; parent: unknown }) => {
    const id = parseDocumentId(fields.documentId);
    const doc = id === null ? null : await signingDocument(ctx, id, fields.t);
    if (doc === 'expired') {
      await send(reply, 403, refusalPage({ nonce, title: 'Signing link expired', message: EXPIRED_LINK }), nonce, refusalAncestors);
      return null;
    }
    if (!doc) {
      await send(reply, 403, refusalPage({ nonce, title: 'Invalid signing link', message: INVALID_LINK }), nonce, refusalAncestors);
      return null;
    }
    if (!(await parentAllowed(doc, fields.parent))) {
      await send(reply, 403, refusalPage({ nonce, title: 'Signing not available here', message: WRONG_PARENT, doc }), nonce, refusalAncestors);
      return null;
    }
    return { doc, token: fields.t as string, parent: fields.parent as string };
  };

  app.get<{ Params: { documentId: string }; Querystring: Record<string, unknown> }>('/sign/:documentId', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const opened = await open(reply, nonce, { documentId: request.params.documentId, t: request.query.t, parent: request.query.parent });
    if (!opened) return reply;
    const { doc, token, parent } = opened;
    const recorded = await recordedResult(ctx, doc.id);
    if (recorded) return send(reply, 200, resultPage({ doc, recorded, nonce, pdfHref: pdfHref(doc, token) }), nonce, [parent]);
    if (!canSign(doc, ctx.now())) return send(reply, 409, refusalPage({ nonce, title: 'Signing closed', message: CLOSED, doc }), nonce, [parent]);
    return send(reply, 200, signingPage({ doc, token, parent, nonce, pdfHref: pdfHref(doc, token) }), nonce, [parent]);
  });

  app.post<{ Params: { documentId: string }; Body: Record<string, unknown> | undefined }>('/sign/:documentId', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    // Only the provider's own pages post here: a browser names the page's origin (when it says any).
    const origin = request.headers.origin;
    if (origin !== undefined && !ownOrigins.has(origin)) {
      return send(reply, 403, refusalPage({ nonce, title: 'Signing not available here', message: FOREIGN_FORM }), nonce, refusalAncestors);
    }
    const body = request.body ?? {};
    const opened = await open(reply, nonce, { documentId: request.params.documentId, t: body.t, parent: body.parent });
    if (!opened) return reply;
    const { doc, token, parent } = opened;
    const recorded = await recordedResult(ctx, doc.id);
    const action = body.action;
    // Once a result is recorded, every further sign or reject shows it (and tells the parent again).
    if (recorded) return send(reply, 200, resultPage({ doc, recorded, nonce, pdfHref: pdfHref(doc, token), targetOrigin: parent }), nonce, [parent]);
    if (!canSign(doc, ctx.now())) return send(reply, 409, refusalPage({ nonce, title: 'Signing closed', message: CLOSED, doc }), nonce, [parent]);
    if (action === 'reject') {
      return send(reply, 200, confirmRejectPage({ doc, token, parent, nonce, backHref: pageHref(doc, token, parent) }), nonce, [parent]);
    }
    if (action !== 'sign' && action !== 'reject-confirmed') {
      return send(reply, 400, refusalPage({ nonce, title: 'Unknown action', message: 'Choose Sign or Reject.', doc }), nonce, [parent]);
    }
    const typed = typeof body.name === 'string' ? body.name.replace(/\s+/g, ' ').trim() : '';
    // The site's rule (spec §5): the candidate's full name when known, else any non-blank text.
    if (action === 'sign' && (typed.length > MAX_NAME || !isSignerName(typed, doc.candidateName))) {
      const error = typed.length > MAX_NAME ? `Your name can have at most ${MAX_NAME} characters.` : NAME_REQUIRED;
      return send(reply, 422, signingPage({ doc, token, parent, nonce, pdfHref: pdfHref(doc, token), name: typed, error }), nonce, [parent]);
    }
    const outcome = await recordEsignResult(ctx, doc, {
      result: action === 'sign' ? 'signed' : 'rejected',
      signerName: typed.slice(0, MAX_NAME),
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
    });
    if (!outcome) return send(reply, 409, refusalPage({ nonce, title: 'Signing closed', message: CLOSED, doc }), nonce, [parent]);
    return send(reply, 200, resultPage({ doc, recorded: outcome.recorded, nonce, pdfHref: pdfHref(doc, token), targetOrigin: parent }), nonce, [parent]);
  });

  // The document the page shows: the original, or the stamped copy once signed.
  app.get<{ Params: { documentId: string }; Querystring: Record<string, unknown> }>('/sign/:documentId/document.pdf', async (request, reply) => {
    const id = parseDocumentId(request.params.documentId);
    const doc = id === null ? null : await signingDocument(ctx, id, request.query.t);
    if (!doc || doc === 'expired') {
      return reply.code(403).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(doc === 'expired' ? EXPIRED_LINK : INVALID_LINK);
    }
    const signed = await ctx.db.selectFrom('esign_results').select('signed_pdf').where('document_id', '=', doc.id).executeTakeFirst();
    const bytes = signed?.signed_pdf ? Buffer.from(signed.signed_pdf) : await documentPdf(doc);
    const filename = `${doc.name.replace(/[^A-Za-z0-9 ._-]+/g, '').trim() || 'document'}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .send(bytes);
  });

  // Someone who opens the provider's address by hand learns what it is.
  app.get('/', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const message = 'This is the development e-signature provider of the careers site. Documents are signed from the offers pages there.';
    return send(reply, 200, refusalPage({ nonce, title: 'Demo e-signature', message }), nonce, ["'none'"]);
  });

  // Browsers ask for it on every visit; an empty answer keeps the console free of 404s.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).header('cache-control', 'public, max-age=86400').send());
  return app;
}

/**
 * Starts the provider beside the careers site. Returns null (after saying why) when the port is
 * taken: the site runs without it, and e-sign documents wait until it is back.
 */
export async function startEsignProvider(
  ctx: AppContext,
  options: EsignProviderOptions & { host: string; port: number },
): Promise<{ app: FastifyInstance; port: number } | null> {
  const app = buildEsignApp(ctx, options);
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    console.warn(
      `E-signature provider not started on port ${options.port}: ${(error as Error).message}. ` +
        'Set ESIGN_PORT to a free port, or to 0 to turn it off.',
    );
    return null;
  }
  const port = (app.server.address() as { port: number } | null)?.port ?? options.port;
  return { app, port };
}
