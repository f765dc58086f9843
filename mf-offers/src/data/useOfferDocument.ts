import useSWR, { type SWRResponse } from 'swr';
import type { OfferDocumentResponse } from '@careers/shared/contracts';
import { useTransport } from '@careers/shared/transport';
import { fetchLetterDocumentId, fetchOfferDocument } from './offerDocumentApi';

/** The SWR key of one document with its bytes. */
export const offerDocumentKey = (domain: string, offerId: number, documentId: number) => ['offer-document', domain, offerId, documentId] as const;

/** Whether an SWR key is one of `offerId`'s documents (offerDocumentKey). */
export const isDocumentKeyOf = (key: unknown, domain: string, offerId: number): boolean =>
  Array.isArray(key) && key[0] === 'offer-document' && key[1] === domain && key[2] === offerId;

/**
 * One offer document with its PDF bytes. Not refetched on focus, unlike the offers list: every read
 * is a 'viewed' entry in the offer's audit log and carries the whole PDF. But read again on every
 * visit (not kept for the remote's day-long dedupe): after a signature or a decline the next visit
 * must show the signed copy and the offer's new state, not the bytes from before.
 */
export function useOfferDocument(domain: string, offerId: number, documentId: number | null): SWRResponse<OfferDocumentResponse, unknown> {
  const transport = useTransport();
  return useSWR(documentId === null ? null : offerDocumentKey(domain, offerId, documentId), () => fetchOfferDocument(transport, domain, offerId, documentId as number), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 2_000,
  });
}

/** The id of an offer's letter document (null: no such offer, or no letter); see `fetchLetterDocumentId`. */
export function useOfferLetterId(domain: string, offerId: number): SWRResponse<number | null, unknown> {
  const transport = useTransport();
  return useSWR(['offer-letter-id', domain, offerId], () => fetchLetterDocumentId(transport, domain, offerId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
