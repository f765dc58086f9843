import type { EsignStatusResponse, OfferActionResponse, OfferDocumentResponse, OffersResponse } from '@careers/shared/contracts';
import type { Transport } from '@careers/shared/transport';

// The calls of the document and letter pages (spec §7 Offers). Every call names the company
// (`domain`) as a query parameter, as the offers routes read it; every change carries an
// `Idempotency-Key`, so a retried click (a lost answer, a double submit) changes the offer once
// and hears the first answer again.

const base = (offerId: number) => `/api/offer/offers/${offerId}`;
const keyed = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/** GET /api/offer/offers/{id}/{documentId}: the offer and the document with its bytes (`b64_string`). */
export function fetchOfferDocument(transport: Transport, domain: string, offerId: number, documentId: number): Promise<OfferDocumentResponse> {
  return transport.get<OfferDocumentResponse>(`${base(offerId)}/${documentId}`, { params: { domain } });
}

/**
 * The id of the offer's letter (`is_letter`), from GET /api/offer/offers (the only call that lists an
 * offer's documents); null when the candidate has no such offer or it has no letter.
 */
export async function fetchLetterDocumentId(transport: Transport, domain: string, offerId: number): Promise<number | null> {
  const { offers } = await transport.get<OffersResponse>('/api/offer/offers', { params: { domain } });
  return offers.find((offer) => offer.id === offerId)?.offer_documents.find((document) => document.is_letter)?.id ?? null;
}

/** What a signing call sends: the signed PDF and, when signed in the page, the typed signature. */
export interface SignedUpload {
  file: Blob;
  fileName: string;
  /** The name typed as the electronic signature; absent for a print-signed upload. */
  signatureName?: string;
}

function multipart(field: string, { file, fileName, signatureName }: SignedUpload): FormData {
  const form = new FormData();
  // Text fields before the file: the server streams the file part and has read them by then.
  if (signatureName !== undefined) form.append('signature_name', signatureName);
  form.append(field, file, fileName);
  return form;
}

/** POST /api/offer/offers/{id}/accept: signs the offer letter, which accepts the offer. */
export function acceptOffer(transport: Transport, domain: string, offerId: number, upload: SignedUpload, idempotencyKey: string): Promise<OfferActionResponse> {
  return transport.postRaw<OfferActionResponse>(`${base(offerId)}/accept`, multipart('signed_offer_letter_pdf_file', upload), {
    params: { domain },
    headers: keyed(idempotencyKey),
  });
}

/** POST /api/offer/offers/{id}/{documentId}/accept: signs one document of the offer. */
export function acceptDocument(
  transport: Transport,
  domain: string,
  offerId: number,
  documentId: number,
  upload: SignedUpload,
  idempotencyKey: string,
): Promise<OfferActionResponse> {
  return transport.postRaw<OfferActionResponse>(`${base(offerId)}/${documentId}/accept`, multipart('signed_document_file', upload), {
    params: { domain },
    headers: keyed(idempotencyKey),
  });
}

/**
 * POST /api/offer/offers/{id}/{documentId}/accept without a body, for a document signed with the
 * e-signature provider: the server applies what the provider recorded (409 `esign_not_recorded` while
 * it has nothing yet).
 */
export function acceptEsignedDocument(transport: Transport, domain: string, offerId: number, documentId: number, idempotencyKey: string): Promise<OfferActionResponse> {
  return transport.post<OfferActionResponse>(`${base(offerId)}/${documentId}/accept`, undefined, { params: { domain }, headers: keyed(idempotencyKey) });
}

/** POST /api/offer/offers/{id}/decline. */
export function declineOffer(transport: Transport, domain: string, offerId: number, idempotencyKey: string): Promise<OfferActionResponse> {
  return transport.post<OfferActionResponse>(`${base(offerId)}/decline`, undefined, { params: { domain }, headers: keyed(idempotencyKey) });
}

/**
 * POST /api/offer/offers/{id}/{documentId}/esign_status: applies what the e-signature provider
 * recorded for the document and answers the state it leaves ('waiting' when nothing yet).
 */
export function fetchEsignStatus(transport: Transport, domain: string, offerId: number, documentId: number, idempotencyKey: string): Promise<EsignStatusResponse> {
  return transport.post<EsignStatusResponse>(`${base(offerId)}/${documentId}/esign_status`, undefined, {
    params: { domain },
    headers: keyed(idempotencyKey),
  });
}
