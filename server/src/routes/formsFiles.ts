import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { AppError } from '../errors';
import { requireCandidate } from '../plugins/guards';
import { readFile } from '../services/forms/formFiles';
import { domainField } from './requestCompany';

const params = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } } as const;

// Types a browser may show in the page; everything else (Word files) downloads.
const SHOWN_INLINE = /^(application\/pdf|image\/(png|jpeg)|text\/plain)/;

/** `attachment; filename="…"` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A file the candidate uploaded in a form (the `previewUrl` of stored answers). Only its owner gets it;
 * it is served with the type found from its content, never sniffed, in a sandbox.
 */
export async function formFilesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/api/pcsx/form_files/:id',
    { schema: { params, querystring: { type: 'object', properties: { domain: domainField } } } },
    async (request, reply) => {
      const candidate = requireCandidate(request);
      const file = readFile(ctx.db, { domain: candidate.domain, candidateId: candidate.id }, request.params.id);
      if (!file) throw new AppError(404, 'not_found', 'File not found.');
      return reply
        .type(file.type)
        .header('content-disposition', disposition(SHOWN_INLINE.test(file.type) ? 'inline' : 'attachment', file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}
