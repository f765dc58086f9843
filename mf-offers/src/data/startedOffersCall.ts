import type { OffersResponse } from '@careers/shared/contracts';
import type { Transport } from '@careers/shared/transport';
import { fetchOffers } from './offersApi';

// The offers call the remote's entry started before the page could render (issue 27): an offer's page drew its
// first content only after the remote's entry, its root chunk and React's first render, and then asked for the
// offers; now the call travels beside the root chunk. Handed to the first SWR fetch once, then forgotten; one
// nobody took is dropped when the remote unmounts, so a later mount asks afresh.
let started: { domain: string; call: Promise<OffersResponse> } | null = null;

/** Starts GET /api/offer/offers now, through the shell's transport, for the first SWR fetch to take. */
export function startOffersCall(transport: Transport, domain: string): void {
  if (started?.domain === domain) return;
  const call = fetchOffers(transport, domain);
  // A failure belongs to whoever takes the call (SWR shows it); one nobody takes must not be reported unhandled.
  call.catch(() => undefined);
  started = { domain, call };
}

/** The started call for `domain`, once (the next fetch asks the server again), or undefined. */
export function takeStartedOffersCall(domain: string): Promise<OffersResponse> | undefined {
  if (started?.domain !== domain) return undefined;
  const { call } = started;
  started = null;
  return call;
}

/** Forgets a call nobody took. */
export function dropStartedOffersCall(): void {
  started = null;
}
