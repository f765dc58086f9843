import useSWR, { type SWRResponse } from 'swr';
import type { OfferDocumentResponse } from '@careers/shared/contracts';
import { useTransport } from '@careers/shared/transport';
import { fetchLetterDocumentId, fetchOfferDocument } from './offerDocumentApi';

/** The SWR key of one document with its bytes. */
const offerDocumentKey = (domain: string, offerId: number, documentId: number) => ['offer-document', domain, offerId, documentId] as const;

/** Whether an SWR key is one of `offerId`'s documents (offerDocumentKey). */
export const isDocumentKeyOf = (key: unknown, domain: string, offerId: number): boolean =>
  Array.isArray(key) && key[0] === 'offer-document' && key[1] === domain && key[2] === offerId;

/**
 * One offer document with its PDF bytes. Not refetched on focus, unlike the offers list: every read
 * is a 'viewed' entry in the offer's audit log and carries the whole PDF. But read again on every
 * visit (not kept for the remote's day-long dedupe): after a signature or a decline the next visit
 * must show the signed copy and the offer's new state, not the bytes from before.
 * No dedupe window after a read: SWR keeps a finished read's marker for that long, and a page mounted meanwhile
 * asks for nothing. After a signature the cached document is forgotten (useDocumentActions' finish), so a visit
 * back within the window stayed at 'Loading the document' for good (CI, e2e offers.spec 'sign digitally').
 * A read still under way is shared all the same (two mounts at once, React's strict mode).
 */
export function useOfferDocument(domain: string, offerId: number, documentId: number | null): SWRResponse<OfferDocumentResponse, unknown> {
  const transport = useTransport();
  return useSWR(documentId === null ? null : offerDocumentKey(domain, offerId, documentId), () => fetchOfferDocument(transport, domain, offerId, documentId as number), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 0,
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
