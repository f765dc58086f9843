import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { clientKey } from '../plugins/rateLimit';
import { idempotencyKey } from '../services/offers/idempotency';
import { declineOffer, signOfferDocument } from '../services/offers/offerActions';
import { offerActor } from '../services/offers/offerActor';
import { readOfferDocument } from '../services/offers/readOfferDocument';
import { readOfferFile } from '../services/offers/readOfferFile';
import { readSignedPdfUpload, SIGNED_PDF_LIMITS, type UploadPart } from '../services/offers/signedPdfUpload';
import { OfferActionResponse, OfferDocumentParams, OfferDocumentResponse, OfferParams, OfferQuery } from '@careers/shared/contracts/offers';
import { DomainField } from '@careers/shared/contracts/schemaParts';
import { uploadSlotsOf } from '../services/files/uploadSlots';
import { offersRead } from './firstViewReads';
import type { TypedApp } from './typedApp';

// The file link's query: the company, and `download=1` for an attachment instead of the page's own view.
const OfferFileQuery = Type.Object({ domain: Type.Optional(DomainField), download: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])) });

/** `method path` an Idempotency-Key is bound to (the path without its query). */
const requestOf = (request: FastifyRequest) => `${request.method} ${request.url.split('?')[0] ?? ''}`;

/**
 * The offers API (spec §7 Offers; bodies designed in shared/src/contracts/offers and the README).
 * Every call needs a logged-in candidate (the /api/offer guard) and sees only that candidate's offers
 * in the request's company: anything else is 404. POSTs need the CSRF token like every POST.
 */
export async function offerRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  // Multipart for the accept calls only (this plugin's scope): one file, a few short fields, streamed.
  await app.register(multipart, { limits: SIGNED_PDF_LIMITS, throwFileSizeLimit: false });

  const actorOf = (request: FastifyRequest) => offerActor(requireCandidate(request), { ip: clientKey(request), userAgent: request.headers['user-agent'] });
  const uploadOf = (request: FastifyRequest, field: string, fullName: string) =>
    request.isMultipart() ? () => readSignedPdfUpload(request.parts() as AsyncIterable<UploadPart>, field, fullName) : null;

  // Like the other uploads: a few accept calls at once per address (each holds up to 10 MiB and parses it).
  const slots = uploadSlotsOf(ctx);
  function oneOfFewUploads<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    // A call without a file (an e-signed document's accept) uploads nothing.
    if (!request.isMultipart()) return work();
    return slots.run(clientKey(request), work);
  }

  app.get('/api/offer/offers', { schema: { querystring: OfferQuery, response: { 200: offersRead.response } } }, (request) => offersRead.read(ctx, request));

  app.get('/api/offer/offers/:id/:documentId', { schema: { params: OfferDocumentParams, querystring: OfferQuery, response: { 200: OfferDocumentResponse } } }, async (request) =>
    readOfferDocument(ctx, actorOf(request), request.params.id, request.params.documentId),
  );

  app.get('/api/offer/offers/:id/:documentId/file', { schema: { params: OfferDocumentParams, querystring: OfferFileQuery } }, async (request, reply) => {
    const download = request.query.download === '1';
    const file = await readOfferFile(ctx, actorOf(request), request.params.id, request.params.documentId, download);
    return reply
      .type('application/pdf')
      .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${file.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-length', file.bytes.length)
      .send(file.bytes);
  });

  app.post('/api/offer/offers/:id/accept', { schema: { params: OfferParams, querystring: OfferQuery, response: { 200: OfferActionResponse } } }, async (request) => {
    const actor = actorOf(request);
    const field = 'signed_offer_letter_pdf_file';
    return oneOfFewUploads(request, () => signOfferDocument(ctx, {
      actor, offerId: request.params.id, documentId: null, key: idempotencyKey(request.headers['idempotency-key']), request: requestOf(request),
      field, readUpload: uploadOf(request, field, actor.fullName),
    }));
  });

  app.post('/api/offer/offers/:id/decline', { schema: { params: OfferParams, querystring: OfferQuery, response: { 200: OfferActionResponse } } }, async (request) =>
    declineOffer(ctx, {
      actor: actorOf(request), offerId: request.params.id, key: idempotencyKey(request.headers['idempotency-key']), request: requestOf(request),
    }),
  );

  app.post(
    '/api/offer/offers/:id/:documentId/accept',
    { schema: { params: OfferDocumentParams, querystring: OfferQuery, response: { 200: OfferActionResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const field = 'signed_document_file';
      return oneOfFewUploads(request, () => signOfferDocument(ctx, {
        actor, offerId: request.params.id, documentId: request.params.documentId, key: idempotencyKey(request.headers['idempotency-key']),
        request: requestOf(request), field, readUpload: uploadOf(request, field, actor.fullName),
      }));
    },
  );
}
