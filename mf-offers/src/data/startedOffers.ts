import type { OffersResponse } from '@careers/shared/contracts';
import { createStartedCalls, type Transport } from '@careers/shared/transport';
import { fetchOffers } from './offersApi';

/** The offers call of the list and an offer's page (issue 27): started when the remote starts (app.tsx), taken once by useOffers, by domain. */
export const startedOffers = createStartedCalls<OffersResponse>();

/** Starts GET /api/offer/offers now, through the shell's transport, for the first SWR fetch to take. */
export function startOffers(transport: Transport, domain: string): void {
  startedOffers.start(domain, () => fetchOffers(transport, domain));
}
