import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { AppError } from '../errors';
import { getDomain } from '../services/domains';
import { importPositions, InvalidImport } from '../services/positionsImport/importPositions';
import { bearerToken, isImportToken } from '../services/positionsImport/importTokens';
import { PositionsImportQuery, PositionsImportRefused, PositionsImportResponse } from '@careers/shared/contracts/positionsImport';
import type { TypedApp } from './typedApp';

/** The largest file the import API takes (about 20,000 positions with short descriptions). */
const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;
/** Imports per minute per client address: an ATS sends a feed now and then, not a stream. */
const IMPORTS_PER_MINUTE = 10;

const tokenRequired = () =>
  new AppError(401, 'token_required', 'An import token is required: send "Authorization: Bearer <token>" (pnpm positions:token makes one).', undefined, { 'www-authenticate': 'Bearer' });
const tokenRefused = () =>
  new AppError(401, 'invalid_token', 'The import token is not valid for this company.', undefined, { 'www-authenticate': 'Bearer error="invalid_token"' });

function formatOf(request: FastifyRequest<{ Querystring: PositionsImportQuery }>): 'json' | 'csv' | undefined {
  if (request.query.format) return request.query.format;
  const type = String(request.headers['content-type'] ?? '');
  if (/^text\/csv\b/i.test(type)) return 'csv';
  if (/^application\/json\b/i.test(type)) return 'json';
  return undefined;
}

/**
 * The import API for a company's applicant tracking system (README "Positions import"). Not a
 * candidate's call: no session, no cookie, so no CSRF token either (the token is a header a page of
 * another site cannot make a browser send); the company's token is checked before the body is read, each try counted by the rate limit.
 */
export async function positionsImportRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  // The file itself is the body, JSON or CSV, kept as text: its rows' line numbers are what errors name.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/api/pcsx/positions/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { public: true, sessionless: true, rateLimit: { max: IMPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { querystring: PositionsImportQuery, response: { 200: PositionsImportResponse, 422: PositionsImportRefused } },
      // After the rate limit (an onRequest hook: guessing tokens counts too), before the body is read.
      preParsing: async (request, _reply, payload) => {
        const token = bearerToken(request.headers.authorization);
        if (!token) throw tokenRequired();
        const domain = (request.query as { domain?: unknown }).domain;
        if (typeof domain !== 'string' || !(await isImportToken(ctx.db, domain, token))) throw tokenRefused();
        return payload;
      },
    },
    async (request, reply) => {
      const domain = await getDomain(ctx.db, request.query.domain);
      if (!domain) throw new AppError(404, 'unknown_domain', `No careers site is set up for "${request.query.domain}".`);
      const text = typeof request.body === 'string' ? request.body : '';
      try {
        const report = await importPositions(ctx, domain, text, formatOf(request));
        return { data: report };
      } catch (error) {
        if (!(error instanceof InvalidImport)) throw error;
        const first = error.problems[0] as { line: number; message: string };
        const more = error.count > 1 ? ` (and ${error.count - 1} more; nothing was imported)` : ' (nothing was imported)';
        return reply.code(422).send({ error: { code: 'invalid_import' as const, message: `line ${first.line}: ${first.message}${more}`, count: error.count, problems: error.problems } });
      }
    },
  );
}
