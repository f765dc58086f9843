import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { badInput, loginRequired, said, unsupported } from '../domainErrors';
import { clientKey } from '../plugins/rateLimit';
import { receiveUpload } from '../services/files/receiveUpload';
import { formFile, type FileOwner } from '../services/forms/formFiles';
import { FormFileParams, StoredFormFileResponse } from '@careers/shared/contracts/forms';
import { DomainQuery } from '@careers/shared/contracts/schemaParts';
import { uploadSlotsOf } from '../services/files/uploadSlots';
import type { TypedApp } from './typedApp';

// Types a browser may show in the page; everything else (Word files) downloads.
const SHOWN_INLINE = /^(application\/pdf|image\/(png|jpeg)|text\/plain)/;

/** `attachment; filename="…"` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const MULTIPART_SHAPE_ERRORS = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT']);
const oneFilePart = () => badInput('invalid_request', said('server.upload.fileShape'));

/** The request's file owner: the logged-in candidate, else the visitor's session. */
function ownerOf(request: FastifyRequest): FileOwner {
  if (request.candidate) return { domain: request.candidate.domain, candidateId: request.candidate.id, visitor: null };
  return { domain: request.domainId, candidateId: null, visitor: request.session?.idHash ?? null };
}

/**
 * Uploading a form's files (one streamed multipart request per file, before the answers that use
 * it are saved) and reading them back (the `previewUrl` of stored answers). Only the owner, candidate
 * or visitor session, gets a file; it is served with the type found from its content, never sniffed,
 * in a sandbox.
 */
export async function formFilesRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  const { uploads } = ctx.config;
  await app.register(multipart, {
    // One file and nothing else; parts beyond are refused, never buffered.
    limits: { fileSize: uploads.maxFileBytes, files: 1, fields: 0, parts: 1, headerPairs: 20, fieldNameSize: 100 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/pcsx/form_files',
    { config: { public: true, rateLimit: { max: ctx.config.formSubmitRateLimitMax, timeWindow: '1 minute' } }, schema: { querystring: DomainQuery, response: { 201: StoredFormFileResponse } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw unsupported('unsupported_media_type', said('server.upload.fileShape'));
      const owner = ownerOf(request);
      // The CSRF guard has made sure of a session; this keeps a visitor's files theirs alone.
      if (owner.candidateId === null && !owner.visitor) throw loginRequired();
      const ip = clientKey(request);
      return uploadSlotsOf(ctx).run(ip, async () => {
        const part = await request.file().catch((error: { code?: string }) => {
          // A field or a second part where one file was expected: the sender's mistake, said plainly.
          if (error.code && MULTIPART_SHAPE_ERRORS.has(error.code)) throw oneFilePart();
          throw error;
      });
      if (!part || part.fieldname !== 'file') throw oneFilePart();
      const file = await receiveUpload(ctx.db, ctx.files, uploads, { ...owner, visitor: owner.visitor ?? null, ip }, part, new Date(), (reason) =>
        request.log.warn({ reason, file: part.filename.slice(0, 255) }, 'upload refused by its content'),
      );
      return reply.code(201).send({ data: { ...file, previewUrl: `/api/pcsx/form_files/${file.fileId}` } });
      });
    },
  );

  app.get(
    '/api/pcsx/form_files/:id',
    { config: { public: true }, schema: { params: FormFileParams, querystring: DomainQuery } },
    async (request, reply) => {
      const file = await formFile(ctx.db, ctx.files, ownerOf(request), request.params.id, () =>
        request.log.error({ fileId: request.params.id, store: ctx.files.kind }, 'stored file has no bytes in the blob store'),
      );
      return reply
        .type(file.type)
        .header('content-disposition', disposition(SHOWN_INLINE.test(file.type) ? 'inline' : 'attachment', file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .header('cache-control', 'private, no-store')
        .header('content-length', file.size)
        .send(file.bytes);
    },
  );
}
