import type { Transport } from '@careers/shared/transport';
import type { OfferQuery, OffersResponse } from '@careers/shared/contracts';

// The offers API (spec §7 Offers). Reads name the company (`domain`) as a query parameter: offer links
// carry it (spec §2), and a candidate's session belongs to one company.

/** The path of the offers list (the server may put its answer in the page: data/startedOffers.ts). */
export const OFFERS_PATH = '/api/offer/offers';

/** GET /api/offer/offers: the candidate's offers in the company, most recently updated first. */
export async function fetchOffers(transport: Transport, domain: string): Promise<OffersResponse> {
  const params: OfferQuery = domain ? { domain } : {};
  return transport.get<OffersResponse>(OFFERS_PATH, { params });
}
