import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import type { Offer } from '@careers/shared/contracts';
import { fetchOffers } from './offersApi';
import { useOffersNavigation } from '../navigation/OffersNavigation';
import { offersKey } from './offersKey';
import { primedOffers } from './primedOffers';
import { startedOffers } from './startedOffers';

/**
 * The candidate's offers in the session's company, under `offersKey(domain)` (revalidated after any change).
 * On the careers site the answer the page was drawn with (its first answers) is there from the first render, as
 * the server renderer drew it, so the remote hydrates the server's markup; its revalidation at mount takes the
 * started call, which holds that same answer, so it costs no request. The widget lives in other pages: never primed.
 */
export function useOffers() {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const { embedded, href } = useOffersNavigation();
  const fallbackData = embedded ? undefined : primedOffers(domain, href.split(/[?#]/)[0] ?? '');
  return useSWR(offersKey(domain), () => startedOffers.take(domain) ?? fetchOffers(transport, domain), { fallbackData });
}

/**
 * One offer out of the list (there is no one-offer call): `offer` is undefined while the list loads
 * or when it failed, null when the list has no offer with this id (unknown, or another candidate's).
 */
export function useOffer(id: number) {
  const list = useOffers();
  const offer: Offer | null | undefined = list.data ? (list.data.offers.find((o) => o.id === id) ?? null) : undefined;
  return { offer, error: list.error as unknown, isLoading: list.isLoading, mutate: list.mutate };
}
