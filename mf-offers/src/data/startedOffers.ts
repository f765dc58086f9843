import type { OffersResponse } from '@careers/shared/contracts';
import { takeFirstAnswer } from '@careers/shared/boot';
import { createStartedCalls, type Transport } from '@careers/shared/transport';
import { fetchOffers, OFFERS_PATH } from './offersApi';

/** The offers call of the list and an offer's page (issue 27): started when the remote starts (app.tsx), taken once by useOffers, by domain. */
export const startedOffers = createStartedCalls<OffersResponse>();

/**
 * Starts GET /api/offer/offers now, through the shell's transport, for the first SWR fetch to take; taken from
 * the page instead when the server put its answer there (the page's first answers), without a request.
 */
export function startOffers(transport: Transport, domain: string): void {
  startedOffers.start(domain, () => takeFirstAnswer<OffersResponse>(OFFERS_PATH, domain) ?? fetchOffers(transport, domain));
}
