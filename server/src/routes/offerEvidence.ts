import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { badInput, isDomainError, ruleBroken, tooLarge, unsupported } from '../domainErrors';
import { httpErrorOf } from '../errors';
import { requireCandidate } from '../plugins/guards';
import { clientKey } from '../plugins/rateLimit';
import { requestDomain } from '../plugins/requestContext';
import { candidatesOfferAudit } from '../services/offers/evidence/candidatesOfferAudit';
import { verifySealedPdf } from '../services/offers/evidence';
import { sizeText } from '../services/files/receiveUpload';
import { VERIFY_PAGE_PATH, verifyPdfPage, type VerifyPdfPageInput } from '../views/verifyPdfPage';
import { pageI18n } from '../i18n/requestLocale';
import { MAX_SIGNED_PDF_BYTES, OfferAuditResponse, OfferParams, OfferQuery, VerifyPdfResponse } from '@careers/shared/contracts/offers';
import { uploadSlotsOf } from '../services/files/uploadSlots';
import type { TypedApp } from './typedApp';

const MULTIPART_SHAPE_ERRORS = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT']);
const SENDERS_MISTAKES = ['bad_input', 'unsupported', 'too_large', 'rule_broken'] as const;
const onePdf = () => badInput('invalid_request', 'Send the PDF as multipart/form-data with one part named "file".');
// A PDF may have a little junk before its header (readers look in the first 1024 bytes).
const looksLikePdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');

/**
 * The offer evidence calls: an offer's audit log re-checked (its candidate only), and the public
 * check of a signed PDF, as JSON (`POST /api/offer/verify`) and as a page that works without
 * JavaScript (`/careers/offers/verify`). The PDF is read into memory (at most MAX_SIGNED_PDF_BYTES),
 * checked and dropped: nothing is stored, and the answer says nothing beyond that one file.
 */
export async function offerEvidenceRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  await app.register(multipart, {
    // One file and nothing else; parts beyond are refused, never buffered.
    limits: { fileSize: MAX_SIGNED_PDF_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20, fieldNameSize: 100 },
    throwFileSizeLimit: false,
  });

  app.get(
    '/api/offer/offers/:id/audit',
    { schema: { params: OfferParams, querystring: OfferQuery, response: { 200: OfferAuditResponse } } },
    async (request) => candidatesOfferAudit(ctx.db, requireCandidate(request), request.params.id),
  );

  // Like the other uploads: a per-IP limit a minute, and a few at once per address (each holds up to 10 MiB).
  const slots = uploadSlotsOf(ctx);
  const verifyConfig = { sessionless: true, rateLimit: { max: ctx.config.formSubmitRateLimitMax, timeWindow: '1 minute' } };
  const verifyUpload = (request: FastifyRequest) => slots.run(clientKey(request), async () => verifySealedPdf(ctx.db, await receivePdf(request)));

  app.post('/api/offer/verify', { config: { public: true, ...verifyConfig }, schema: { response: { 200: VerifyPdfResponse } } }, async (request) => verifyUpload(request));

  const page = async (request: FastifyRequest, reply: FastifyReply, outcome: Omit<VerifyPdfPageInput, 'company' | 'i18n'>) => {
    const domain = await requestDomain(ctx, request);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(verifyPdfPage({ company: domain.name, i18n: pageI18n(domain, request), ...outcome }));
  };
  app.get(VERIFY_PAGE_PATH, { config: { html: true } }, async (request, reply) => page(request, reply, {}));
  app.post(VERIFY_PAGE_PATH, { config: { html: true, ...verifyConfig } }, async (request, reply) => {
    try {
      return await page(request, reply, { result: await verifyUpload(request) });
    } catch (error) {
      // The sender's mistakes (no file, not a PDF, too large) show in the page beside the form; the rest
      // (too many uploads at once, a failure of the server) is the error handler's.
      if (!isDomainError(error, ...SENDERS_MISTAKES)) throw error;
      reply.code(httpErrorOf(error).status);
      return page(request, reply, { error: error.message });
    }
  });
}

/** The one PDF of a multipart request, in memory (never more than MAX_SIGNED_PDF_BYTES of it). */
async function receivePdf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw unsupported('unsupported_media_type', 'Send the PDF as multipart/form-data with one part named "file".');
  const part = await request.file().catch((error: { code?: string }) => {
    if (error.code && MULTIPART_SHAPE_ERRORS.has(error.code)) throw onePdf();
    throw error;
  });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw onePdf();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (part.file.truncated) throw tooLarge('file_too_large', `The file is larger than ${sizeText(MAX_SIGNED_PDF_BYTES)}, the most a signed PDF may have.`);
  // A form sent with no file chosen has one empty part without a name.
  if (bytes.length === 0) throw ruleBroken('invalid_file', part.filename ? 'The file is empty.' : 'Choose a PDF file to verify.');
  if (!looksLikePdf(bytes)) throw ruleBroken('invalid_file', 'This file is not a PDF.');
  return bytes;
}
